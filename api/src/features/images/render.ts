import { BLUR_LEVELS, BLUR_SIGMA, type BlurLevel } from '@app/shared/rules/blur';
import sharp from 'sharp';
import { variationOf, vary, type Pixels } from './variation';

const IMAGE_SIZE = 512;
export const VARIANT_CONTENT_TYPE = 'image/webp';
/** Refuses decompression bombs: far more pixels than any NFT image needs. */
const MAX_INPUT_PIXELS = 64_000_000;
/**
 * WebP effort 2 of 6: measured on the demo images, 8 ms a variant instead of 19 at the
 * default 4, for the same blurred sizes and 3% more on the clear one. A render inside
 * the midnight burst (the fallback when pre-rendering failed) is what players wait on.
 */
const WEBP_EFFORT = 2;

/**
 * Decodes once into raw pixels, so each variant skips a decode: oriented, in sRGB, fitted
 * inside a box `zoom` times 512 px, which the variation crops back to 512.
 */
async function decode(original: Buffer, zoom: number): Promise<Pixels> {
  const box = Math.round(IMAGE_SIZE * zoom);
  const { data, info } = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(box, box, { fit: 'inside' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 && info.channels !== 4) throw new Error(`Unexpected ${info.channels} channels in sRGB`);
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

function encode({ data, raw }: Pixels, level: BlurLevel, quality: number): Promise<Buffer> {
  const image = sharp(data, { raw });
  return (level === 'none' ? image : image.blur(BLUR_SIGMA[level])).webp({ quality, effort: WEBP_EFFORT }).toBuffer();
}

/**
 * The four variants players see, from the original: oriented, fitted inside 512 px,
 * varied by the round's secret (variation.ts), metadata stripped (sharp drops it unless
 * asked to keep it), blurred per level, WebP. The same original and secret give the
 * same bytes. Each level settles on its own. The first level (the strongest blur, every
 * player's first image) is encoded alone and the others only after it: a round that
 * renders inside the midnight burst has its players wait for one variant, not four.
 */
export function renderVariants(original: Buffer, secret: string): Record<BlurLevel, Promise<Buffer>> {
  const variation = variationOf(secret);
  const decoded = decode(original, variation.zoom).then((enlarged) => vary(enlarged, secret, variation));
  const [first, ...others] = BLUR_LEVELS;
  const firstVariant = decoded.then((pixels) => encode(pixels, first, variation.quality));
  const after = firstVariant.then(() => decoded);
  return Object.fromEntries([
    [first, firstVariant],
    ...others.map((level) => [level, after.then((pixels) => encode(pixels, level, variation.quality))]),
  ]) as Record<BlurLevel, Promise<Buffer>>;
}

/** Waits for every level of a per-level record (variants, tokens); rejects with the first failure. */
export async function allLevels<T>(levels: Record<BlurLevel, Promise<T>>): Promise<Record<BlurLevel, T>> {
  const values = await Promise.all(BLUR_LEVELS.map((level) => levels[level]));
  return Object.fromEntries(BLUR_LEVELS.map((level, index) => [level, values[index]!])) as Record<BlurLevel, T>;
}
