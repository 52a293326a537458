import { useEffect, useRef, useState } from 'react';
import { TIMERS } from '@app/shared/constants';
import { saveAppearance, useMe } from '@app/shared/client/identity/session';
import type { Appearance } from '@app/shared/schemas/theme';

const STORAGE_KEY = 'theme';

// A browser with no choice of its own takes the one saved on the player's account. Read at the
// first render, after boot.tsx has run (an xApp's launch writes Xaman's theme as the choice).
let hadLocalChoice: boolean | undefined;
const localChoiceAtStart = () => (hadLocalChoice ??= localStorage.getItem(STORAGE_KEY) !== null);

function storedAppearance(): Appearance {
  const value = localStorage.getItem(STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

function applyAppearance(appearance: Appearance): void {
  const dark =
    appearance === 'dark' || (appearance === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

/** Applies the locally saved theme before the first render, so a dark page does not flash light. */
export function applyStoredAppearance(): void {
  applyAppearance(storedAppearance());
}

/** Light, dark or system; applied at once, kept locally, and saved to the server 500 ms after a change. */
export function useTheme() {
  const [appearance, setAppearance] = useState<Appearance>(() => (localChoiceAtStart(), storedAppearance()));
  const changed = useRef(false);
  const accountAppearance = useMe().data?.appearance;

  useEffect(() => {
    if (!localChoiceAtStart() && !changed.current && accountAppearance) setAppearance(accountAppearance);
  }, [accountAppearance]);

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
