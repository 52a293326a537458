import { request, supports } from '@telegram-apps/bridge';
import { post } from './controls';
import { readTelegramEnv } from '../identity/launch-params';

/** Whether this client can add the Mini App to the device's home screen (Bot API 8.0). */
export const canAddToHomeScreen = () =>
  supports('web_app_add_to_home_screen', readTelegramEnv()?.version ?? '6.0') &&
  supports('web_app_check_home_screen', readTelegramEnv()?.version ?? '6.0');

/** Telegram's word on the shortcut: 'missed' means it could be added and is not; anything else is no offer. */
export async function homeScreenStatus(): Promise<string> {
  try {
    const answer = await request('web_app_check_home_screen', 'home_screen_checked', { timeout: 5_000 });
    return answer.status ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Opens Telegram's own dialog that adds the shortcut. */
export const addToHomeScreen = () => post('web_app_add_to_home_screen');
