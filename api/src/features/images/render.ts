import { BLUR_LEVELS, BLUR_SIGMA, type BlurLevel } from '@app/shared/rules/blur';
import sharp from 'sharp';

export const IMAGE_SIZE = 512;
export const VARIANT_CONTENT_TYPE = 'image/webp';
/** Refuses decompression bombs: far more pixels than any NFT image needs. */
const MAX_INPUT_PIXELS = 64_000_000;

/**
 * The four variants players see, from the original: oriented, fitted inside 512 px,
 * metadata stripped (sharp drops it unless asked to keep it), blurred per level, WebP.
 */
export async function renderVariants(original: Buffer): Promise<Record<BlurLevel, Buffer>> {
  // Decode and resize once into raw pixels, so each variant skips a decode.
  const { data, info } = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(IMAGE_SIZE, IMAGE_SIZE, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const rendered = await Promise.all(
    BLUR_LEVELS.map((level) => {
      const image = sharp(data, raw);
      return (level === 'none' ? image : image.blur(BLUR_SIGMA[level])).webp({ quality: 80 }).toBuffer();
    }),
  );
  return Object.fromEntries(BLUR_LEVELS.map((level, index) => [level, rendered[index]!])) as Record<BlurLevel, Buffer>;
}
