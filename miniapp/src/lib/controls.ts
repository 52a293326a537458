import { on, postEvent, request, supports } from '@telegram-apps/bridge';
import { readTelegramEnv } from '../identity/launch-params';

/** Telegram calls that must never break the app when the client does not support them. */
export const post = ((...args: unknown[]) => {
  try {
    (postEvent as (...call: unknown[]) => void)(...args);
  } catch {
    // an older Telegram client: the feature is simply absent
  }
}) as typeof postEvent;

/** Opens a t.me link inside Telegram (the path after t.me, such as `/share/url?…`). */
export function openTelegramLink(pathFull: string): void {
  post('web_app_open_tg_link', { path_full: pathFull });
}

/** Whether this client can share a message the bot prepared (Bot API 8.0). */
export const canShareMessage = () => supports('web_app_send_prepared_message', readTelegramEnv()?.version ?? '6.0');

/** Opens Telegram's dialog to share a prepared message; rejects when it fails, resolves false when the user declined. */
export async function sharePreparedMessage(id: string): Promise<boolean> {
  const answer = await request('web_app_send_prepared_message', ['prepared_message_sent', 'prepared_message_failed'], {
    params: { id },
  });
  if (answer && 'error' in answer) {
    if (answer.error === 'USER_DECLINED') return false;
    throw new Error(`prepared message failed: ${answer.error}`);
  }
  return true;
}

const px = (value: number | undefined) => `${value ?? 0}px`;

function setInsets(prefix: string, insets: { top?: number; bottom?: number; left?: number; right?: number }) {
  const root = document.documentElement.style;
  for (const side of ['top', 'bottom', 'left', 'right'] as const)
    root.setProperty(`--tg-${prefix}-inset-${side}`, px(insets[side]));
}

/** Keeps the page clear of the device's notch and of Telegram's own controls over the content. */
export function followSafeAreas(): () => void {
  const stops = [
    on('safe_area_changed', (insets) => setInsets('safe-area', insets)),
    on('content_safe_area_changed', (insets) => setInsets('content-safe-area', insets)),
  ];
  post('web_app_request_safe_area');
  post('web_app_request_content_safe_area');
  return () => stops.forEach((stop) => stop());
}

/** Whether the launch data says the player already lets the bot write to them. */
export function allowsWriteToPm(initData: string): boolean {
  try {
    const user: unknown = JSON.parse(new URLSearchParams(initData).get('user') ?? '{}');
    return (
      typeof user === 'object' && user !== null && 'allows_write_to_pm' in user && user.allows_write_to_pm === true
    );
  } catch {
    return false;
  }
}

/** Asks Telegram to let the bot write to the player (its own dialog); resolves whether they allowed it. */
export async function requestWriteAccess(): Promise<boolean> {
  const answer = await request('web_app_request_write_access', 'write_access_requested');
  return answer.status === 'allowed';
}
