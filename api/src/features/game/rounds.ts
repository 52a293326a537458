import { gameRounds } from '@app/db/schema/rounds';
import type { Nft } from '@app/db/schema/nfts';
import { and, eq, lt, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import { nextRoundAt, startOfUtcDay, utcDay } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { perDb } from '../../storage/per-db';
import { roundOfDayQuery, type CurrentRound } from './round-of-day';
import { pickNft } from './pick';
import { activatePreparedRound, discardPreparedRound } from './prepared';

type RoundCtx = Pick<Ctx, 'db' | 'now' | 'random' | 'logger' | 'signals'>;

const queries = perDb((db: Db) => ({
  activeForDay: roundOfDayQuery(db, gameRounds.active),
  roundNumber: db
    .select({ count: sql<number>`count(distinct ${gameRounds.day})` })
    .from(gameRounds)
    .where(and(sql`${gameRounds.day} <= ${sql.placeholder('day')}`, eq(gameRounds.prepared, false)))
    .prepare(),
}));

/** The open round per database, read on every game request; openRound replaces it. */
const current = perDb((): { round: CurrentRound | null } => ({ round: null }));

/** Today's round, opening it first when the scheduler has not yet (midnight, or a server that was down). */
export function ensureCurrentRound(ctx: RoundCtx): CurrentRound {
  const day = utcDay(ctx.now);
  const known = current(ctx.db);
  if (known.round?.day === day) return known.round;
  const round = queries(ctx.db).activeForDay.get({ day }) ?? openRound(ctx, day);
  known.round = round;
  return round;
}

/** The last day's "#N" per database: it cannot change once that day's round is open, and every GET /api/game/current shows it. */
const numbers = perDb((): { last: { day: string; number: number } | null } => ({ last: null }));

/** How many days have had a round up to this one: the "#N" of share texts. */
export function roundNumberOf(db: Db, day: string): number {
  const known = numbers(db);
  if (known.last?.day === day) return known.last.number;
  const number = queries(db).roundNumber.get({ day })?.count ?? 0;
  known.last = { day, number };
  return number;
}

export interface OpenRoundOptions {
  /** Replace the day's round even if it is open (the admin's "set for today"). */
  replace?: boolean;
  /** The NFT to play instead of the scheduler's pick. */
  nft?: Nft;
}

/**
 * Ends earlier rounds and opens the day's round: the round prepared for it before
 * midnight when the rules still allow its NFT (no image work then), else a new one with,
 * in order, the NFT set for that day, on Thursday a throwback NFT, else an active NFT not
 * used recently, at random.
 */
export function openRound(ctx: RoundCtx, day: string, options: OpenRoundOptions = {}): CurrentRound {
  const round = ctx.db.transaction(
    (tx) => {
      const existing = queries(ctx.db).activeForDay.get({ day });
      if (existing && !options.replace) return existing;
      tx.update(gameRounds)
        .set({ active: false })
        .where(and(eq(gameRounds.active, true), options.replace ? sql`1 = 1` : lt(gameRounds.day, day)))
        .run();
      if (!options.nft) {
        const prepared = activatePreparedRound(ctx, day);
        if (prepared) return prepared;
      } else {
        discardPreparedRound(ctx.db, day);
      }
      const nft = options.nft ?? pickNft(ctx, day);
      const start = new Date(`${day}T00:00:00Z`);
      const inserted = tx
        .insert(gameRounds)
        .values({
          nftId: nft.id,
          day,
          startDate: start > ctx.now ? start : ctx.now,
          endDate: nextRoundAt(startOfUtcDay(start)),
          active: true,
          throwbackThursday: nft.throwbackThursday,
        })
        .returning()
        .get();
      const how = options.nft
        ? 'round set by the admin'
        : 'round opened without a prepared one: its images render on first use';
      ctx.logger.info({ roundId: inserted.id, day }, how);
      return { id: inserted.id, day, endDate: inserted.endDate, throwbackThursday: inserted.throwbackThursday, nft };
    },
    { behavior: 'immediate' },
  );
  current(ctx.db).round = round;
  numbers(ctx.db).last = null;
  ctx.signals.publish('round');
  return round;
}

/** Drops the open round in memory: another process opened or replaced it. */
export function forgetCurrentRound(db: Db): void {
  current(db).round = null;
  numbers(db).last = null;
}
