import { settings } from '@app/db/schema/settings';
import { eq } from '@app/db/orm';
import type { AppDeps } from '../../context';
import { roundNumberOf } from './rounds';
import type { CurrentRound } from './round-of-day';

const LAST_ANNOUNCED = 'announced_round';

/** Posts "challenge #N is live" once per round, remembered across restarts. */
export async function announceNewRound({
  ctx: deps,
  input: round,
}: {
  ctx: Pick<AppDeps, 'database' | 'announcer' | 'logger' | 'clock'>;
  input: CurrentRound;
}): Promise<void> {
  const [last] = await deps.database.select().from(settings).where(eq(settings.key, LAST_ANNOUNCED));
  if (last?.value === String(round.id)) return;
  const value = String(round.id);
  const now = deps.clock.now();
  await deps.database
    .insert(settings)
    .values({ key: LAST_ANNOUNCED, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  try {
    await deps.announcer.newChallenge(await roundNumberOf(deps.database, round.day), round.throwbackThursday);
  } catch (error) {
    deps.logger.warn({ err: error }, 'new challenge announcement failed');
  }
}
