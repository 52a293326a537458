import { openDb } from '@app/db/client';
import { sqliteDatabase } from '@app/db/sqlite/open';
import { nfts } from '@app/db/schema/nfts';
import { gameRounds } from '@app/db/schema/rounds';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededRandom } from '@app/shared/rules/raffle';
import pino from 'pino';
import { cryptoRandom, type RandomSource } from '../src/adapters/random';
import type { FetchedImage, ImageSource } from '../src/adapters/image-source/types';
import { fetchDemoImage } from '../src/adapters/image-source/local-demo';

const DEMO_URL = 'demo:sigma-frog-385.png';

/** A real SQLite file in a temp folder with one NFT and its round, for the images tests. */
export function openTestDb() {
  const dir = mkdtempSync(join(tmpdir(), 'images-'));
  const path = join(dir, 'app.db');
  const db = openDb(path);
  const now = new Date('2026-11-18T10:00:00Z');
  const nft = db
    .insert(nfts)
    .values({ nftId: '385', name: 'Sigma Frog #385', imageUrl: DEMO_URL, dateAdded: now })
    .returning()
    .get();
  const round = db
    .insert(gameRounds)
    .values({ nftId: nft.id, day: '2026-11-18', startDate: now, endDate: new Date('2026-11-19T00:00:00Z') })
    .returning()
    .get();
  const database = sqliteDatabase(db);
  return {
    db,
    database,
    path,
    round: { id: round.id, imageUrl: DEMO_URL },
    /** Closes the handle, its checkpoint worker included (left running, it may write into the folder being removed). */
    async close() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The demo image source, counting calls, slowed so concurrent callers overlap, and failing on demand. */
export function countingSource(serve: (url: string) => Promise<FetchedImage> = fetchDemoImage) {
  const source = {
    calls: 0,
    failing: false,
    async fetchImage(url: string) {
      source.calls++;
      const failing = source.failing;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failing) throw new Error('image host down');
      return serve(url);
    },
  };
  return source satisfies ImageSource;
}

/** Real random tokens, remembered so a test can tell they came from the random source. */
export function recordingRandom() {
  const issued: string[] = [];
  const random: RandomSource = {
    int: cryptoRandom.int,
    token: (bytes) => {
      const token = cryptoRandom.token(bytes);
      issued.push(token);
      return token;
    },
  };
  return { random, issued };
}

/** A random source that repeats from run to run: render secrets, tokens and ETags included. */
export function reproducibleRandom(seed: string): RandomSource {
  const next = seededRandom(seed);
  const byte = () => Math.floor(next() * 256);
  return {
    int: (maxExclusive) => Math.floor(next() * maxExclusive),
    token: (bytes = 24) => Buffer.from(Array.from({ length: bytes }, byte)).toString('base64url'),
  };
}

export const silentLogger = pino({ level: 'silent' });
