import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { perDb } from '../../storage/per-db';
import { answerKey, answeredBefore } from '../game/answered';
import { ensureCurrentRound } from '../game/rounds';

/** Per database, whether today's round repeats a past answer, by the round's id (an admin may replace it). */
const known = perDb((): { roundId: number | null; repeats: boolean } => ({ roundId: null, repeats: false }));

/**
 * Whether today's answer was the answer of a past round (the pool has gone round, or the
 * admin set an NFT again). Then every past puzzle rests until the day ends, all alike: one
 * closed alone would name which past answer is today's.
 */
async function isRepeatDay(ctx: Ctx): Promise<boolean> {
  const today = await ensureCurrentRound({ ctx }).catch(() => null);
  if (!today) return false;
  const cached = known(ctx.database);
  if (cached.roundId !== today.id) {
    const answered = await answeredBefore(ctx.database, today.day);
    Object.assign(cached, { roundId: today.id, repeats: answered.has(answerKey(today.nft.nftId)) });
  }
  return cached.repeats;
}

/** 409 PRACTICE_RESTING for every past puzzle on a day whose answer a past round gave. */
export async function assertPracticeOpen({ ctx }: { ctx: Ctx }): Promise<void> {
  if (await isRepeatDay(ctx)) {
    throw new AppError('PRACTICE_RESTING', 'Past puzzles are resting today: they open again tomorrow');
  }
}
