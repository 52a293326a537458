import type { AdminMaintenanceStatus } from '@app/shared/schemas/admin';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { getMaintenance, setMaintenance } from '../maintenance/service';
import { audit } from './guard';

/** Switches maintenance on or off; each only from the opposite state. */
export async function switchMaintenance({
  ctx,
  input: on,
}: {
  ctx: Ctx;
  input: boolean;
}): Promise<AdminMaintenanceStatus> {
  if ((await getMaintenance({ ctx })).maintenance === on) {
    throw new AppError('CONFLICT', on ? 'Maintenance mode is already on' : 'Maintenance mode is already off');
  }
  const state = await setMaintenance({ ctx, input: on });
  await audit({ ctx, input: { action: on ? 'maintenance.enable' : 'maintenance.disable' } });
  return state;
}
