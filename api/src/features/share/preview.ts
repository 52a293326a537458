import sharp from 'sharp';

export const PREVIEW_CONTENT_TYPE = 'image/jpeg';

/** The sizes a share picture is drawn at: a link preview's, and a Telegram story's (9:16). */
export const CARD_SIZES = {
  link: { width: 1200, height: 630 },
  story: { width: 1080, height: 1920 },
} as const;
export type CardSize = keyof typeof CARD_SIZES;

/** The words on the picture: the game and the round, nothing about the answer; at the foot of the frame. */
function overlay(roundNumber: number, { width, height }: { width: number; height: number }): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#shade)"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#fff">
    <text x="64" y="${height - 160}" font-size="44" font-weight="bold">BWIF NFT Guess</text>
    <text x="64" y="${height - 70}" font-size="84" font-weight="bold">#${roundNumber}</text>
    <text x="${width - 64}" y="${height - 70}" font-size="40" text-anchor="end">Guess today's NFT</text>
  </g>
</svg>`);
}

/**
 * The day's share picture at `size`: the round's stored most-blurred variant (never the
 * original, never a fresh blur of it) filling the frame, with the round number over it.
 */
export function renderPreview(mostBlurred: Buffer, roundNumber: number, size: CardSize): Promise<Buffer> {
  const frame = CARD_SIZES[size];
  return sharp(mostBlurred)
    .resize(frame.width, frame.height, { fit: 'cover' })
    .composite([{ input: overlay(roundNumber, frame) }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
