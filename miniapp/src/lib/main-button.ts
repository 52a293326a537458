import { on } from '@telegram-apps/bridge';
import { useEffect, useRef } from 'react';
import { post } from './controls';
import { useAppearance } from './theme';

export interface MainButtonState {
  text: string;
  onClick: () => void;
  /** Greyed out and not pressable. */
  disabled?: boolean;
  /** A spinner in the button while something runs. */
  progress?: boolean;
}

/** A theme colour as the page shows it (contrast-adjusted), for the button Telegram draws. */
const themeColor = (name: string) =>
  (getComputedStyle(document.documentElement).getPropertyValue(name).trim() || undefined) as `#${string}` | undefined;

/**
 * Telegram's MainButton at the bottom of the screen, showing `state` (hidden when null).
 * One call site owns it at a time: the game decides what it does.
 */
export function useMainButton(state: MainButtonState | null): void {
  const onClick = useRef(state?.onClick);
  onClick.current = state?.onClick;
  const appearance = useAppearance();

  useEffect(() => on('main_button_pressed', () => onClick.current?.()), []);

  const { text, disabled = false, progress = false } = state ?? {};
  useEffect(() => {
    if (text === undefined) return post('web_app_setup_main_button', { is_visible: false });
    post('web_app_setup_main_button', {
      is_visible: true,
      is_active: !disabled,
      is_progress_visible: progress,
      text,
      color: themeColor('--tg-theme-button-color'),
      text_color: themeColor('--tg-theme-button-text-color'),
    });
  }, [text, disabled, progress, appearance]);

  useEffect(() => () => post('web_app_setup_main_button', { is_visible: false }), []);
}
