import { on } from '@telegram-apps/bridge';
import { createExternalStore } from '@app/shared/client/external-store';
import { fillBehind, isDarkColor, readableOn, tinted } from './contrast';
import { post } from './controls';
import { readTelegramEnv } from '../identity/launch-params';

type ThemeParams = Record<string, string | undefined>;

/** Colours drawn as text on the page's surfaces: each is checked against them for contrast. */
const TEXT_COLORS = [
  'text-color',
  'hint-color',
  'subtitle-text-color',
  'section-header-text-color',
  'link-color',
  'accent-text-color',
  'destructive-text-color',
];

const appearance = createExternalStore<'light' | 'dark'>('light');

/** Light or dark, following Telegram's theme as it changes. */
export const useAppearance = appearance.use;

/** `bg_color` (as Telegram sends it) and `bgColor` (as the SDK parses it) both become `bg-color`. */
const cssKey = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replaceAll('_', '-');

function normalise(params: ThemeParams): Record<string, string> {
  const theme: Record<string, string> = {};
  for (const [key, color] of Object.entries(params)) if (color) theme[cssKey(key)] = color;
  return theme;
}

/** How strongly telegram-ui's bezeled buttons tint their surface with the link colour their words are in. */
const BEZELED_TINT = 0.1;

/**
 * The link colour, already readable on the surfaces, made readable on a bezeled button's
 * fill over each too: that fill is the link colour itself, so each darkening (or
 * lightening) is checked again.
 */
function readableLink(link: string, surfaces: string[]): string {
  let readable = link;
  for (let round = 0; round < 5; round++) {
    const fills = surfaces.map((surface) => tinted(surface, readable, BEZELED_TINT));
    const next = readableOn(readable, [...surfaces, ...fills]);
    if (next === readable) break;
    readable = next;
  }
  return readable;
}

/** Telegram's palette with its text colours made readable (WCAG AA) on the surfaces they sit on. */
export function readablePalette(params: ThemeParams): Record<string, string> {
  const theme = normalise(params);
  const background = theme['bg-color'] ?? '#ffffff';
  const surfaces = [background, theme['secondary-bg-color'] ?? background, theme['section-bg-color'] ?? background];
  for (const key of TEXT_COLORS) if (theme[key]) theme[key] = readableOn(theme[key], surfaces);
  if (theme['link-color']) theme['link-color'] = readableLink(theme['link-color'], surfaces);
  if (theme['button-color'])
    theme['button-color'] = fillBehind(theme['button-color'], theme['button-text-color'] ?? '#ffffff');
  return theme;
}

/** Paints the page (and Telegram's header, background and bottom bar) in the theme's colours. */
function applyTheme(params: ThemeParams): void {
  const theme = readablePalette(params);
  const root = document.documentElement.style;
  for (const [key, color] of Object.entries(theme)) root.setProperty(`--tg-theme-${key}`, color);
  const background = theme['bg-color'] as `#${string}` | undefined;
  if (!background) return;
  appearance.set(isDarkColor(background) ? 'dark' : 'light');
  post('web_app_set_header_color', { color: (theme['header-bg-color'] as `#${string}` | undefined) ?? background });
  post('web_app_set_background_color', { color: background });
  post('web_app_set_bottom_bar_color', {
    color: (theme['bottom-bar-bg-color'] as `#${string}` | undefined) ?? background,
  });
}

/**
 * Paints the theme Telegram launched the app with (before the first render, so nothing
 * flashes); `dark` is the launch reading's verdict, kept if the palette cannot be read again.
 */
export function applyLaunchTheme(dark: boolean): void {
  appearance.set(dark ? 'dark' : 'light');
  applyTheme(readTelegramEnv()?.theme ?? {});
}

/** Repaints whenever the user switches Telegram's theme while the app is open. */
export const followThemeChanges = () => on('theme_changed', (event) => applyTheme(event.theme_params as ThemeParams));
