import { seededRandom } from '@app/shared/rules/raffle';

/** Decoded pixels, 3 (sRGB) or 4 (with alpha) channels, as sharp reads and writes them raw. */
export interface Pixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 3 | 4 };
}

/**
 * How one round's images differ from a plain blur of the public original: small enough
 * that the player sees the same picture, enough that no two rounds give the same bytes,
 * size or blurred pixels.
 */
export interface Variation {
  /** The original is fitted this much larger than it is shown, then cropped back: 1.05 trims 5% in all. */
  zoom: number;
  /** Where the crop sits in the larger image, 0 (left, top) to 1 (right, bottom). */
  offsetX: number;
  offsetY: number;
  /** Row-major 3×3 matrix on RGB: a slight saturation change, brightness and tint. */
  colour: number[];
  /** The most the grain adds to or takes from a pixel, 0-255. */
  grain: number;
  /** WebP quality. */
  quality: number;
}

/** Rec. 601 luma weights: the grey that saturation moves each colour towards or away from. */
const LUMA = [0.299, 0.587, 0.114];

/** A number in [min, max) from the generator. */
const between = (next: () => number, min: number, max: number) => min + next() * (max - min);

/** Gains per channel (brightness and tint) after a saturation change, as one matrix. */
function colourMatrix(saturation: number, gains: number[]): number[] {
  return [0, 1, 2].flatMap((row) =>
    [0, 1, 2].map((column) => gains[row]! * ((1 - saturation) * LUMA[column]! + (row === column ? saturation : 0))),
  );
}

/** The variation a render secret stands for: the same secret, the same variation, in any process. */
export function variationOf(secret: string): Variation {
  const next = seededRandom(`${secret}:variation`);
  const brightness = between(next, 0.96, 1.04);
  return {
    zoom: between(next, 1.03, 1.08),
    offsetX: next(),
    offsetY: next(),
    colour: colourMatrix(
      between(next, 0.93, 1.07),
      [0, 1, 2].map(() => brightness * between(next, 0.98, 1.02)),
    ),
    grain: between(next, 2, 4),
    quality: Math.floor(between(next, 74, 89)),
  };
}

/**
 * Crops the enlarged pixels back to `1 / zoom` of their size at the variation's offset,
 * applies its colour matrix and adds a luminance grain drawn from the secret; alpha is
 * kept as it is. One pass in plain code: sharp's modulate() cost 38 ms a render, this 3.
 */
export function vary(enlarged: Pixels, secret: string, variation: Variation): Pixels {
  const { width: fromWidth, height: fromHeight, channels } = enlarged.raw;
  const width = Math.max(1, Math.round(fromWidth / variation.zoom));
  const height = Math.max(1, Math.round(fromHeight / variation.zoom));
  const left = Math.floor((fromWidth - width) * variation.offsetX);
  const top = Math.floor((fromHeight - height) * variation.offsetY);
  const [rr, rg, rb, gr, gg, gb, br, bg, bb] = variation.colour as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const source = enlarged.data;
  const out = new Uint8ClampedArray(width * height * channels);
  // xorshift32 inline: a call per pixel into a generator closure cost 14 ms a render.
  let state = Math.floor(seededRandom(`${secret}:grain`)() * 0xffffffff) | 1;
  const grainScale = variation.grain / 255;
  let to = 0;
  for (let y = 0; y < height; y++) {
    let from = ((top + y) * fromWidth + left) * channels;
    for (let x = 0; x < width; x++, from += channels, to += channels) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      // Two bytes summed: a triangular grain in (-grain, grain), centred on 0.
      const grain = ((state & 0xff) + ((state >>> 8) & 0xff) - 255) * grainScale;
      const r = source[from]!;
      const g = source[from + 1]!;
      const b = source[from + 2]!;
      out[to] = rr * r + rg * g + rb * b + grain;
      out[to + 1] = gr * r + gg * g + gb * b + grain;
      out[to + 2] = br * r + bg * g + bb * b + grain;
      if (channels === 4) out[to + 3] = source[from + 3]!;
    }
  }
  return { data: Buffer.from(out.buffer), raw: { width, height, channels } };
}
