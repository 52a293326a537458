import { sign } from '@telegram-apps/init-data-node';

/** The initData Telegram gives the user `userId`, signed by the bot `botToken`. */
export function telegramInitData(botToken: string, userId: number, now: Date): string {
  return sign({ user: { id: userId, first_name: 'Ada', username: 'ada_tg' } }, botToken, now);
}

const LIGHT_THEME = { bg_color: '#ffffff', text_color: '#000000', button_color: '#5288c1' };

/** Telegram's night theme, as its clients send it. */
export const DARK_THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
};

/** The launch parameters Telegram puts in the Mini App's URL, with initData signed by the bot `botToken`. */
export function telegramLaunchHash(
  botToken: string,
  userId: number,
  now: Date,
  theme: Record<string, string> = LIGHT_THEME,
): string {
  const params = new URLSearchParams({
    tgWebAppData: telegramInitData(botToken, userId, now),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(theme),
  });
  return `#${params.toString()}`;
}
