import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyEveryTable, TABLES } from '../copy-to-postgres';
import { exportToSqlite } from '../postgres/export-to-sqlite';
import { applicationNameOf, openPostgres, type PostgresLocation } from '../postgres/open';
import { RestoreRefused } from './check-backup';
import type { RecordToReplace } from './record';

/**
 * The PostgreSQL record at `location`, checked idle: no server connection on its schema
 * (each is named after it). Before it is replaced, the record is exported to `keepAt` as a
 * backup like the others, so a restore can itself be undone.
 */
export async function postgresRecord(location: PostgresLocation, keepAt: string): Promise<RecordToReplace> {
  const schema = location.schema ?? 'public';
  const { pool } = await openPostgres({ ...location, poolSize: 1 });
  try {
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()',
      [applicationNameOf(schema)],
    );
    if (rows[0]!.n > 0) {
      throw new RestoreRefused(`${rows[0]!.n} server connection(s) use the schema ${schema}: stop the server first`);
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    copyPath: join(tmpdir(), `bwif-restore-${process.pid}.sqlite`),
    read: async <T>(query: string) => (await pool.query(query)).rows as T[],
    async replaceWith(copyPath) {
      await exportToSqlite(pool, keepAt);
      const source = new Database(copyPath, { readonly: true, fileMustExist: true });
      const client = await pool.connect();
      try {
        const names = TABLES.map(({ name }) => `"${name}"`).join(', ');
        await copyEveryTable(
          source,
          client,
          async () => void (await client.query(`TRUNCATE ${names} RESTART IDENTITY`)),
        );
      } finally {
        client.release();
        source.close();
      }
      return keepAt;
    },
    close: () => pool.end(),
  };
}
