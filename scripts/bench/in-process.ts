import { openDb, type Db } from '@app/db/client';
import { sqliteDatabase } from '@app/db/sqlite/open';
import type { Clock } from '@app/api/adapters/clock';
import type { AppDeps } from '@app/api/context';
import { localSignals } from '@app/api/cluster/signals';
import { buildDeps } from '@app/api/server';
import type { Settings } from '@app/api/settings';

/**
 * The app's dependencies on the settings' SQLite file, for scenarios measured in this
 * process; `db` is the file's synchronous handle, for seeding it fast.
 */
export function inProcessDeps(settings: Settings, clock: Clock): { deps: AppDeps; db: Db } {
  const db = openDb(settings.databasePath);
  const deps = buildDeps(settings, clock, {}, { database: sqliteDatabase(db), redis: null, signals: localSignals() });
  return { deps, db };
}
