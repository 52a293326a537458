import { on, postEvent } from '@telegram-apps/bridge';

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
