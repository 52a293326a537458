import type { Database } from '@app/db/database';
import { gameRounds } from '@app/db/schema/rounds';
import { and, eq, lt, sql } from '@app/db/orm';
import { nextRoundAt } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { perHandle } from '../../storage/per-db';
import { roundOfDayQuery, type CurrentRound } from './round-of-day';
import { pickNft, stillEligible } from './pick';
import { commitRound } from './commitment';

type RoundCtx = Pick<Ctx, 'database' | 'now' | 'random' | 'logger'>;

/** How a prepared round came to be: kept as it was, picked now, or picked again because the rules changed. */
export type Preparation = 'kept' | 'picked' | 'repicked';

const queries = perHandle((db) => ({
  preparedForDay: roundOfDayQuery(db, gameRounds.prepared),
  hasActive: db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.day, sql.placeholder('day')), eq(gameRounds.active, true)))
    .prepare(),
}));

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

async function preparedRoundOf(db: Database, day: string): Promise<CurrentRound | undefined> {
  const [round] = await queries(db).preparedForDay.execute({ day });
  return round;
}

/** Deletes a prepared round; its rendered images go with it (ON DELETE CASCADE). */
async function discard(db: Database, roundId: number): Promise<void> {
  await db.delete(gameRounds).where(and(eq(gameRounds.id, roundId), eq(gameRounds.prepared, true)));
}

/**
 * Decides a coming day's round ahead of time, stored but not active, by the same rules
 * as openRound. A prepared round the rules no longer allow (an admin scheduled another
 * NFT, or removed this one) is picked again. Null when the day already has its round.
 */
export function prepareRound({
  ctx,
  input: day,
}: {
  ctx: RoundCtx;
  input: string;
}): Promise<{ round: CurrentRound; preparation: Preparation } | null> {
  return ctx.database.transaction(async (tx) => {
    if ((await queries(tx).hasActive.execute({ day })).length > 0) return null;
    const existing = await preparedRoundOf(tx, day);
    if (existing && (await stillEligible(tx, day, existing.nft.id)))
      return { round: existing, preparation: 'kept' as const };
    if (existing) await discard(tx, existing.id);
    const nft = await pickNft(tx, ctx.random, day);
    const [inserted] = await tx
      .insert(gameRounds)
      .values({
        nftId: nft.id,
        day,
        startDate: dayStart(day),
        endDate: nextRoundAt(dayStart(day)),
        active: false,
        prepared: true,
        throwbackThursday: nft.throwbackThursday,
      })
      .returning();
    const uncommitted = {
      id: inserted!.id,
      day,
      endDate: inserted!.endDate,
      throwbackThursday: inserted!.throwbackThursday,
      nft,
    };
    const round = { ...uncommitted, commitment: await commitRound(tx, ctx.random, uncommitted) };
    return { round, preparation: existing ? ('repicked' as const) : ('picked' as const) };
  });
}

/**
 * Inside openRound's transaction: makes the day's prepared round the active one, without
 * any image work, when the rules still allow its NFT; else discards it. Prepared rounds
 * of earlier days (the server was down at their midnight) are dropped.
 */
export async function activatePreparedRound(
  tx: Database,
  { day, now, logger }: { day: string } & Pick<RoundCtx, 'now' | 'logger'>,
): Promise<CurrentRound | null> {
  await tx.delete(gameRounds).where(and(eq(gameRounds.prepared, true), lt(gameRounds.day, day)));
  const prepared = await preparedRoundOf(tx, day);
  if (!prepared) return null;
  if (!(await stillEligible(tx, day, prepared.nft.id))) {
    await discard(tx, prepared.id);
    logger.info({ roundId: prepared.id, day }, 'prepared round discarded: its NFT no longer fits the rules');
    return null;
  }
  const start = dayStart(day);
  await tx
    .update(gameRounds)
    .set({ active: true, prepared: false, startDate: start > now ? start : now })
    .where(eq(gameRounds.id, prepared.id));
  logger.info({ roundId: prepared.id, day }, 'prepared round opened');
  return prepared;
}

/** Drops a day's prepared round (the admin chose that day's NFT in place); null-safe. */
export async function discardPreparedRound(db: Database, day: string): Promise<void> {
  await db.delete(gameRounds).where(and(eq(gameRounds.prepared, true), eq(gameRounds.day, day)));
}

/**
 * Drops the prepared rounds the rules no longer allow, or all those of one NFT, after an
 * admin changed the NFTs; the scheduler prepares the day again on its next run.
 */
export async function discardStalePreparedRounds({
  ctx,
  input: options = {},
}: {
  ctx: Pick<Ctx, 'database' | 'logger'>;
  input?: { nftId?: number };
}): Promise<number> {
  const prepared = await ctx.database
    .select({ id: gameRounds.id, day: gameRounds.day, nftId: gameRounds.nftId })
    .from(gameRounds)
    .where(eq(gameRounds.prepared, true));
  let discarded = 0;
  for (const round of prepared) {
    if (round.nftId !== options.nftId && (await stillEligible(ctx.database, round.day, round.nftId))) continue;
    await discard(ctx.database, round.id);
    ctx.logger.info({ roundId: round.id, day: round.day }, 'prepared round discarded after an NFT change');
    discarded++;
  }
  return discarded;
}
