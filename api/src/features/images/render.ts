import { BLUR_LEVELS, BLUR_SIGMA, type BlurLevel } from '@app/shared/rules/blur';
import sharp from 'sharp';

export const IMAGE_SIZE = 512;
export const VARIANT_CONTENT_TYPE = 'image/webp';
/** Refuses decompression bombs: far more pixels than any NFT image needs. */
const MAX_INPUT_PIXELS = 64_000_000;
/**
 * WebP effort 2 of 6: measured on the demo images, 8 ms a variant instead of 19 at the
 * default 4, for the same blurred sizes and 3% more on the clear one. A render inside
 * the midnight burst (the fallback when pre-rendering failed) is what players wait on.
 */
const WEBP = { quality: 80, effort: 2 };

type Decoded = { data: Buffer; raw: { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } } };

/** Decodes and resizes once into raw pixels, so each variant skips a decode. */
async function decode(original: Buffer): Promise<Decoded> {
  const { data, info } = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(IMAGE_SIZE, IMAGE_SIZE, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { raw: { width: info.width, height: info.height, channels: info.channels } } };
}

function encode({ data, raw }: Decoded, level: BlurLevel): Promise<Buffer> {
  const image = sharp(data, raw);
  return (level === 'none' ? image : image.blur(BLUR_SIGMA[level])).webp(WEBP).toBuffer();
}

/**
 * The four variants players see, from the original: oriented, fitted inside 512 px,
 * metadata stripped (sharp drops it unless asked to keep it), blurred per level, WebP.
 * Each level settles on its own. The first level (the strongest blur, every player's
 * first image) is encoded alone and the others only after it: a round that renders
 * inside the midnight burst has its players wait for one variant, not four.
 */
export function renderVariants(original: Buffer): Record<BlurLevel, Promise<Buffer>> {
  const decoded = decode(original);
  const [first, ...others] = BLUR_LEVELS;
  const firstVariant = decoded.then((pixels) => encode(pixels, first));
  const after = firstVariant.then(() => decoded);
  return Object.fromEntries([
    [first, firstVariant],
    ...others.map((level) => [level, after.then((pixels) => encode(pixels, level))]),
  ]) as Record<BlurLevel, Promise<Buffer>>;
}

/** Waits for every level of a per-level record (variants, tokens); rejects with the first failure. */
export async function allLevels<T>(levels: Record<BlurLevel, Promise<T>>): Promise<Record<BlurLevel, T>> {
  const values = await Promise.all(BLUR_LEVELS.map((level) => levels[level]));
  return Object.fromEntries(BLUR_LEVELS.map((level, index) => [level, values[index]!])) as Record<BlurLevel, T>;
}
