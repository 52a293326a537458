import type { Db } from '@app/db/client';
import type { Database } from '@app/db/database';

type Handle = Db | Database;

/**
 * The one way to keep state per database: caches, queues and indexes, built on first use
 * and gone with the database. A Database and its transactions share it (`home`). A value
 * that gets replaced lives in a field of the built object (`perDb(() => ({ current: null }))`);
 * a cache that must stay bounded is `perDb(() => new BoundedMap(limit))`.
 */
export function perDb<H extends Handle, T>(build: (db: H) => T): (db: H) => T {
  const cache = new WeakMap<object, T>();
  return (db) => {
    const key = 'home' in db ? db.home : db;
    let built = cache.get(key);
    if (!built) {
      built = build(db);
      cache.set(key, built);
    }
    return built;
  };
}

/**
 * Prepared statements per handle: rebuilding a drizzle query on every call costs 2-10x on
 * the hot path. On PostgreSQL a transaction prepares its own, since a statement runs on the
 * connection it was made for; on SQLite a transaction's handle is the database's, so each
 * statement is made once. Run them with `await statement.execute(values)`.
 *
 * @public the services use it as they move to `Database`.
 */
export function perHandle<T>(build: (db: Database) => T): (db: Database) => T {
  const cache = new WeakMap<Database, T>();
  return (db) => {
    let built = cache.get(db);
    if (!built) {
      built = build(db);
      cache.set(db, built);
    }
    return built;
  };
}
