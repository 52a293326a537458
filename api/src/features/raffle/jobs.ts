import { MINUTE_MS } from '@app/shared/constants';
import type { AppDeps } from '../../context';
import { drawDueRaffles, undrawnPeriods } from './draw';
import { nextReminderAt, remindUnpaid } from './unpaid-reminders';

type JobCtx = AppDeps & { now: Date };

/** Draws what the ledger allows, then sends the 48-hour reminders that are due. */
export async function runRaffleJobs({ ctx }: { ctx: JobCtx }): Promise<void> {
  await drawDueRaffles({ ctx });
  await remindUnpaid({ ctx });
}

/** How long until the next 48-hour reminder is due. */
export async function untilReminder({ ctx }: { ctx: JobCtx }): Promise<number> {
  const reminder = await nextReminderAt(ctx.database);
  return reminder ? Math.max(0, reminder.getTime() - ctx.now.getTime()) : Infinity;
}

/** How long the scheduler may sleep while a draw waits for the ledger: a minute. */
export async function untilDrawRetry({ ctx }: { ctx: Pick<AppDeps, 'database'> }): Promise<number> {
  return (await undrawnPeriods(ctx.database)).length > 0 ? MINUTE_MS : Infinity;
}
