import { sign } from '@telegram-apps/init-data-node';

/** The launch parameters Telegram puts in the Mini App's URL, with initData signed by the bot `botToken`. */
export function telegramLaunchHash(botToken: string, userId: number, now: Date): string {
  const initData = sign({ user: { id: userId, first_name: 'Ada', username: 'ada_tg' } }, botToken, now);
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff', text_color: '#000000', button_color: '#5288c1' }),
  });
  return `#${params.toString()}`;
}
