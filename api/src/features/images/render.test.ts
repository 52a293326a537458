import { DEMO_NFTS } from '@app/db/demo-nfts';
import { BLUR_LEVELS } from '@app/shared/rules/blur';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fetchDemoImage } from '../../adapters/image-source/local-demo';
import { allLevels, renderVariants } from './render';

const SECRET = 'a round render secret';

/** Mean absolute difference per channel between two images, 0-255, after `resize` (same size when it is none). */
async function difference(a: Buffer, b: Buffer, resize = (image: sharp.Sharp) => image): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((image) => resize(sharp(image).removeAlpha()).raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < pa!.length; i++) sum += Math.abs(pa![i]! - pb![i]!);
  return sum / pa!.length;
}

/** The difference between 16 px thumbnails: what the eye sees of the picture, blind to a few pixels of crop. */
const pictureDifference = (a: Buffer, b: Buffer) => difference(a, b, (image) => image.resize(16, 16, { fit: 'fill' }));

describe('renderVariants', () => {
  it('makes four different 512 px WebP images, blurrier the harder the level', async () => {
    const { bytes } = await fetchDemoImage('demo:sigma-frog-385.png');
    const variants = await allLevels(renderVariants(bytes, SECRET));
    expect(Object.keys(variants)).toEqual([...BLUR_LEVELS]);
    const metas = await Promise.all(BLUR_LEVELS.map((level) => sharp(variants[level]).metadata()));
    expect(metas.map((meta) => [meta.format, meta.width, meta.height])).toEqual(Array(4).fill(['webp', 512, 512]));
    expect(new Set(BLUR_LEVELS.map((level) => variants[level].toString('base64'))).size).toBe(4);

    const [high, medium, low] = await Promise.all(
      (['high', 'medium', 'low'] as const).map((level) => difference(variants[level], variants.none)),
    );
    expect(low).toBeGreaterThan(1);
    expect(medium).toBeGreaterThan(low!);
    expect(high).toBeGreaterThan(medium!);
  });

  it('keeps the picture: the clear variant is nearer its original than any other demo NFT is', async () => {
    const originals = await Promise.all(DEMO_NFTS.map((nft) => fetchDemoImage(nft.imageUrl)));
    for (const [index, { bytes }] of originals.entries()) {
      const { none } = await allLevels(renderVariants(bytes, SECRET));
      const own = await pictureDifference(none, bytes);
      const others = originals.filter((_, other) => other !== index);
      const nearestOther = Math.min(
        ...(await Promise.all(others.map((other) => pictureDifference(other.bytes, bytes)))),
      );
      expect(own, DEMO_NFTS[index]!.imageUrl).toBeLessThan(nearestOther / 1.5);
    }
  });

  it('renders the same bytes for the same secret, and other bytes and sizes at every level for another', async () => {
    const { bytes } = await fetchDemoImage('demo:sigma-frog-385.png');
    const [first, again, other] = await Promise.all(
      [SECRET, SECRET, 'another round'].map((secret) => allLevels(renderVariants(bytes, secret))),
    );
    for (const level of BLUR_LEVELS) {
      expect(again![level].equals(first![level]), level).toBe(true);
      expect(other![level].equals(first![level]), level).toBe(false);
      expect(other![level].length, level).not.toBe(first![level].length);
    }
  });

  it('fits a large image inside 512 px and strips its metadata', async () => {
    const original = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#3a7' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'original-url-secret' } } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const variants = await allLevels(renderVariants(original, SECRET));
    const meta = await sharp(variants.high).metadata();
    expect([meta.width, meta.height]).toEqual([512, 256]);
    expect(meta.exif).toBeUndefined();
    expect(variants.none.includes('original-url-secret')).toBe(false);
  });

  it("settles the strongest blur, every player's first image, before any other level", async () => {
    const { bytes } = await fetchDemoImage('demo:sigma-frog-385.png');
    const variants = renderVariants(bytes, SECRET);
    const settled: string[] = [];
    await Promise.all(BLUR_LEVELS.map((level) => variants[level].then(() => settled.push(level))));
    expect(settled[0]).toBe('high');
    expect(settled.sort()).toEqual(['high', 'low', 'medium', 'none']);
  });

  it('rejects every level for bytes that are not an image', async () => {
    const variants = renderVariants(Buffer.from('<html>not an image</html>'), SECRET);
    const outcomes = await Promise.allSettled(BLUR_LEVELS.map((level) => variants[level]));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
  });
});
