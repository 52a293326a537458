import type { Db } from '@app/db/client';

/**
 * The one way to keep state per database handle: prepared statements, caches and
 * queues, built on first use and gone with the handle. A value that gets replaced lives
 * in a field of the built object (`perDb(() => ({ current: null }))`); a cache that must
 * stay bounded is `perDb(() => new BoundedMap(limit))`. Rebuilding a drizzle query on
 * every call costs 2-10x on the hot path, and a lookup here allocates nothing.
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
