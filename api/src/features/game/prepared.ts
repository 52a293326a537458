import type { Db } from '@app/db/client';
import { gameRounds } from '@app/db/schema/rounds';
import { and, eq, lt, sql } from '@app/db/orm';
import { nextRoundAt } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { perDb } from '../../storage/per-db';
import { roundOfDayQuery, type CurrentRound } from './round-of-day';
import { pickNft, stillEligible } from './pick';

type RoundCtx = Pick<Ctx, 'db' | 'now' | 'random' | 'logger'>;

/** How a prepared round came to be: kept as it was, picked now, or picked again because the rules changed. */
export type Preparation = 'kept' | 'picked' | 'repicked';

const queries = perDb((db: Db) => ({
  preparedForDay: roundOfDayQuery(db, gameRounds.prepared),
  hasActive: db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.day, sql.placeholder('day')), eq(gameRounds.active, true)))
    .prepare(),
}));

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** Deletes a prepared round; its rendered images go with it (ON DELETE CASCADE). */
function discard(db: Db, roundId: number): void {
  db.delete(gameRounds)
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.prepared, true)))
    .run();
}

/**
 * Decides a coming day's round ahead of time, stored but not active, by the same rules
 * as openRound. A prepared round the rules no longer allow (an admin scheduled another
 * NFT, or removed this one) is picked again. Null when the day already has its round.
 */
export function prepareRound(ctx: RoundCtx, day: string): { round: CurrentRound; preparation: Preparation } | null {
  return ctx.db.transaction(
    () => {
      if (queries(ctx.db).hasActive.get({ day })) return null;
      const existing = queries(ctx.db).preparedForDay.get({ day });
      if (existing && stillEligible(ctx.db, day, existing.nft.id))
        return { round: existing, preparation: 'kept' as const };
      if (existing) discard(ctx.db, existing.id);
      const nft = pickNft(ctx, day);
      const inserted = ctx.db
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
        .returning()
        .get();
      const round = {
        id: inserted.id,
        day,
        endDate: inserted.endDate,
        throwbackThursday: inserted.throwbackThursday,
        nft,
      };
      return { round, preparation: existing ? ('repicked' as const) : ('picked' as const) };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Inside openRound's transaction: makes the day's prepared round the active one, without
 * any image work, when the rules still allow its NFT; else discards it. Prepared rounds
 * of earlier days (the server was down at their midnight) are dropped.
 */
export function activatePreparedRound(ctx: RoundCtx, day: string): CurrentRound | null {
  ctx.db
    .delete(gameRounds)
    .where(and(eq(gameRounds.prepared, true), lt(gameRounds.day, day)))
    .run();
  const prepared = queries(ctx.db).preparedForDay.get({ day });
  if (!prepared) return null;
  if (!stillEligible(ctx.db, day, prepared.nft.id)) {
    discard(ctx.db, prepared.id);
    ctx.logger.info({ roundId: prepared.id, day }, 'prepared round discarded: its NFT no longer fits the rules');
    return null;
  }
  const start = dayStart(day);
  ctx.db
    .update(gameRounds)
    .set({ active: true, prepared: false, startDate: start > ctx.now ? start : ctx.now })
    .where(eq(gameRounds.id, prepared.id))
    .run();
  ctx.logger.info({ roundId: prepared.id, day }, 'prepared round opened');
  return prepared;
}

/** Drops a day's prepared round (the admin chose that day's NFT in place); null-safe. */
export function discardPreparedRound(db: Db, day: string): void {
  db.delete(gameRounds)
    .where(and(eq(gameRounds.prepared, true), eq(gameRounds.day, day)))
    .run();
}

/**
 * Drops the prepared rounds the rules no longer allow, or all those of one NFT, after an
 * admin changed the NFTs; the scheduler prepares the day again on its next run.
 */
export function discardStalePreparedRounds(ctx: Pick<Ctx, 'db' | 'logger'>, options: { nftId?: number } = {}): number {
  const prepared = ctx.db
    .select({ id: gameRounds.id, day: gameRounds.day, nftId: gameRounds.nftId })
    .from(gameRounds)
    .where(eq(gameRounds.prepared, true))
    .all();
  let discarded = 0;
  for (const round of prepared) {
    if (round.nftId !== options.nftId && stillEligible(ctx.db, round.day, round.nftId)) continue;
    discard(ctx.db, round.id);
    ctx.logger.info({ roundId: round.id, day: round.day }, 'prepared round discarded after an NFT change');
    discarded++;
  }
  return discarded;
}
