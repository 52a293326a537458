import type { Db } from '@app/db/client';
import type { Database } from '@app/db/database';

type Handle = Db | Database;

/** `build(handle)`, made once per key of the handle and gone with it. */
function builtOncePer<H extends object, T>(keyOf: (handle: H) => object, build: (handle: H) => T): (handle: H) => T {
  const cache = new WeakMap<object, T>();
  return (handle) => {
    const key = keyOf(handle);
    let built = cache.get(key);
    if (!built) {
      built = build(handle);
      cache.set(key, built);
    }
    return built;
  };
}

/**
 * The one way to keep state per database: caches, queues and indexes, built on first use
 * and gone with the database. A Database and its transactions share it (`home`). A value
 * that gets replaced lives in a field of the built object (`perDb(() => ({ current: null }))`);
 * a cache that must stay bounded is `perDb(() => new BoundedMap(limit))`.
 */
export function perDb<H extends Handle, T>(build: (db: H) => T): (db: H) => T {
  return builtOncePer((db) => ('home' in db ? db.home : db), build);
}

/**
 * Prepared statements per handle: rebuilding a drizzle query on every call costs 2-10x on
 * the hot path. On PostgreSQL a transaction prepares its own, since a statement runs on the
 * connection it was made for, and each is named after its text, so every connection parses
 * and plans it once; on SQLite a transaction's handle is the database's, so each statement
 * is made once. Run them with `await statement.execute(values)`.
 */
export function perHandle<T>(build: (db: Database) => T): (db: Database) => T {
  return builtOncePer(
    (db) => db,
    (db) => db.compiledOnce(build(db)),
  );
}
