import { useEffect, useRef, useState } from 'react';
import { TIMERS } from '@app/shared/constants';
import { saveAppearance } from '@app/shared/client/session';
import type { Appearance } from '@app/shared/schemas/theme';

const STORAGE_KEY = 'theme';

function storedAppearance(): Appearance {
  const value = localStorage.getItem(STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

function applyAppearance(appearance: Appearance): void {
  const dark =
    appearance === 'dark' || (appearance === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

/** Light, dark or system; applied at once, kept locally, and saved to the server 500 ms after a change. */
export function useTheme() {
  const [appearance, setAppearance] = useState<Appearance>(storedAppearance);
  const changed = useRef(false);

  useEffect(() => {
    applyAppearance(appearance);
    localStorage.setItem(STORAGE_KEY, appearance);
    if (appearance !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyAppearance('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [appearance]);

  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => void saveAppearance(appearance).catch(() => undefined), TIMERS.themeSaveDebounceMs);
    return () => clearTimeout(timer);
  }, [appearance]);

  return {
    appearance,
    setAppearance(next: Appearance) {
      changed.current = true;
      setAppearance(next);
    },
  };
}
