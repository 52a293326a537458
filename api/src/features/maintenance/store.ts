import { settings } from '@app/db/schema/settings';
import { inArray } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { AppDeps } from '../../context';
import { perDb } from '../../storage/per-db';
import { forgetOnChange } from '../../cluster/signals';

const MAINTENANCE_KEY = 'maintenance';
/** What the players are told during maintenance, as JSON; a row of its own, so the switch's row reads as before. */
const NOTICE_KEY = 'maintenance.notice';

/** What the maintenance screen says beside the fixed lines: the admin's message ('' for none) and expected end. */
export interface MaintenanceNoticeState {
  message: string;
  /** ISO time; null: undetermined. */
  until: string | null;
}

export interface MaintenanceState extends MaintenanceNoticeState {
  maintenance: boolean;
  since: string | null;
}

const NO_NOTICE: MaintenanceNoticeState = { message: '', until: null };

/** Read on every API request, so kept in memory per database and updated on write. */
const known = perDb((): { state: MaintenanceState | null } => ({ state: null }));

async function readMaintenance(db: Database): Promise<MaintenanceState> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [MAINTENANCE_KEY, NOTICE_KEY]));
  const row = rows.find((each) => each.key === MAINTENANCE_KEY);
  if (row?.value !== 'on') return { maintenance: false, since: null, ...NO_NOTICE };
  const notice = rows.find((each) => each.key === NOTICE_KEY);
  return {
    maintenance: true,
    since: row.updatedAt.toISOString(),
    ...(notice ? (JSON.parse(notice.value) as MaintenanceNoticeState) : NO_NOTICE),
  };
}

/** The state in memory, or null before it was first read. */
export function knownMaintenance(db: Database): MaintenanceState | null {
  return known(db).state;
}

/** Drops the state in memory: another process changed it. */
function forgetMaintenance(db: Database): void {
  known(db).state = null;
}

/** Drops the state in memory whenever another process changes it, or when its signals may have gone unheard. */
export function followMaintenanceChanges({ deps }: { deps: Pick<AppDeps, 'signals' | 'database'> }): void {
  forgetOnChange(deps.signals, 'maintenance', () => forgetMaintenance(deps.database));
}

/** The state, from memory once it was read. */
export async function maintenanceOf(db: Database): Promise<MaintenanceState> {
  return (known(db).state ??= await readMaintenance(db));
}

/** Writes the switch with its notice (none when off) and keeps the state they give in memory. */
export async function writeMaintenance(
  db: Database,
  on: boolean,
  now: Date,
  notice: MaintenanceNoticeState = NO_NOTICE,
): Promise<MaintenanceState> {
  const shown = on ? notice : NO_NOTICE;
  const rows = [
    { key: MAINTENANCE_KEY, value: on ? 'on' : 'off' },
    { key: NOTICE_KEY, value: JSON.stringify(shown) },
  ];
  await db.transaction(async (tx) => {
    for (const { key, value } of rows) {
      await tx
        .insert(settings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
    }
  });
  const state = { maintenance: on, since: on ? now.toISOString() : null, ...shown };
  known(db).state = state;
  return state;
}

/** Writes a new notice while maintenance stays on: its switch's row, and so its `since`, stay as they were. */
export async function writeMaintenanceNotice(
  db: Database,
  now: Date,
  notice: MaintenanceNoticeState,
): Promise<MaintenanceState> {
  const value = JSON.stringify(notice);
  await db
    .insert(settings)
    .values({ key: NOTICE_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  known(db).state = null;
  return maintenanceOf(db);
}
