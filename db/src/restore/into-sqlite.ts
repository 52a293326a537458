import Database from 'better-sqlite3';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { RestoreRefused } from './check-backup';
import type { RecordToReplace } from './record';

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
    // Out of WAL mode: the WAL folded into the file and removed with the index, so the file stands alone.
    db.pragma('journal_mode = DELETE');
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
 * The SQLite file at `target`, checked idle and with its WAL folded in. The replaced file is
 * kept as `<target>.before-restore-<time>`, alone: no -wal or -shm is left beside it or the new one.
 */
export function sqliteRecord(target: string, now: Date): RecordToReplace {
  const exists = existsSync(target);
  if (exists) takeOverTarget(target);
  const db = exists ? new Database(target, { readonly: true, fileMustExist: true }) : null;
  return {
    copyPath: `${target}.restoring`,
    read: async <T>(query: string) => (db ? (db.prepare(query).all() as T[]) : []),
    async replaceWith(copyPath) {
      db?.close();
      let aside: string | null = null;
      if (exists) {
        aside = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
        renameSync(target, aside);
      }
      // The WAL index belongs to the replaced file; SQLite rebuilds it for the restored one.
      rmSync(`${target}-wal`, { force: true });
      rmSync(`${target}-shm`, { force: true });
      renameSync(copyPath, target);
      return aside;
    },
    close: async () => {
      if (db?.open) db.close();
    },
  };
}
