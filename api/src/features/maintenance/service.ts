import { settings } from '@app/db/schema/settings';
import { eq } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { Clock } from '../../adapters/clock';
import { perDb } from '../../storage/per-db';
import type { ChangeSignals } from '../../cluster/signals';

const MAINTENANCE_KEY = 'maintenance';

interface MaintenanceState {
  maintenance: boolean;
  since: string | null;
}

/** Read on every API request, so kept in memory per database and updated on write. */
const known = perDb((): { state: MaintenanceState | null } => ({ state: null }));

async function readMaintenance(db: Database): Promise<MaintenanceState> {
  const [row] = await db.select().from(settings).where(eq(settings.key, MAINTENANCE_KEY));
  return row?.value === 'on'
    ? { maintenance: true, since: row.updatedAt.toISOString() }
    : { maintenance: false, since: null };
}

/** The state in memory, or null before it was first read. */
export function knownMaintenance(db: Database): MaintenanceState | null {
  return known(db).state;
}

/** Drops the state in memory: another process changed it. */
export function forgetMaintenance(db: Database): void {
  known(db).state = null;
}

export async function getMaintenance(db: Database): Promise<MaintenanceState> {
  return (known(db).state ??= await readMaintenance(db));
}

export async function setMaintenance(
  deps: { database: Database; clock: Clock; signals: ChangeSignals },
  on: boolean,
  now = deps.clock.now(),
): Promise<MaintenanceState> {
  const value = on ? 'on' : 'off';
  await deps.database
    .insert(settings)
    .values({ key: MAINTENANCE_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  const state = { maintenance: on, since: on ? now.toISOString() : null };
  known(deps.database).state = state;
  deps.signals.publish('maintenance');
  return state;
}
