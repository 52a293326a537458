import { roundImages } from '@app/db/schema/rounds';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageSource } from '../../adapters/image-source/types';
import { fetchDemoImage } from '../../adapters/image-source/local-demo';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';
import { renderVariants } from './render';
import { ensureRoundImages } from './service';

/** Demo images, counted, and failing on demand. */
function countingSource() {
  const source = {
    calls: 0,
    failing: false,
    async fetchImage(url: string) {
      source.calls++;
      const failing = source.failing;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failing) throw new Error('image host down');
      return fetchDemoImage(url);
    },
  };
  return source satisfies ImageSource;
}

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

describe('rendering', () => {
  it('makes four 512 px WebP variants, the blurred ones different from the clear one', async () => {
    const { bytes } = await fetchDemoImage('demo:sigma-frog-385.png');
    const variants = await renderVariants(bytes);
    const metas = await Promise.all(Object.values(variants).map((variant) => sharp(variant).metadata()));
    expect(metas.map((meta) => [meta.format, meta.width, meta.height])).toEqual(Array(4).fill(['webp', 512, 512]));
    const distinct = new Set(Object.values(variants).map((variant) => variant.toString('base64')));
    expect(distinct.size).toBe(4);
  });
});

describe('ensureRoundImages', () => {
  it('fetches and renders once however many requests miss at once', async () => {
    const round = app.currentRound();
    const all = await Promise.all(
      Array.from({ length: 20 }, () => ensureRoundImages(app.deps, { id: round.id, imageUrl: round.nft.imageUrl })),
    );
    expect(source.calls).toBe(1);
    expect(new Set(all.map((tokens) => JSON.stringify(tokens))).size).toBe(1);
    expect(app.deps.db.select().from(roundImages).all()).toHaveLength(4);
    await ensureRoundImages(app.deps, { id: round.id, imageUrl: round.nft.imageUrl });
    expect(source.calls).toBe(1);
  });

  it('does not cache a failure: the next request tries again', async () => {
    const round = app.currentRound();
    source.failing = true;
    await expect(ensureRoundImages(app.deps, { id: round.id, imageUrl: round.nft.imageUrl })).rejects.toThrow(
      'The NFT image could not be loaded',
    );
    source.failing = false;
    const tokens = await ensureRoundImages(app.deps, { id: round.id, imageUrl: round.nft.imageUrl });
    expect(Object.keys(tokens).sort()).toEqual(['high', 'low', 'medium', 'none']);
    expect(source.calls).toBe(2);
  });

  it('answers the player with a clear 503 while the image host is down', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    source.failing = true;
    const image = await player.get('/api/game/image');
    expect(image.status).toBe(503);
    expect(image.body.error.message).toBe('The NFT image could not be loaded');
  });
});

describe('GET /api/secure-images/:token', () => {
  it('serves a variant with a strong ETag and an immutable cache, and 304 on a repeat', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const { imageUrl } = (await player.get('/api/game/image')).body;
    const image = await player.get(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = image.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const repeat = await player.get(imageUrl, { 'if-none-match': etag });
    expect(repeat.status).toBe(304);
    expect(repeat.text).toBe('');
  });

  it('answers an unknown token 404 and a malformed one 400', async () => {
    expect((await app.client().get('/api/secure-images/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await app.client().get('/api/secure-images/short')).status).toBe(400);
  });
});
