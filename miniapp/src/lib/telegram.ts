import { on, postEvent, retrieveLaunchParams, retrieveRawInitData } from '@telegram-apps/sdk-react';

export interface TelegramEnv {
  initData: string;
  platform: string;
  dark: boolean;
}

/** The launch parameters Telegram hands the Mini App, or null when opened elsewhere. */
export function readTelegramEnv(): TelegramEnv | null {
  try {
    const initData = retrieveRawInitData();
    if (!initData) return null;
    const launch = retrieveLaunchParams(true);
    const theme = (launch.tgWebAppThemeParams ?? {}) as Record<string, string | undefined>;
    applyThemeColors(theme);
    return { initData, platform: launch.tgWebAppPlatform, dark: theme.bgColor ? isDark(theme.bgColor) : false };
  } catch {
    return null;
  }
}

/** Telegram's colours as the --tg-theme-* variables telegram-ui and the page styles read. */
function applyThemeColors(theme: Record<string, string | undefined>): void {
  for (const [key, color] of Object.entries(theme)) {
    if (!color) continue;
    const name = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    document.documentElement.style.setProperty(`--tg-theme-${name}`, color);
  }
}

function isDark(hex: string): boolean {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const [red, green, blue] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * red + 0.587 * green + 0.114 * blue < 128;
}

/** Telegram calls that must never break the app when the client does not support them. */
function safely(call: () => void): void {
  try {
    call();
  } catch {
    // an older Telegram client: the feature is simply absent
  }
}

/** Tells Telegram the app is ready and takes the full height. */
export function announceReady(): void {
  safely(() => postEvent('web_app_ready'));
  safely(() => postEvent('web_app_expand'));
}

export function setBackButton(visible: boolean): void {
  safely(() => postEvent('web_app_setup_back_button', { is_visible: visible }));
}

export function onBackButton(listener: () => void): () => void {
  return on('back_button_pressed', listener);
}

export function haptic(kind: 'success' | 'error'): void {
  safely(() => postEvent('web_app_trigger_haptic_feedback', { type: 'notification', notification_type: kind }));
}

/** Opens a link outside the Mini App (the Xaman app); a plain window when Telegram cannot. */
export function openExternal(url: string): void {
  try {
    postEvent('web_app_open_link', { url });
  } catch {
    window.open(url, '_blank', 'noopener');
  }
}

/** iOS Telegram sometimes loads without launch parameters: it is not shown the access screen. */
export const isIos = () => /iPhone|iPad|iPod/i.test(navigator.userAgent);
