import { MINUTE_MS } from '@app/shared/constants';
import type { AppDeps } from '../../context';
import { drawDueRaffles, undrawnPeriods } from './draw';
import { nextReminderAt, remindUnpaid } from './reminders';

/** Draws what the ledger allows, then sends the 48-hour reminders that are due. */
export async function runRaffleJobs(deps: AppDeps, now: Date): Promise<void> {
  await drawDueRaffles(deps, now);
  await remindUnpaid(deps, now);
}

/** How long until the next 48-hour reminder is due. */
export async function untilReminder(deps: AppDeps, now: Date): Promise<number> {
  const reminder = await nextReminderAt(deps);
  return reminder ? Math.max(0, reminder.getTime() - now.getTime()) : Infinity;
}

/** How long the scheduler may sleep while a draw waits for the ledger: a minute. */
export async function untilDrawRetry(deps: AppDeps): Promise<number> {
  return (await undrawnPeriods(deps.database)).length > 0 ? MINUTE_MS : Infinity;
}
