import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Deletes at most `limit` of the rows of `table` that `where` selects, by the engine's own
 * row address (SQLite's rowid, PostgreSQL's ctid); resolves with how many it deleted.
 */
export async function deleteChunk(db: Database, table: string, where: SQL, limit: number): Promise<number> {
  const name = sql.identifier(table);
  const address = sql.raw(db.engine === 'sqlite' ? 'rowid' : 'ctid');
  const deleted = await db.rows(
    sql`DELETE FROM ${name} WHERE ${address} IN (SELECT ${address} FROM ${name} WHERE ${where} LIMIT ${limit}) RETURNING 1`,
  );
  return deleted.length;
}
