type Rgb = [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** WCAG AA for body text. */
const AA_TEXT = 4.5;

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((channel, index) => channel + (to[index]! - channel) * amount) as Rgb;

/** The WCAG contrast ratio of two hex colours (1 when either does not parse). */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [parseHex(a), parseHex(b)];
  return first && second ? ratio(first, second) : 1;
}

export const isDarkColor = (hex: string) => luminance(parseHex(hex) ?? WHITE) < 0.18;

/** `color` moved step by step toward `target` until it reaches `min` against every one of `others`. */
function nudge(color: string, target: Rgb, others: string[], min: number): string {
  const start = parseHex(color);
  const against = others.map(parseHex).filter((rgb): rgb is Rgb => rgb !== null);
  if (!start) return color;
  for (let step = 0; step <= 20; step++) {
    // Rounded to whole channels first: the colour as painted is the one that must pass.
    const candidate = mix(start, target, step / 20).map(Math.round) as Rgb;
    if (against.every((other) => ratio(candidate, other) >= min)) return toHex(candidate);
  }
  return toHex(target);
}

/**
 * A text colour from the theme, kept as close to Telegram's as it can be while readable
 * on every surface it sits on: lightened on dark surfaces, darkened on light ones.
 */
export function readableOn(color: string, surfaces: string[], min = AA_TEXT): string {
  const darkSurfaces = surfaces.every(isDarkColor);
  return nudge(color, darkSurfaces ? WHITE : BLACK, surfaces, min);
}

/** A button's fill adjusted (away from its text colour) until the text on it is readable. */
export function fillBehind(fill: string, text: string, min = AA_TEXT): string {
  return nudge(fill, isDarkColor(text) ? WHITE : BLACK, [text], min);
}

/** `surface` with `tint` laid over it at `amount` (0-1), as a translucent fill paints it. */
export function tinted(surface: string, tint: string, amount: number): string {
  const [under, over] = [parseHex(surface), parseHex(tint)];
  return under && over ? toHex(mix(under, over, amount)) : surface;
}
