import Sqlite from 'better-sqlite3';

/** Another process serves the same SQLite file. */
export class SqliteFileInUse extends Error {}

/**
 * Claims the SQLite file for this process: one process may serve it, as its in-memory caches
 * and rank indexes assume no other writer. The claim is an exclusive lock on a file beside
 * it, held by an open connection, so the system drops it with the process, even a killed one.
 */
export function claimSqliteFile(path: string): { release(): void } {
  const owner = new Sqlite(`${path}.owner`, { timeout: 0 });
  try {
    owner.pragma('locking_mode = EXCLUSIVE');
    owner.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    owner.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new SqliteFileInUse(
      `Another server process has ${path} open: one process serves a SQLite file (several need PostgreSQL and Redis, see docs/scaling.md)`,
    );
  }
  return { release: () => owner.close() };
}
