import { useEffect, useState } from 'react';

/** A value that clears itself `ms` after it was last set (the 5-second result banner). */
export function useTimedValue<T>(ms: number): [T | null, (value: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setValue(null), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [value, setValue];
}
