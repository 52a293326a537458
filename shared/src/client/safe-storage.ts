/**
 * Web Storage that never throws. A third-party frame (Telegram Web runs the Mini App in
 * one) can be denied storage, and then even reading `window.sessionStorage` throws
 * "Access is denied for this document": what is kept here is only ever a cache.
 */
export function safeStorage(kind: 'local' | 'session') {
  const storage = () => (kind === 'local' ? window.localStorage : window.sessionStorage);
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storage().setItem(key, value);
      } catch {
        // denied: the value lives only as long as the page
      }
    },
  };
}

/** One of safeStorage's stores, handed to code in a lazily loaded chunk (see first-visit.ts). */
export type DeviceStorage = ReturnType<typeof safeStorage>;
