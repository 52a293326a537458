/**
 * Generates the demo NFT images shipped in db/seed/images: one 512 px PNG per demo NFT,
 * drawn from SVG so the offline demo needs no network. The art never shows the NFT's id.
 *
 *   node --import tsx scripts/generate-demo-art.ts
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO_NFTS } from '../db/src/demo-nfts';
import { seededRandom } from '../shared/src/rules/raffle';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'db', 'seed', 'images');

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${hue % 360} ${saturation}% ${lightness}%)`;

/** A creature on a gradient sky: body, eyes, ears or horns, and scattered shapes, all from the seed. */
function artwork(seed: string): string {
  const random = seededRandom(seed);
  const pick = (min: number, max: number) => min + random() * (max - min);
  const hue = Math.floor(pick(0, 360));
  const shapes = Array.from({ length: 14 }, () => {
    const [x, y, r] = [pick(0, 512), pick(0, 512), pick(6, 40)];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${hsl(hue + pick(90, 270), 70, 75)}" opacity="${pick(0.25, 0.7).toFixed(2)}"/>`;
  }).join('');
  const bodyRx = pick(120, 170);
  const bodyRy = pick(130, 175);
  const eyeGap = pick(40, 70);
  const eyeSize = pick(18, 34);
  const ears = random() > 0.5
    ? `<polygon points="${256 - bodyRx * 0.7},${300 - bodyRy * 0.7} ${256 - bodyRx * 0.2},${290 - bodyRy} ${256 - bodyRx * 0.1},${300 - bodyRy * 0.6}" fill="${hsl(hue + 20, 60, 45)}"/>
       <polygon points="${256 + bodyRx * 0.7},${300 - bodyRy * 0.7} ${256 + bodyRx * 0.2},${290 - bodyRy} ${256 + bodyRx * 0.1},${300 - bodyRy * 0.6}" fill="${hsl(hue + 20, 60, 45)}"/>`
    : `<circle cx="${256 - bodyRx * 0.6}" cy="${300 - bodyRy * 0.8}" r="${pick(30, 50)}" fill="${hsl(hue + 20, 60, 45)}"/>
       <circle cx="${256 + bodyRx * 0.6}" cy="${300 - bodyRy * 0.8}" r="${pick(30, 50)}" fill="${hsl(hue + 20, 60, 45)}"/>`;
  const accessory = random() > 0.5
    ? `<rect x="${256 - 90}" y="${300 - bodyRy - 40}" width="180" height="46" rx="12" fill="${hsl(hue + 180, 70, 40)}"/>`
    : `<path d="M ${256 - 60} ${300 + bodyRy * 0.55} Q 256 ${300 + bodyRy * 0.9} ${256 + 60} ${300 + bodyRy * 0.55}" stroke="${hsl(hue + 180, 70, 35)}" stroke-width="14" fill="none"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 65, 62)}"/><stop offset="1" stop-color="${hsl(hue + 60, 70, 35)}"/>
  </linearGradient></defs>
  <rect width="512" height="512" fill="url(#sky)"/>
  ${shapes}
  ${ears}
  <ellipse cx="256" cy="310" rx="${bodyRx}" ry="${bodyRy}" fill="${hsl(hue + 20, 55, 55)}"/>
  <ellipse cx="256" cy="${310 + bodyRy * 0.35}" rx="${bodyRx * 0.6}" ry="${bodyRy * 0.45}" fill="${hsl(hue + 20, 50, 70)}"/>
  <circle cx="${256 - eyeGap}" cy="270" r="${eyeSize}" fill="#fff"/><circle cx="${256 + eyeGap}" cy="270" r="${eyeSize}" fill="#fff"/>
  <circle cx="${256 - eyeGap + pick(-6, 6)}" cy="${272 + pick(-4, 6)}" r="${eyeSize * 0.5}" fill="#111"/>
  <circle cx="${256 + eyeGap + pick(-6, 6)}" cy="${272 + pick(-4, 6)}" r="${eyeSize * 0.5}" fill="#111"/>
  ${accessory}
</svg>`;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const nft of DEMO_NFTS) {
    const file = nft.imageUrl.slice('demo:'.length);
    await sharp(Buffer.from(artwork(nft.name))).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(join(OUT, file));
    console.log(`wrote ${file}`);
  }
}

void main();
