import { useCallback, useState } from 'react';
import type { DeviceStorage } from './safe-storage';

/** This page's answer per key: a screen mounted again in the same visit gets the same one. */
const decided = new Map<string, boolean>();

/**
 * True the first time `key` is asked for, remembered at once; false ever after, and false
 * where storage is denied (a third-party frame may be): it could not be remembered, so it
 * would be every visit.
 */
function isFirstVisit(key: string, local: DeviceStorage): boolean {
  let first = decided.get(key);
  if (first === undefined) {
    first = local.get(key) === null;
    if (first) {
      local.set(key, new Date().toISOString());
      first = local.get(key) !== null;
    }
    decided.set(key, first);
  }
  return first;
}

/**
 * Whether to show what a first visit gets (remembered under `key` in `local`; nothing for a
 * null key), and how to dismiss it. The storage is handed in: the sheets that ask are lazy
 * chunks, and one importing safe-storage itself split it out of the page's first script.
 */
export function useFirstVisit(key: string | null, local: DeviceStorage): { show: boolean; dismiss: () => void } {
  const [show, setShow] = useState(() => key !== null && isFirstVisit(key, local));
  const dismiss = useCallback(() => {
    if (key) decided.set(key, false);
    setShow(false);
  }, [key]);
  return { show, dismiss };
}
