import { settings } from '@app/db/schema/settings';
import { eq } from '@app/db/orm';
import type { Db } from '@app/db/client';
import type { Clock } from '../../adapters/clock';

const MAINTENANCE_KEY = 'maintenance';

interface MaintenanceState {
  maintenance: boolean;
  since: string | null;
}

/** Read on every API request, so kept in memory per database and updated on write. */
const cache = new WeakMap<Db, MaintenanceState>();

export function getMaintenance(db: Db): MaintenanceState {
  let state = cache.get(db);
  if (!state) {
    const row = db.select().from(settings).where(eq(settings.key, MAINTENANCE_KEY)).get();
    state =
      row?.value === 'on'
        ? { maintenance: true, since: row.updatedAt.toISOString() }
        : { maintenance: false, since: null };
    cache.set(db, state);
  }
  return state;
}

export function setMaintenance(deps: { db: Db; clock: Clock }, on: boolean, now = deps.clock.now()): MaintenanceState {
  const value = on ? 'on' : 'off';
  deps.db
    .insert(settings)
    .values({ key: MAINTENANCE_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } })
    .run();
  const state = { maintenance: on, since: on ? now.toISOString() : null };
  cache.set(deps.db, state);
  return state;
}
