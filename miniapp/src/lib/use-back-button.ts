import { useEffect } from 'react';
import { navigate } from './screens';
import { onBackButton, setBackButton } from './telegram';

/** Shows Telegram's BackButton while the screen is up, leading to `path`. */
export function useBackButton(path: string): void {
  useEffect(() => {
    setBackButton(true);
    const stop = onBackButton(() => navigate(path));
    return () => {
      stop();
      setBackButton(false);
    };
  }, [path]);
}
