import { on, supports } from '@telegram-apps/bridge';
import { useEffect, useState } from 'react';
import { readTelegramEnv } from '../identity/launch-params';
import { post } from './controls';

/** Whether this client can show the Mini App over the whole screen (Bot API 8.0). */
export const canGoFullscreen = () =>
  supports('web_app_request_fullscreen', readTelegramEnv()?.version ?? '6.0') &&
  supports('web_app_exit_fullscreen', readTelegramEnv()?.version ?? '6.0');

/**
 * Full screen as Telegram reports it, and the switch: the page keeps clear of the notch and
 * of Telegram's controls by the safe areas it already follows (followSafeAreas).
 */
export function useFullscreen(): { on: boolean; toggle: (wanted: boolean) => void } {
  const [fullscreen, setFullscreen] = useState(() => readTelegramEnv()?.fullscreen ?? false);
  useEffect(() => on('fullscreen_changed', ({ is_fullscreen }) => setFullscreen(is_fullscreen)), []);
  // The switch follows Telegram's answer (fullscreen_changed), not the tap: a refusal leaves it as it was.
  const toggle = (wanted: boolean) => post(wanted ? 'web_app_request_fullscreen' : 'web_app_exit_fullscreen');
  return { on: fullscreen, toggle };
}
