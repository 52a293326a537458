import { rmSync } from 'node:fs';
import { utcDay } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { backupDatabase, backupFiles, backupPath } from './backups';
import { DAY_MS } from '@app/shared/constants';

/**
 * The scheduler's full-database backup: one a UTC day (its first housekeeping run of the
 * day, a start-up inside the window included), and automatic backups older than
 * BACKUP_KEEP_DAYS deleted.
 * Backups an admin made by hand are never deleted. BACKUP_KEEP_DAYS=0 turns it off.
 */
export async function runDailyBackup({ ctx }: { ctx: Ctx }): Promise<void> {
  const keepDays = ctx.settings.backupKeepDays;
  if (keepDays === 0) return;
  const automatic = backupFiles({ ctx, input: ['database-auto'] });
  const today = utcDay(ctx.now);
  if (!automatic.some(({ createdAt }) => utcDay(createdAt) === today))
    await backupDatabase({ ctx, input: 'database-auto' });
  const oldest = ctx.now.getTime() - keepDays * DAY_MS;
  for (const { name, createdAt } of automatic) {
    if (createdAt.getTime() <= oldest) rmSync(backupPath({ ctx, input: name }));
  }
}
