import type { AdminMaintenanceStatus } from '@app/shared/schemas/admin';
import type { MaintenanceNotice } from '@app/shared/schemas/announcement';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { audit } from '../../audit/audit';
import { momentAhead } from '../../moment-ahead';
import { getMaintenance, setMaintenance } from './service';

/** A parsed maintenance notice: what enabling it may tell players. */
type Notice = z.output<typeof MaintenanceNotice>;

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
  const notice = input.on && input.notice ? input.notice : { message: '', until: null };
  const until = momentAhead(notice.until, ctx.now, 'until');
  const shown = { message: notice.message, until: until?.toISOString() ?? null };
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
