import { settings } from '@app/db/schema/settings';
import { eq } from '@app/db/orm';
import type { AppDeps } from '../../context';
import { roundNumberOf } from './rounds';
import type { CurrentRound } from './round-of-day';

const LAST_ANNOUNCED = 'announced_round';

/** Posts "challenge #N is live" once per round, remembered across restarts. */
export async function announceNewRound({
  ctx,
  input: round,
}: {
  ctx: Pick<AppDeps, 'database' | 'announcer' | 'logger' | 'clock'>;
  input: CurrentRound;
}): Promise<void> {
  const [last] = await ctx.database.select().from(settings).where(eq(settings.key, LAST_ANNOUNCED));
  if (last?.value === String(round.id)) return;
  const value = String(round.id);
  const now = ctx.clock.now();
  await ctx.database
    .insert(settings)
    .values({ key: LAST_ANNOUNCED, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  try {
    await ctx.announcer.newChallenge({
      roundNumber: await roundNumberOf(ctx.database, round.day),
      throwback: round.throwbackThursday,
      commitment: round.commitment,
    });
  } catch (error) {
    ctx.logger.warn({ err: error }, 'new challenge announcement failed');
  }
}
