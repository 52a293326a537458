import type { RedisLink } from '../redis/connect';

/**
 * Where the development wallet keeps its pending requests, decisions, signed transactions and
 * xApp tokens: text under a key, each for a time.
 */
export interface DevWalletStore {
  /** The text under `key`, or null when there is none (or it lapsed). */
  get(key: string): Promise<string | null>;
  /** Keeps `value` under `key` for `ttlMs`; with `onlyIfAbsent`, only when the key holds nothing. Whether it was kept. */
  put(key: string, value: string, ttlMs: number, onlyIfAbsent?: boolean): Promise<boolean>;
  /** The text under `key`, removed in the same step: whoever takes it first gets it. */
  take(key: string): Promise<string | null>;
}

/** The store of a single process: a map, each entry lapsing by `now`. */
export function memoryWalletStore(now: () => number): DevWalletStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    return entry && entry.expiresAt > now() ? entry.value : null;
  };
  return {
    get: async (key) => live(key),
    async put(key, value, ttlMs, onlyIfAbsent = false) {
      if (onlyIfAbsent && live(key) !== null) return false;
      for (const [stale, entry] of entries) if (entry.expiresAt <= now()) entries.delete(stale);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async take(key) {
      const value = live(key);
      entries.delete(key);
      return value;
    },
  };
}

/** The store every process of one game sees: keys under the game's Redis prefix, lapsing with Redis's own TTLs. */
export function redisWalletStore(redis: RedisLink): DevWalletStore {
  const { commands } = redis;
  const prefixed = (key: string) => `${redis.prefix}dev-wallet:${key}`;
  return {
    get: (key) => commands.get(prefixed(key)),
    async put(key, value, ttlMs, onlyIfAbsent = false) {
      const stored = onlyIfAbsent
        ? await commands.set(prefixed(key), value, 'PX', ttlMs, 'NX')
        : await commands.set(prefixed(key), value, 'PX', ttlMs);
      return stored === 'OK';
    },
    take: (key) => commands.getdel(prefixed(key)),
  };
}
