import { DAY_MS, HOUR_MS } from '@app/shared/constants';
import { startOfUtcDay } from '@app/shared/rules/time';
import type { Ctx } from '../context';
import { runDailyBackup } from '../features/admin/daily-backup';
import { purgeSessionsIfDue } from '../identity/session/purge';
import { sendWeeklyDigest } from '../features/insights/digest';
import { rollUpInsights } from '../features/insights/rollup';

/**
 * When in the UTC day the purge and the full backup may run: from 03:00 until 23:00, far
 * from the 00:00 burst and the 23:50 pre-render, a process started late in the day
 * included. Run at 00:00, a backup of a 200,000-player database shared the burst's event
 * loop: p99 76 ms against 5-10 ms without it, and the image-host-down case missed its
 * 150 ms budget.
 */
const HOUSEKEEPING_FROM_MS = 3 * HOUR_MS;
const HOUSEKEEPING_UNTIL_MS = 23 * HOUR_MS;

/** Whether the time of day is inside the housekeeping window (each task runs once a day whatever calls it). */
function housekeepingDue(now: Date): boolean {
  const timeOfDay = now.getTime() - startOfUtcDay(now).getTime();
  return timeOfDay >= HOUSEKEEPING_FROM_MS && timeOfDay < HOUSEKEEPING_UNTIL_MS;
}

/** How long until the next housekeeping time. */
export function untilHousekeeping(now: Date): number {
  const today = startOfUtcDay(now).getTime() + HOUSEKEEPING_FROM_MS;
  return (today > now.getTime() ? today : today + DAY_MS) - now.getTime();
}

/**
 * Once a UTC day, inside the housekeeping window: sessions no request can use are deleted,
 * the database is backed up, the finished days are rolled up for the admin's insights, and
 * on Mondays the bot's admins get the week's insights.
 */
export async function runHousekeeping({ ctx }: { ctx: Ctx }): Promise<void> {
  if (!housekeepingDue(ctx.now)) return;
  try {
    await purgeSessionsIfDue(ctx.database, ctx.now);
  } catch (error) {
    ctx.logger.error({ err: error }, 'session purge failed');
  }
  try {
    await runDailyBackup({ ctx: { ...ctx, auditActor: 'scheduler' } });
  } catch (error) {
    ctx.logger.error({ err: error }, 'daily backup failed');
  }
  try {
    await rollUpInsights({ ctx });
    await sendWeeklyDigest({ ctx });
  } catch (error) {
    ctx.logger.error({ err: error }, 'insights roll-up or digest failed');
  }
}
