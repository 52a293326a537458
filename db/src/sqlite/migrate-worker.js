// Plain JavaScript: a worker thread runs it as it is, whatever loads the server's TypeScript.
import Sqlite from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { workerData } from 'node:worker_threads';

/** Creates the SQLite file at `path` with every migration applied (see migrate-off-thread.ts). */
const { path, migrationsFolder } = workerData;
const sqlite = new Sqlite(path);
try {
  // A new scratch file: nothing to protect from a crash until it is complete.
  sqlite.pragma('journal_mode = DELETE');
  sqlite.pragma('synchronous = OFF');
  migrate(drizzle(sqlite), { migrationsFolder });
} finally {
  sqlite.close();
}
