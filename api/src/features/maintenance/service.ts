import type { AppDeps, Ctx } from '../../context';
import { maintenanceOf, writeMaintenance, type MaintenanceState } from './store';

/** Whether the game is in maintenance, and since when. */
export function getMaintenance({ ctx }: { ctx: Pick<Ctx, 'database'> }): Promise<MaintenanceState> {
  return maintenanceOf(ctx.database);
}

/** Switches maintenance on or off, and tells the other processes. */
export async function setMaintenance({
  ctx,
  input: on,
}: {
  ctx: Pick<AppDeps, 'database' | 'clock' | 'signals'> & { now?: Date };
  input: boolean;
}): Promise<MaintenanceState> {
  const state = await writeMaintenance(ctx.database, on, ctx.now ?? ctx.clock.now());
  ctx.signals.publish('maintenance');
  return state;
}
