import { describe, expect, it } from 'vitest';
import { contrastRatio, fillBehind, readableOn, tinted } from './contrast';
import { readablePalette } from './theme';

describe("Telegram's theme colours made readable", () => {
  it("lifts the night theme's hint and button to WCAG AA, keeping colours that already pass", () => {
    // As Telegram's desktop and web clients send the night theme: 4.17:1 and 3.71:1.
    expect(contrastRatio('#708499', '#17212b')).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', '#5288c1')).toBeLessThan(4.5);
    const hint = readableOn('#708499', ['#17212b', '#232e3c']);
    expect(contrastRatio(hint, '#17212b')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hint, '#232e3c')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', fillBehind('#5288c1', '#ffffff'))).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#f5f5f5', ['#17212b'])).toBe('#f5f5f5');
  });

  it('darkens text on a light theme and reads both key styles', () => {
    const palette = readablePalette({ bg_color: '#ffffff', secondaryBgColor: '#f0f0f0', hint_color: '#999999' });
    expect(palette['secondary-bg-color']).toBe('#f0f0f0');
    expect(contrastRatio(palette['hint-color']!, '#f0f0f0')).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps the link colour readable on a bezeled button's fill, which the link colour tints", () => {
    const palette = readablePalette({ bg_color: '#ffffff', secondary_bg_color: '#f0f0f0', link_color: '#2481cc' });
    const link = palette['link-color']!;
    for (const surface of ['#ffffff', '#f0f0f0'])
      expect(contrastRatio(link, tinted(surface, link, 0.1))).toBeGreaterThanOrEqual(4.5);
    // Only as much darker as needed: Telegram's blue, not black.
    expect(contrastRatio(link, tinted('#f0f0f0', link, 0.1))).toBeLessThan(5);
  });
});
