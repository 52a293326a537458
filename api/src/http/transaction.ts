import type { Db } from '@app/db/client';
import { perDb } from './per-db';

/**
 * Runs `work` in an IMMEDIATE transaction through one better-sqlite3 transaction function
 * built once per database: drizzle's db.transaction() builds a new one on every call,
 * which the guess path cannot afford. `work` must be synchronous.
 */
const immediate = perDb((db: Db) => db.$client.transaction((work: () => unknown) => work()).immediate);

export function inImmediateTransaction<T>(db: Db, work: () => T): T {
  return immediate(db)(work) as T;
}
