import { MINUTE_MS } from '@app/shared/constants';
import { nextRoundAt, utcDay } from '@app/shared/rules/time';
import type { Ctx } from '../context';
import { prepareRound } from '../features/game/prepared';
import { ensureRoundImages } from '../features/images/service';
import { storedTokens } from '../features/images/store';

/** How long before 00:00 UTC the next round is decided and its images rendered. */
const PREPARE_AHEAD_MS = 10 * MINUTE_MS;
/** Inside that window the scheduler runs again this often: retries, and re-picks after an admin's change. */
const PREPARE_RETRY_MS = MINUTE_MS;

/** Whether the next round should be prepared now: the last PREPARE_AHEAD_MS of the UTC day. */
function inPrepareWindow(now: Date): boolean {
  return nextRoundAt(now).getTime() - now.getTime() <= PREPARE_AHEAD_MS;
}

/** How long the scheduler sleeps after a run: until the window opens, then a retry interval, never past midnight. */
export function untilNextRun(now: Date): number {
  const midnight = nextRoundAt(now).getTime();
  const windowOpens = midnight - PREPARE_AHEAD_MS;
  if (now.getTime() < windowOpens) return windowOpens - now.getTime();
  return Math.min(PREPARE_RETRY_MS, midnight - now.getTime());
}

/**
 * In the window before midnight: decides tomorrow's round and renders its images, so
 * at 00:00 the round only has to be switched on. When the image host fails, the next
 * run retries; if none succeeds, the round's images render on demand at midnight.
 */
export async function prepareNextRound({ ctx }: { ctx: Ctx }): Promise<void> {
  if (!inPrepareWindow(ctx.now)) return;
  const day = utcDay(nextRoundAt(ctx.now));
  const prepared = await prepareRound({ ctx, input: day });
  if (!prepared) return;
  const { round, preparation } = prepared;
  const log = { roundId: round.id, day, preparation };
  if (preparation !== 'kept') ctx.logger.info(log, 'next round prepared');
  if (await storedTokens(ctx.database, round.id)) return;
  try {
    await ensureRoundImages({ ctx, input: { id: round.id, imageUrl: round.nft.imageUrl } });
    ctx.logger.info(log, 'next round images rendered');
  } catch (error) {
    const fallback = 'next round images not rendered: retrying before midnight, else rendered on first use';
    ctx.logger.warn({ ...log, err: error }, fallback);
  }
}
