import { MINUTE_MS } from '@app/shared/constants';
import type { AppDeps } from '../../context';
import { drawDueRaffles, undrawnPeriods } from '../weekly/raffle';
import { nextReminderAt, remindUnpaid } from './reminders';

/** Draws what the ledger allows, then sends the 48-hour reminders that are due. */
export async function runRaffleJobs(deps: AppDeps, now: Date): Promise<void> {
  await drawDueRaffles(deps, now);
  await remindUnpaid(deps, now);
}

/** How long the scheduler may sleep before a raffle job is due: a minute while a draw waits for the ledger. */
export function untilRaffleJobs(deps: AppDeps, now: Date): number {
  if (undrawnPeriods(deps.db).length > 0) return MINUTE_MS;
  const reminder = nextReminderAt(deps);
  return reminder ? Math.max(0, reminder.getTime() - now.getTime()) : Infinity;
}
