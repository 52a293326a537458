import { safeStorage } from '@app/shared/client/safe-storage';

// What the app reads from its launch, with no Telegram SDK: the first module to run imports it.

export interface TelegramEnv {
  initData: string;
  platform: string;
  dark: boolean;
  /** Telegram's palette as it sends it (`bg_color`...). */
  theme: Record<string, string>;
  /** The client's Bot API version (`6.0` when it does not say). */
  version: string;
  /** Telegram opened the Mini App over the whole screen (Bot API 8.0). */
  fullscreen: boolean;
  /** The player's Telegram language (`language_code` of the launch data's user), if given. */
  languageCode: string | undefined;
}

const LAUNCH_PARAMS_KEY = 'telegram-launch-params';
const session = safeStorage('session');

/**
 * The launch parameters Telegram puts in the URL's hash (or query), read from the URL
 * first: the page's own, then the one it was loaded from, and only then the copy cached
 * in sessionStorage, which a third-party frame may not have. The SDK's own reader writes
 * to sessionStorage unguarded, so it is not used.
 */
function readLaunchParams(): URLSearchParams | null {
  const navigation = performance.getEntriesByType('navigation')[0]?.name;
  for (const url of [location.href, navigation]) {
    const params = url ? launchParamsIn(new URL(url)) : null;
    if (params) {
      session.set(LAUNCH_PARAMS_KEY, params.toString());
      return params;
    }
  }
  const cached = session.get(LAUNCH_PARAMS_KEY);
  return cached ? new URLSearchParams(cached) : null;
}

function launchParamsIn(url: URL): URLSearchParams | null {
  for (const part of [url.hash.slice(1), url.search.slice(1)]) {
    const params = new URLSearchParams(part);
    if (params.get('tgWebAppData')) return params;
  }
  return null;
}

let env: TelegramEnv | null | undefined;

/** The launch parameters Telegram hands the Mini App (read once), or null when opened elsewhere. */
export function readTelegramEnv(): TelegramEnv | null {
  if (env === undefined) env = telegramEnvOf(readLaunchParams());
  return env;
}

interface LaunchUser {
  id?: unknown;
  language_code?: unknown;
}

function launchUserOf(initData: string | undefined): LaunchUser | null {
  try {
    return JSON.parse(new URLSearchParams(initData ?? '').get('user') ?? 'null') as LaunchUser | null;
  } catch {
    return null;
  }
}

/** Who launched the Mini App, by Telegram user id (from the launch data); empty outside Telegram. */
export function launchingUser(): string {
  const user = launchUserOf(readTelegramEnv()?.initData);
  return user?.id == null ? '' : String(user.id);
}

function telegramEnvOf(params: URLSearchParams | null): TelegramEnv | null {
  const initData = params?.get('tgWebAppData');
  if (!params || !initData) return null;
  const theme = themeOf(params.get('tgWebAppThemeParams'));
  applyThemeColors(theme);
  const languageCode = launchUserOf(initData)?.language_code;
  return {
    initData,
    platform: params.get('tgWebAppPlatform') ?? 'unknown',
    dark: theme.bg_color ? isDark(theme.bg_color) : false,
    theme,
    version: params.get('tgWebAppVersion') ?? '6.0',
    fullscreen: params.get('tgWebAppFullscreen') === '1',
    languageCode: typeof languageCode === 'string' ? languageCode : undefined,
  };
}

function themeOf(json: string | null): Record<string, string> {
  try {
    const theme: unknown = JSON.parse(json ?? '{}');
    return theme && typeof theme === 'object' ? (theme as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Telegram's colours (`bg_color`...) as the --tg-theme-* variables telegram-ui and the page styles read. */
function applyThemeColors(theme: Record<string, string>): void {
  for (const [key, color] of Object.entries(theme)) {
    if (typeof color !== 'string') continue;
    document.documentElement.style.setProperty(`--tg-theme-${key.replace(/_/g, '-')}`, color);
  }
}

function isDark(hex: string): boolean {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const [red, green, blue] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * red + 0.587 * green + 0.114 * blue < 128;
}
