import { BLUR_LEVELS, BLUR_SIGMA, type BlurLevel } from '@app/shared/rules/blur';
import sharp from 'sharp';

export const IMAGE_SIZE = 512;
export const VARIANT_CONTENT_TYPE = 'image/webp';

/** The four variants players see, from the original: fitted to 512 px, metadata stripped, WebP. */
export async function renderVariants(original: Buffer): Promise<Record<BlurLevel, Buffer>> {
  const base = await sharp(original, { limitInputPixels: 64_000_000 })
    .rotate()
    .resize(IMAGE_SIZE, IMAGE_SIZE, { fit: 'inside', withoutEnlargement: false })
    .toBuffer();
  const rendered = await Promise.all(
    BLUR_LEVELS.map((level) => {
      const image = sharp(base);
      return (level === 'none' ? image : image.blur(BLUR_SIGMA[level])).webp({ quality: 80 }).toBuffer();
    }),
  );
  return Object.fromEntries(BLUR_LEVELS.map((level, index) => [level, rendered[index]!])) as Record<BlurLevel, Buffer>;
}
