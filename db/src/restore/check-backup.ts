import Database from 'better-sqlite3';
import { copyFileSync, existsSync } from 'node:fs';
import { openSqliteOrm } from '../sqlite/open';

/** A reason the restore did not happen; the record was left as it was. */
export class RestoreRefused extends Error {}

/** The backup opens as SQLite, passes `PRAGMA integrity_check` and holds this game's tables. */
export function checkBackup(backup: string): void {
  if (!existsSync(backup)) throw new RestoreRefused(`No file at ${backup}`);
  let db: Database.Database | undefined;
  try {
    db = new Database(backup, { readonly: true, fileMustExist: true });
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new RestoreRefused(`${backup} failed the integrity check: ${String(result)}`);
    const users = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get();
    if (!users) throw new RestoreRefused(`${backup} is a SQLite file but not a backup of this game`);
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`${backup} is not a readable SQLite database (${(error as Error).message})`);
  } finally {
    db?.close();
  }
}

/**
 * A copy of the backup at `path`, migrated to this code's tables (a backup may be older),
 * as one file with no journal beside it; open, for the restore to read and amend.
 */
export function migratedCopy(backup: string, path: string): Database.Database {
  copyFileSync(backup, path);
  const copy = openSqliteOrm(path).$client;
  copy.pragma('journal_mode = DELETE');
  return copy;
}
