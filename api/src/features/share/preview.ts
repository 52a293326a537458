import sharp from 'sharp';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const PREVIEW_CONTENT_TYPE = 'image/jpeg';

/** The words on the picture: the game and the round, nothing about the answer. */
function overlay(roundNumber: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#shade)"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#fff">
    <text x="64" y="470" font-size="44" font-weight="bold">BWIF NFT Guess</text>
    <text x="64" y="560" font-size="84" font-weight="bold">#${roundNumber}</text>
    <text x="${PREVIEW_WIDTH - 64}" y="560" font-size="40" text-anchor="end">Guess today's NFT</text>
  </g>
</svg>`);
}

/**
 * The day's share picture, 1200x630: the round's stored most-blurred variant (never the
 * original, never a fresh blur of it) filling the frame, with the round number over it.
 */
export function renderPreview(mostBlurred: Buffer, roundNumber: number): Promise<Buffer> {
  return sharp(mostBlurred)
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' })
    .composite([{ input: overlay(roundNumber) }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
