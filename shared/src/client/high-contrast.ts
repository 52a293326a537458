import { useEffect } from 'react';
import { useMe } from './identity/session';

/** The class on <html> that turns green and red into orange and blue (each app's styles read it). */
const HIGH_CONTRAST_CLASS = 'high-contrast';

/** Whether the player chose high contrast (saved on their account; off for a visitor). */
export function useHighContrast(): boolean {
  return useMe().data?.highContrast ?? false;
}

/** Keeps <html>'s class in step with the player's setting, so every screen draws it (the first one's code: kept small). */
export function useHighContrastClass(): void {
  const on = useHighContrast();
  useEffect(() => {
    document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, on);
  }, [on]);
}
