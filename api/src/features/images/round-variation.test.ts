import { roundImages } from '@app/db/schema/rounds';
import { eq } from '@app/db/orm';
import { BLUR_LEVELS, BLUR_SIGMA, type BlurLevel } from '@app/shared/rules/blur';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, startBeside, startTestApp, type TestApp, WALLETS, wrongGuess } from '../../../test/harness';
import { reproducibleRandom } from '../../../test/image-fixtures';

type Served = { bytes: Buffer; etag: string; token: string };

let app: TestApp;
const others: TestApp[] = [];

beforeEach(async () => {
  app = await startTestApp({ overrides: { random: reproducibleRandom('round-variation') } });
});

afterEach(async () => {
  await Promise.all([app, ...others.splice(0)].map((running) => running.close()));
});

/** A new player on `on` misses three times, downloading the image of each blur level as the game shows it. */
async function everyLevelSeen(on: TestApp, wallet: string): Promise<Record<BlurLevel, Served>> {
  const player = on.client();
  await player.signIn(wallet);
  const answer = (await on.currentRound()).nft.nftId;
  const seen: Partial<Record<BlurLevel, Served>> = {};
  for (let miss = 1; ; miss++) {
    const image = (await player.get('/api/game/image')).body;
    const response = await fetch(on.url + image.imageUrl);
    expect(response.status).toBe(200);
    const token = image.imageUrl.split('/').pop();
    seen[image.blurLevel as BlurLevel] = {
      bytes: Buffer.from(await response.arrayBuffer()),
      etag: response.headers.get('etag')!,
      token,
    };
    if (image.gameOver) return seen as Record<BlurLevel, Served>;
    await player.post('/api/game/guess', { guess: wrongGuess(answer, miss), roundId: image.roundId });
  }
}

/** The admin sets the current round's NFT for today again: a new round of the same NFT. */
async function replayTodaysNft(): Promise<number> {
  const admin = await adminClient(app);
  const replaced = await admin.post(`/api/admin/nfts/${(await app.currentRound()).nft.id}/set-today`);
  expect(replaced.status).toBe(200);
  return replaced.body.roundId;
}

/** The variants anyone can make from the public image with the game's blur settings and its former fixed encoding. */
async function plainRenders(original: Buffer): Promise<Buffer[]> {
  const fitted = sharp(original).rotate().resize(512, 512, { fit: 'inside' });
  return Promise.all(
    BLUR_LEVELS.map((level) =>
      (level === 'none' ? fitted.clone() : fitted.clone().blur(BLUR_SIGMA[level]))
        .webp({ quality: 80, effort: 2 })
        .toBuffer(),
    ),
  );
}

describe('round images no lookup table matches', () => {
  it('gives the same NFT set for today twice different bytes, sizes and ETags at every level', async () => {
    const nft = (await app.currentRound()).nft;
    const firstRound = await replayTodaysNft();
    const first = await everyLevelSeen(app, WALLETS.alice);
    const secondRound = await replayTodaysNft();
    expect(secondRound).not.toBe(firstRound);
    expect((await app.currentRound()).nft.id).toBe(nft.id);
    const second = await everyLevelSeen(app, WALLETS.bob);
    for (const level of BLUR_LEVELS) {
      expect(first[level].bytes.equals(second[level].bytes), level).toBe(false);
      expect(first[level].bytes.length, level).not.toBe(second[level].bytes.length);
      expect(first[level].etag, level).not.toBe(second[level].etag);
    }
  });

  it('serves nothing equal, in bytes or size, to a render of the original with the blur settings', async () => {
    const original = await app.deps.imageSource.fetchImage((await app.currentRound()).nft.imageUrl);
    const plain = await plainRenders(original.bytes);
    const served = await everyLevelSeen(app, WALLETS.alice);
    const servedSizes = BLUR_LEVELS.map((level) => served[level].bytes.length);
    for (const render of plain) {
      expect(BLUR_LEVELS.some((level) => served[level].bytes.equals(render))).toBe(false);
      expect(servedSizes).not.toContain(render.length);
    }
  });

  it('renders a round again, in another process with nothing in memory, as the same bytes', async () => {
    const first = await everyLevelSeen(app, WALLETS.alice);
    // The variants are lost (a failed store, a cleared cache): the round renders again elsewhere.
    app.db
      .delete(roundImages)
      .where(eq(roundImages.roundId, (await app.currentRound()).id))
      .run();
    const other = await startBeside(app, { overrides: { random: reproducibleRandom('another process') } });
    others.push(other);
    const again = await everyLevelSeen(other, WALLETS.bob);
    for (const level of BLUR_LEVELS) {
      expect(again[level].bytes.equals(first[level].bytes), level).toBe(true);
      expect(again[level].token, level).not.toBe(first[level].token);
    }
  });
});
