import Database from 'better-sqlite3';
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';

/** A reason the restore did not happen; the target was left as it was. */
export class RestoreRefused extends Error {}

/** The backup opens as SQLite, passes `PRAGMA integrity_check` and holds this game's tables. */
function checkBackup(backup: string): void {
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
 * Refuses while any process has the target open. In WAL mode an idle server holds no lock
 * on the database file between transactions, but every open connection keeps a shared lock
 * on the WAL index; a connection in EXCLUSIVE locking mode needs that lock alone, so its
 * BEGIN EXCLUSIVE fails at once while the server runs. Holding the lock, it also folds the
 * WAL into the file, so the copy kept aside is complete.
 */
function takeOverTarget(target: string): void {
  if (!existsSync(target)) return;
  const db = new Database(target, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new RestoreRefused(`${target} is in use: stop the server first`);
    }
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Replaces the database at `target` with `backup`, after checking both; the replaced
 * file is kept as `<target>.before-restore-<time>`, whose path is returned (null when
 * there was no database yet).
 */
export function restoreDatabase({ backup, target, now }: { backup: string; target: string; now: Date }): string | null {
  checkBackup(backup);
  takeOverTarget(target);
  const incoming = `${target}.restoring`;
  copyFileSync(backup, incoming);
  let aside: string | null = null;
  if (existsSync(target)) {
    aside = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, aside);
    if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${aside}-wal`);
  }
  // The WAL index belongs to the replaced file; SQLite rebuilds it for the restored one.
  rmSync(`${target}-shm`, { force: true });
  renameSync(incoming, target);
  return aside;
}
