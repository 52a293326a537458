import type { Db } from '@app/db/client';

/**
 * Builds a feature's prepared statements once per database handle: rebuilding a drizzle
 * query on every call costs 2-10x on the hot path.
 */
export function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let built = cache.get(db);
    if (!built) {
      built = build(db);
      cache.set(db, built);
    }
    return built;
  };
}
