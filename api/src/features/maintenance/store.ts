import { settings } from '@app/db/schema/settings';
import { eq } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { perDb } from '../../storage/per-db';

const MAINTENANCE_KEY = 'maintenance';

export interface MaintenanceState {
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

/** The state, from memory once it was read. */
export async function maintenanceOf(db: Database): Promise<MaintenanceState> {
  return (known(db).state ??= await readMaintenance(db));
}

/** Writes the switch and keeps the state it gives in memory. */
export async function writeMaintenance(db: Database, on: boolean, now: Date): Promise<MaintenanceState> {
  const value = on ? 'on' : 'off';
  await db
    .insert(settings)
    .values({ key: MAINTENANCE_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  const state = { maintenance: on, since: on ? now.toISOString() : null };
  known(db).state = state;
  return state;
}
