import { on, postEvent, supports } from '@telegram-apps/bridge';
import { readTelegramEnv } from '../identity/launch-params';

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

/**
 * Lets a vertical swipe close the Mini App or not (Bot API 7.7): held while the player types
 * a guess, so scrolling to the field does not close the game.
 */
export function allowVerticalSwipes(allowed: boolean): void {
  if (!supports('web_app_setup_swipe_behavior', readTelegramEnv()?.version ?? '6.0')) return;
  safely(() => postEvent('web_app_setup_swipe_behavior', { allow_vertical_swipe: allowed }));
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
