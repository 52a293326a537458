import { roundImages } from '@app/db/schema/rounds';
import { openDb } from '@app/db/client';
import { sqliteDatabase } from '@app/db/sqlite/open';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchDemoImage } from '../../adapters/image-source/local-demo';
import { AppError } from '../../errors';
import { createMetrics } from '../../metrics/metrics';
import { ensureRoundImage, ensureRoundImages } from './service';
import { findImage } from './store';
import {
  countingSource,
  openTestDb,
  recordingRandom,
  reproducibleRandom,
  silentLogger,
} from '../../../test/image-fixtures';

let fixture: ReturnType<typeof openTestDb>;
let source: ReturnType<typeof countingSource>;
let tokens: ReturnType<typeof recordingRandom>;
const metrics = createMetrics();
const deps = () => ({
  database: fixture.database,
  imageSource: source,
  random: tokens.random,
  logger: silentLogger,
  metrics,
});

beforeEach(() => {
  fixture = openTestDb();
  source = countingSource();
  tokens = recordingRandom();
});

afterEach(() => fixture.close());

describe('ensureRoundImages', () => {
  it('fetches and renders once however many requests miss at once', async () => {
    const all = await Promise.all(
      Array.from({ length: 20 }, () => ensureRoundImages({ ctx: deps(), input: fixture.round })),
    );
    expect(source.calls).toBe(1);
    expect(new Set(all.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(fixture.db.select().from(roundImages).all()).toHaveLength(4);
    expect(await ensureRoundImages({ ctx: deps(), input: fixture.round })).toEqual(all[0]);
    expect(source.calls).toBe(1);
  });

  it("answers a level once its variant is stored, before the others, from the round's one render", async () => {
    const first = ensureRoundImage({ ctx: deps(), input: { round: fixture.round, level: 'high' } });
    const everyLevel = ensureRoundImages({ ctx: deps(), input: fixture.round });
    const high = await first;
    expect(fixture.db.select({ level: roundImages.level }).from(roundImages).all()).toEqual([{ level: 'high' }]);
    expect((await findImage(fixture.database, high))?.contentType).toBe('image/webp');
    expect((await everyLevel).high).toBe(high);
    expect(await ensureRoundImage({ ctx: deps(), input: { round: fixture.round, level: 'low' } })).toBe(
      (await everyLevel).low,
    );
    expect(source.calls).toBe(1);
  });

  it('hands out random opaque tokens and ETags, one per level, unrelated to the NFT, its URL or the bytes', async () => {
    const result = await ensureRoundImages({ ctx: deps(), input: fixture.round });
    expect(Object.keys(result).sort()).toEqual(['high', 'low', 'medium', 'none']);
    const images = await Promise.all(Object.values(result).map((token) => findImage(fixture.database, token)));
    const etags = images.map((image) => image!.etag.slice(1, -1));
    expect(new Set([...Object.values(result), ...etags]).size).toBe(8);
    expect(tokens.issued).toEqual(expect.arrayContaining([...Object.values(result), ...etags]));
    for (const token of Object.values(result)) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('draws the render secret from the injected random source: the same source renders the same bytes', async () => {
    const others = [openTestDb(), openTestDb()];
    const mediumRenderedWith = async (database: typeof fixture.database, seed: string) => {
      const random = reproducibleRandom(seed);
      const result = await ensureRoundImages({
        ctx: { database, imageSource: source, random, logger: silentLogger, metrics },
        input: fixture.round,
      });
      return (await findImage(database, result.medium))!.bytes;
    };
    try {
      const here = await mediumRenderedWith(fixture.database, 'the same source');
      expect((await mediumRenderedWith(others[0]!.database, 'the same source')).equals(here)).toBe(true);
      expect((await mediumRenderedWith(others[1]!.database, 'another source')).equals(here)).toBe(false);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });

  it('rejects every waiter when the image cannot be loaded, and the next call tries again', async () => {
    source.failing = true;
    const failures = await Promise.allSettled(
      Array.from({ length: 5 }, () => ensureRoundImages({ ctx: deps(), input: fixture.round })),
    );
    expect(source.calls).toBe(1);
    for (const failure of failures) {
      expect(failure.status).toBe('rejected');
      const reason = (failure as PromiseRejectedResult).reason as AppError;
      expect([reason.code, reason.message]).toEqual(['UPSTREAM_UNAVAILABLE', 'The NFT image could not be loaded']);
    }
    expect(fixture.db.select().from(roundImages).all()).toHaveLength(0);
    source.failing = false;
    expect(Object.keys(await ensureRoundImages({ ctx: deps(), input: fixture.round }))).toHaveLength(4);
    expect(source.calls).toBe(2);
  });

  it('treats an undecodable original like an unreachable one', async () => {
    source = countingSource(async () => ({ bytes: Buffer.from('not an image'), contentType: 'image/png' }));
    await expect(ensureRoundImages({ ctx: deps(), input: fixture.round })).rejects.toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('keeps the rows another process stored first', async () => {
    const other = { ...fixture.round };
    source = countingSource(async (url) => {
      const image = await fetchDemoImage(url);
      // Another server finishes the same round while this one is still rendering.
      fixture.db
        .insert(roundImages)
        .values(
          (['high', 'medium', 'low', 'none'] as const).map((level) => ({
            roundId: other.id,
            level,
            token: `other-process-${level}-token`,
            contentType: 'image/webp',
            bytes: Buffer.from(level),
            etag: `"other-process-${level}-etag"`,
          })),
        )
        .run();
      return image;
    });
    const result = await ensureRoundImages({ ctx: deps(), input: fixture.round });
    expect(result.high).toBe('other-process-high-token');
    expect(fixture.db.select().from(roundImages).all()).toHaveLength(4);
  });
});

describe('findImage', () => {
  it('serves rendered variants from memory without touching the database', async () => {
    const result = await ensureRoundImages({ ctx: deps(), input: fixture.round });
    fixture.db.delete(roundImages).run();
    const image = await findImage(fixture.database, result.medium);
    expect(image?.contentType).toBe('image/webp');
    expect(image?.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });

  it('falls back to the stored row on a memory miss, with the same ETag', async () => {
    const result = await ensureRoundImages({ ctx: deps(), input: fixture.round });
    const other = sqliteDatabase(openDb(fixture.path));
    try {
      expect(await findImage(other, result.low)).toEqual(await findImage(fixture.database, result.low));
      expect(await findImage(other, 'AAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    } finally {
      await other.close();
    }
  });
});
