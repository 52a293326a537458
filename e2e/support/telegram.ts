import { sign } from '@telegram-apps/init-data-node';

/** The initData Telegram gives the user `userId`, signed by the bot `botToken`. */
export function telegramInitData(botToken: string, userId: number, now: Date): string {
  return sign({ user: { id: userId, first_name: 'Ada', username: 'ada_tg' } }, botToken, now);
}

/** The launch parameters Telegram puts in the Mini App's URL, with initData signed by the bot `botToken`. */
export function telegramLaunchHash(botToken: string, userId: number, now: Date): string {
  const params = new URLSearchParams({
    tgWebAppData: telegramInitData(botToken, userId, now),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff', text_color: '#000000', button_color: '#5288c1' }),
  });
  return `#${params.toString()}`;
}
