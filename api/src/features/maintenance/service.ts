import type { AppDeps, Ctx } from '../../context';
import {
  maintenanceOf,
  writeMaintenance,
  writeMaintenanceNotice,
  type MaintenanceNoticeState,
  type MaintenanceState,
} from './store';

/** Whether the game is in maintenance, since when, and what players are told. */
export function getMaintenance({ ctx }: { ctx: Pick<Ctx, 'database'> }): Promise<MaintenanceState> {
  return maintenanceOf(ctx.database);
}

/** Maintenance on or off; switched on with what the maintenance screen tells players, if anything. */
type MaintenanceSwitch = boolean | { on: boolean; notice: MaintenanceNoticeState };

/** Switches maintenance on or off, and tells the other processes. */
export async function setMaintenance({
  ctx,
  input,
}: {
  ctx: Pick<AppDeps, 'database' | 'clock' | 'signals'> & { now?: Date };
  input: MaintenanceSwitch;
}): Promise<MaintenanceState> {
  const { on, notice } = typeof input === 'boolean' ? { on: input, notice: undefined } : input;
  const state = await writeMaintenance(ctx.database, on, ctx.now ?? ctx.clock.now(), notice);
  ctx.signals.publish('maintenance');
  return state;
}

/** Changes what the maintenance screen tells players while it is on, and tells the other processes. */
export async function setMaintenanceNotice({
  ctx,
  input: notice,
}: {
  ctx: Pick<Ctx, 'database' | 'now' | 'signals'>;
  input: MaintenanceNoticeState;
}): Promise<MaintenanceState> {
  const state = await writeMaintenanceNotice(ctx.database, ctx.now, notice);
  ctx.signals.publish('maintenance');
  return state;
}
