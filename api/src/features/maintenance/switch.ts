import type { AdminMaintenanceStatus } from '@app/shared/schemas/admin';
import type { MaintenanceNotice } from '@app/shared/schemas/announcement';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { audit } from '../../audit/audit';
import { momentAhead } from '../../moment-ahead';
import { getMaintenance, setMaintenance, setMaintenanceNotice } from './service';

/** A parsed maintenance notice: what enabling it may tell players. */
type Notice = z.output<typeof MaintenanceNotice>;

/** What the maintenance screen tells players, from a parsed notice: its end checked to be ahead. */
function shownNotice(ctx: Ctx, notice: Notice) {
  const until = momentAhead(notice.until, ctx.now, 'until');
  return { message: notice.message, until: until?.toISOString() ?? null };
}

/**
 * Switches maintenance on (with the message and expected end the players are shown, if
 * any) or off; each only from the opposite state.
 */
export async function switchMaintenance({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { on: true; notice?: Notice } | { on: false };
}): Promise<AdminMaintenanceStatus> {
  const { on } = input;
  if ((await getMaintenance({ ctx })).maintenance === on) {
    throw new AppError('CONFLICT', on ? 'Maintenance mode is already on' : 'Maintenance mode is already off');
  }
  const shown = shownNotice(ctx, input.on && input.notice ? input.notice : { message: '', until: null });
  const state = await setMaintenance({ ctx, input: { on, notice: shown } });
  await audit({
    ctx,
    input: {
      action: on ? 'maintenance.enable' : 'maintenance.disable',
      detail: shown.message || shown.until ? shown : undefined,
    },
  });
  return state;
}

/** Changes the message and expected end players are shown while maintenance is on; 409 when it is off. */
export async function updateMaintenanceNotice({
  ctx,
  input: notice,
}: {
  ctx: Ctx;
  input: Notice;
}): Promise<AdminMaintenanceStatus> {
  if (!(await getMaintenance({ ctx })).maintenance) {
    throw new AppError('CONFLICT', 'Maintenance mode is off: its message and end are set when it is enabled');
  }
  const shown = shownNotice(ctx, notice);
  const state = await setMaintenanceNotice({ ctx, input: shown });
  await audit({ ctx, input: { action: 'maintenance.update', detail: shown } });
  return state;
}
