import { useEffect, useState } from 'react';

/** Counts down once a second from `seconds` and reloads the page at zero; returns the seconds left. */
export function useReloadCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      location.reload();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
