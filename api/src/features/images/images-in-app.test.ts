import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';
import { countingSource } from '../../../test/image-fixtures';

let app: TestApp;
let source: ReturnType<typeof countingSource>;

beforeEach(async () => {
  source = countingSource();
  source.failing = true; // keep the scheduler's start-up render from warming the cache
  app = await startTestApp({ overrides: { imageSource: source } });
  source.failing = false;
  source.calls = 0;
});

afterEach(() => app.close());

describe('round images in the running app', () => {
  it('gives a player an opaque image URL that the app serves, immutable and revalidated by ETag', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const { imageUrl, nftId } = (await player.get('/api/game/image')).body;
    expect(imageUrl).toMatch(/^\/api\/secure-images\/[A-Za-z0-9_-]{32}$/);
    expect(nftId).toBeNull();
    expect(imageUrl).not.toContain((await app.currentRound()).nft.nftId);
    const image = await player.get(imageUrl);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const repeat = await player.get(imageUrl, { 'if-none-match': image.headers.get('etag')! });
    expect(repeat.status).toBe(304);
    expect(source.calls).toBe(1);
  });

  it('answers the player with a clear 503 while the image host is down', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    source.failing = true;
    const image = await player.get('/api/game/image');
    expect(image.status).toBe(503);
    expect(image.body.error).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: 'The NFT image could not be loaded' });
  });
});
