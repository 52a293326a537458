import { settings } from '@app/db/schema/settings';
import { eq } from '@app/db/orm';
import type { Db } from '@app/db/client';
import type { Clock } from '../../adapters/clock';
import { perDb } from '../../storage/per-db';

const MAINTENANCE_KEY = 'maintenance';

interface MaintenanceState {
  maintenance: boolean;
  since: string | null;
}

/** Read on every API request, so kept in memory per database and updated on write. */
const known = perDb((): { state: MaintenanceState | null } => ({ state: null }));

function readMaintenance(db: Db): MaintenanceState {
  const row = db.select().from(settings).where(eq(settings.key, MAINTENANCE_KEY)).get();
  return row?.value === 'on'
    ? { maintenance: true, since: row.updatedAt.toISOString() }
    : { maintenance: false, since: null };
}

export function getMaintenance(db: Db): MaintenanceState {
  const cached = known(db);
  return (cached.state ??= readMaintenance(db));
}

export function setMaintenance(deps: { db: Db; clock: Clock }, on: boolean, now = deps.clock.now()): MaintenanceState {
  const value = on ? 'on' : 'off';
  deps.db
    .insert(settings)
    .values({ key: MAINTENANCE_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } })
    .run();
  const state = { maintenance: on, since: on ? now.toISOString() : null };
  known(deps.db).state = state;
  return state;
}
