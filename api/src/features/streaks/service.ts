import { utcDay } from '@app/shared/rules/time';
import { NO_STREAK, type Streak } from '@app/shared/schemas/streak';
import type { Ctx } from '../../context';
import { streakOf } from './compute';
import { finishedDaysOfPlayer } from './store';

/** A player's streak of days with a finished daily game; a signed-out visitor's is all zeros. */
export async function getStreak({
  ctx,
  input: userId,
}: {
  ctx: Pick<Ctx, 'database' | 'now'>;
  input: number | null;
}): Promise<Streak> {
  if (userId == null) return NO_STREAK;
  return streakOf(await finishedDaysOfPlayer(ctx.database, userId), utcDay(ctx.now));
}
