import { DAY_MS, HOUR_MS } from '@app/shared/constants';
import { startOfUtcDay } from '@app/shared/rules/time';
import type { AppDeps } from '../context';
import { runDailyBackup } from '../features/admin/daily-backup';
import { purgeSessionsIfDue } from '../features/session/purge';

/**
 * When in the UTC day the purge and the full backup run: far from the 00:00 burst and the
 * 23:50 pre-render. Run at 00:00, a backup of a 200,000-player database shared the burst's
 * event loop: p99 76 ms against 5-10 ms without it, and the image-host-down case missed
 * its 150 ms budget.
 */
export const HOUSEKEEPING_AT_MS = 3 * HOUR_MS;

/** Whether today's housekeeping time has come (each task runs once a day whatever calls it). */
export function housekeepingDue(now: Date): boolean {
  return now.getTime() - startOfUtcDay(now).getTime() >= HOUSEKEEPING_AT_MS;
}

/** How long until the next housekeeping time. */
export function untilHousekeeping(now: Date): number {
  const today = startOfUtcDay(now).getTime() + HOUSEKEEPING_AT_MS;
  return (today > now.getTime() ? today : today + DAY_MS) - now.getTime();
}

/** Once a UTC day, from HOUSEKEEPING_AT_MS: sessions no request can use are deleted, and the database is backed up. */
export async function runHousekeeping(deps: AppDeps, now: Date): Promise<void> {
  if (!housekeepingDue(now)) return;
  try {
    purgeSessionsIfDue(deps.db, now);
  } catch (error) {
    deps.logger.error({ err: error }, 'session purge failed');
  }
  try {
    await runDailyBackup({ ...deps, now, session: null, walletHeader: null, auditActor: 'scheduler' });
  } catch (error) {
    deps.logger.error({ err: error }, 'daily backup failed');
  }
}
