/**
 * Generates the demo NFT images shipped in db/seed/images: one 512 px PNG per demo NFT,
 * drawn from SVG so the offline demo needs no network. Each collection has its own
 * creature on its own backdrop; the art never shows the NFT's id or name.
 *
 *   node --import tsx scripts/generate-demo-art.ts
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO_NFTS } from '@app/db/demo-nfts';
import { seededRandom } from '@app/shared/rules/raffle';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'db', 'seed', 'images');

interface Palette {
  hue: number;
  body: string;
  belly: string;
  dark: string;
  accent: string;
}

type Draw = (p: Palette, pick: (min: number, max: number) => number) => string;

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%)`;
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${extra}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (d: string, stroke: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Two eyes with highlights, looking slightly aside so each piece feels alive. */
function eyes(y: number, gap: number, r: number, look: number, x = 256): string {
  return [-1, 1]
    .map((side) => {
      const cx = x + side * gap;
      return (
        circle(cx, y, r, '#fff') +
        circle(cx + look, y + 2, r * 0.55, '#1b1b22') +
        circle(cx + look - r * 0.2, y - r * 0.2, r * 0.18, '#fff')
      );
    })
    .join('');
}

const smile = (y: number, width: number, color: string, x = 256) =>
  line(`M ${x - width} ${y} Q ${x} ${y + width * 0.6} ${x + width} ${y}`, color, 8);
const cheeks = (y: number, gap: number) =>
  [-1, 1].map((s) => ellipse(256 + s * gap, y, 22, 13, '#ff7a9a', 'opacity="0.55"')).join('');

const CREATURES: Record<string, Draw> = {
  frog: (p, pick) =>
    ellipse(256, 330, 170, 130, p.body) +
    ellipse(256, 370, 110, 75, p.belly) +
    [-1, 1].map((s) => circle(256 + s * 78, 215, 52, p.body)).join('') +
    eyes(212, 78, 34, pick(-8, 8)) +
    smile(318, 70, p.dark) +
    cheeks(300, 120),
  toad: (p, pick) =>
    ellipse(256, 345, 185, 115, p.body) +
    Array.from({ length: 9 }, () => circle(pick(120, 392), pick(290, 400), pick(7, 14), p.dark, 'opacity="0.35"')).join(
      '',
    ) +
    [-1, 1].map((s) => circle(256 + s * 85, 250, 44, p.body)).join('') +
    eyes(250, 85, 28, pick(-6, 6)) +
    [-1, 1]
      .map((s) =>
        path(`M ${256 + s * 113} 238 L ${256 + s * 57} 238 L ${256 + s * 57} 252 L ${256 + s * 113} 252 Z`, p.body),
      )
      .join('') +
    path(
      'M 186 190 L 206 130 L 236 170 L 256 118 L 276 170 L 306 130 L 326 190 Z',
      '#f6c945',
      'stroke="#c8921d" stroke-width="5"',
    ) +
    smile(335, 80, p.dark),
  lynx: (p, pick) =>
    [-1, 1]
      .map(
        (s) =>
          path(`M ${256 + s * 60} 200 L ${256 + s * 150} 80 L ${256 + s * 160} 240 Z`, p.body) +
          line(`M ${256 + s * 150} 80 L ${256 + s * 156} 45`, p.dark, 6),
      )
      .join('') +
    ellipse(256, 290, 165, 150, p.body) +
    ellipse(256, 350, 85, 60, p.belly) +
    eyes(270, 62, 30, pick(-7, 7)) +
    path('M 240 320 L 272 320 L 256 338 Z', p.dark) +
    [-1, 1]
      .map((s) =>
        line(`M ${256 + s * 60} 345 L ${256 + s * 170} 330 M ${256 + s * 60} 360 L ${256 + s * 170} 370`, p.dark, 3),
      )
      .join(''),
  pup: (p, pick) =>
    ellipse(256, 290, 150, 140, p.body) +
    [-1, 1]
      .map((s) => ellipse(256 + s * 150, 300, 45, 95, p.dark, `transform="rotate(${s * 18} ${256 + s * 150} 300)"`))
      .join('') +
    ellipse(256, 355, 80, 58, p.belly) +
    eyes(265, 55, 26, pick(-6, 6)) +
    ellipse(256, 335, 24, 17, '#1b1b22') +
    path('M 240 375 Q 256 420 272 375 Z', '#ff6f8a') +
    circle(196 + pick(0, 10), 225, 30, p.accent, 'opacity="0.6"'),
  owl: (p, pick) =>
    ellipse(256, 300, 160, 175, p.body) +
    [-1, 1].map((s) => path(`M ${256 + s * 70} 150 L ${256 + s * 140} 70 L ${256 + s * 145} 170 Z`, p.body)).join('') +
    ellipse(256, 360, 100, 100, p.belly) +
    Array.from({ length: 3 }, (_, i) =>
      line(`M ${216 + i * 40} ${340 + (i % 2) * 30} l 12 12 l 12 -12`, p.dark, 4),
    ).join('') +
    [-1, 1].map((s) => circle(256 + s * 62, 235, 56, p.accent)).join('') +
    eyes(235, 62, 40, pick(-10, 10)) +
    path('M 240 270 L 272 270 L 256 305 Z', '#f5a623'),
  eel: (p, pick) =>
    line(`M 40 ${400 + pick(-20, 20)} C 140 300, 200 470, 300 360 S 420 200, 400 170`, p.body, 70) +
    line('M 80 380 C 160 320, 210 440, 300 340', p.belly, 16) +
    circle(400, 170, 62, p.body) +
    eyes(160, 26, 20, pick(-5, 5), 400) +
    smile(200, 30, p.dark, 400),
  ape: (p, pick) =>
    [-1, 1].map((s) => circle(256 + s * 160, 280, 45, p.body) + circle(256 + s * 160, 280, 24, p.belly)).join('') +
    ellipse(256, 280, 160, 165, p.body) +
    path('M 150 250 Q 256 120 362 250 Q 340 330 256 310 Q 172 330 150 250 Z', p.belly) +
    ellipse(256, 370, 105, 70, p.belly) +
    eyes(250, 48, 24, pick(-6, 6)) +
    line('M 190 215 Q 256 195 322 215', p.dark, 10) +
    [-1, 1].map((s) => circle(256 + s * 20, 350, 7, p.dark)).join('') +
    smile(385, 45, p.dark) +
    path('M 226 120 Q 256 60 286 120 Z', p.body),
  dragon: (p, pick) =>
    [-1, 1]
      .map((s) =>
        path(
          `M ${256 + s * 120} 300 L ${256 + s * 240} 170 L ${256 + s * 210} 270 L ${256 + s * 250} 300 Z`,
          p.accent,
          'opacity="0.85"',
        ),
      )
      .join('') +
    [-1, 1]
      .map((s) =>
        path(
          `M ${256 + s * 70} 180 Q ${256 + s * 120} 110 ${256 + s * 100} 60 Q ${256 + s * 140} 130 ${256 + s * 105} 200 Z`,
          '#f3e7c9',
        ),
      )
      .join('') +
    ellipse(256, 290, 145, 140, p.body) +
    ellipse(256, 370, 110, 65, p.belly) +
    Array.from({ length: 4 }, (_, i) => path(`M ${226 + i * 20} 155 l 10 -28 l 10 28 Z`, p.dark)).join('') +
    eyes(265, 60, 27, pick(-6, 6)) +
    [-1, 1].map((s) => ellipse(256 + s * 28, 360, 9, 6, p.dark)).join('') +
    path('M 256 400 Q 226 470 286 500 Q 266 450 300 420 Z', '#ffb347', 'opacity="0.8"'),
  hedgehog: (p, pick) =>
    Array.from({ length: 15 }, (_, i) => {
      const angle = Math.PI * (1.02 + (i / 14) * 0.96);
      const [bx, by, tx, ty] = [
        256 + Math.cos(angle) * 150,
        320 + Math.sin(angle) * 140,
        256 + Math.cos(angle) * 230,
        320 + Math.sin(angle) * 215,
      ];
      return path(`M ${bx - 18} ${by} L ${tx} ${ty} L ${bx + 18} ${by} Z`, p.dark);
    }).join('') +
    ellipse(256, 320, 175, 150, p.dark) +
    ellipse(256, 345, 130, 120, p.belly) +
    eyes(320, 48, 24, pick(-6, 6)) +
    circle(256, 375, 16, '#1b1b22') +
    cheeks(375, 90),
  panda: (_palette, pick) =>
    ellipse(256, 450, 140, 70, '#1e1e24') +
    [-1, 1].map((s) => circle(256 + s * 120, 165, 52, '#1e1e24')).join('') +
    ellipse(256, 290, 170, 155, '#f7f7f2') +
    [-1, 1]
      .map((s) => ellipse(256 + s * 62, 270, 42, 55, '#1e1e24', `transform="rotate(${s * -30} ${256 + s * 62} 270)"`))
      .join('') +
    eyes(272, 62, 18, pick(-5, 5)) +
    ellipse(256, 335, 22, 15, '#1e1e24') +
    smile(370, 32, '#1e1e24') +
    cheeks(340, 110) +
    `<rect x="390" y="250" width="26" height="250" rx="10" fill="#6fbf4a"/>` +
    line('M 390 330 L 416 330 M 390 410 L 416 410', '#3f8f2a', 5) +
    path('M 416 300 Q 470 270 490 290 Q 450 310 416 300 Z', '#5aae3c'),
  otter: (p, pick) =>
    ellipse(256, 420, 150, 110, p.body) +
    ellipse(256, 275, 150, 130, p.body) +
    [-1, 1].map((s) => circle(256 + s * 125, 175, 28, p.dark)).join('') +
    ellipse(256, 330, 95, 65, p.belly) +
    eyes(255, 58, 22, pick(-6, 6)) +
    ellipse(256, 310, 30, 20, '#2a1b14') +
    [-1, 1]
      .map((s) =>
        line(`M ${256 + s * 50} 330 L ${256 + s * 140} 318 M ${256 + s * 50} 342 L ${256 + s * 140} 350`, '#2a1b14', 3),
      )
      .join('') +
    path('M 206 440 Q 256 380 306 440 Q 256 470 206 440 Z', '#f4d6c4', 'stroke="#c99b86" stroke-width="4"'),
  moose: (p, pick) =>
    [-1, 1]
      .map((s) =>
        path(
          `M ${256 + s * 80} 190 Q ${256 + s * 150} 200 ${256 + s * 230} 90 L ${256 + s * 205} 130 L ${256 + s * 215} 70 L ${256 + s * 180} 120 L ${256 + s * 175} 60 L ${256 + s * 145} 120 L ${256 + s * 130} 70 Q ${256 + s * 120} 160 ${256 + s * 70} 170 Z`,
          '#e9d7a8',
          'stroke="#b79b5e" stroke-width="4"',
        ),
      )
      .join('') +
    [-1, 1]
      .map((s) => ellipse(256 + s * 115, 220, 40, 20, p.body, `transform="rotate(${s * 25} ${256 + s * 115} 220)"`))
      .join('') +
    path('M 170 210 Q 256 150 342 210 L 330 380 Q 256 470 182 380 Z', p.body) +
    ellipse(256, 400, 85, 60, p.belly) +
    eyes(265, 48, 22, pick(-5, 5)) +
    [-1, 1].map((s) => ellipse(256 + s * 30, 405, 10, 14, p.dark)).join(''),
  gecko: (p, pick) =>
    line('M 256 360 C 256 440, 150 470, 120 420 S 150 360, 180 400', p.body, 40) +
    [-1, 1]
      .map(
        (s) =>
          line(`M 256 240 l ${s * 90} -50 M 256 330 l ${s * 90} 60`, p.body, 24) +
          circle(256 + s * 96, 186, 16, p.accent) +
          circle(256 + s * 96, 394, 16, p.accent),
      )
      .join('') +
    ellipse(256, 290, 70, 110, p.body) +
    ellipse(256, 170, 80, 65, p.body) +
    Array.from({ length: 6 }, () => circle(pick(215, 297), pick(230, 360), pick(6, 11), p.accent)).join('') +
    eyes(150, 50, 24, pick(-5, 5)) +
    smile(195, 35, p.dark),
  crab: (p, pick) =>
    [-1, 1]
      .map((s) =>
        line(
          `M ${256 + s * 120} 340 l ${s * 70} 20 l ${s * 20} 50 M ${256 + s * 120} 370 l ${s * 60} 40 l ${s * 10} 50`,
          p.dark,
          14,
        ),
      )
      .join('') +
    [-1, 1]
      .map(
        (s) =>
          line(`M ${256 + s * 120} 300 Q ${256 + s * 200} 260 ${256 + s * 185} 190`, p.body, 26) +
          path(`M ${256 + s * 185} 200 m -45 0 a 45 45 0 1 0 90 0 l -45 -10 l 40 -30 a 45 45 0 0 0 -85 40 Z`, p.body),
      )
      .join('') +
    ellipse(256, 330, 150, 100, p.body) +
    ellipse(256, 350, 110, 55, p.belly, 'opacity="0.6"') +
    [-1, 1].map((s) => line(`M ${256 + s * 40} 250 L ${256 + s * 48} 200`, p.body, 10)).join('') +
    eyes(195, 48, 24, pick(-6, 6)) +
    smile(330, 40, p.dark),
};

/** A backdrop that differs between collections: the same gradient idea, a different pattern. */
const BACKDROPS: Array<(p: Palette, pick: (min: number, max: number) => number) => string> = [
  (p, pick) =>
    Array.from({ length: 16 }, () =>
      circle(
        pick(0, 512),
        pick(0, 512),
        pick(6, 38),
        hsl(p.hue + 180, 70, 80),
        `opacity="${pick(0.2, 0.5).toFixed(2)}"`,
      ),
    ).join(''),
  () =>
    Array.from({ length: 12 }, (_, i) =>
      path(
        `M 256 256 L ${256 + 400 * Math.cos((i * Math.PI) / 6)} ${256 + 400 * Math.sin((i * Math.PI) / 6)} L ${256 + 400 * Math.cos((i * Math.PI) / 6 + 0.26)} ${256 + 400 * Math.sin((i * Math.PI) / 6 + 0.26)} Z`,
        '#fff',
        'opacity="0.12"',
      ),
    ).join(''),
  () =>
    `<g opacity="0.15">${Array.from({ length: 8 }, (_, i) => line(`M -20 ${i * 70 + 20} Q 128 ${i * 70 - 20} 256 ${i * 70 + 20} T 532 ${i * 70 + 20}`, '#fff', 10)).join('')}</g>`,
  (p, pick) =>
    Array.from({ length: 22 }, () =>
      path(
        `M ${pick(0, 512)} ${pick(0, 512)} m 0 -9 l 3 6 l 7 1 l -5 5 l 1 7 l -6 -3 l -6 3 l 1 -7 l -5 -5 l 7 -1 Z`,
        hsl(p.hue + 40, 90, 85),
        'opacity="0.7"',
      ),
    ).join(''),
  () =>
    Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${i * 64 - 8}" y="0" width="24" height="512" fill="#fff" opacity="0.08" transform="rotate(20 256 256)"/>`,
    ).join(''),
];

function palette(pick: (min: number, max: number) => number): Palette {
  const hue = pick(0, 360);
  return {
    hue,
    body: hsl(hue + 150, 55, 55),
    belly: hsl(hue + 150, 60, 78),
    dark: hsl(hue + 150, 45, 28),
    accent: hsl(hue + 40, 80, 62),
  };
}

/** The SVG of one piece: the creature is chosen by the collection, colours and details by the seed. */
function artwork(creature: string, seed: string, backdrop: number): string {
  const random = seededRandom(seed);
  const pick = (min: number, max: number) => min + random() * (max - min);
  const p = palette(pick);
  const draw = CREATURES[creature];
  if (!draw) throw new Error(`no creature drawn for "${creature}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(p.hue, 70, 64)}"/><stop offset="1" stop-color="${hsl(p.hue + 50, 65, 32)}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="512" height="512" fill="url(#sky)"/>
  ${BACKDROPS[backdrop % BACKDROPS.length]!(p, pick)}
  <circle cx="256" cy="290" r="230" fill="url(#glow)"/>
  ${ellipse(256, 492, 190, 26, '#000', 'opacity="0.18"')}
  ${draw(p, pick)}
</svg>`;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const [index, nft] of DEMO_NFTS.entries()) {
    const file = nft.imageUrl.slice('demo:'.length);
    const creature = file.split('-')[1] ?? '';
    const svg = artwork(creature, `${nft.collection}/${nft.name}`, index);
    const info = await sharp(Buffer.from(svg))
      .png({ palette: true, colours: 128, dither: 0.6, compressionLevel: 9, effort: 10 })
      .toFile(join(OUT, file));
    console.log(`wrote ${file} (${Math.round(info.size / 1024)} KB)`);
  }
}

void main();
