import { gameRounds } from '@app/db/schema/rounds';
import type { Nft } from '@app/db/schema/nfts';
import { and, eq, lt, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { nextRoundAt, startOfUtcDay, utcDay } from '@app/shared/rules/time';
import type { AppDeps, Ctx } from '../../context';
import { perDb, perHandle } from '../../storage/per-db';
import { roundOfDayQuery, type CurrentRound } from './round-of-day';
import { pickNft } from './pick';
import { activatePreparedRound, discardPreparedRound } from './prepared';
import { commitRound, markReplaced } from './commitment';
import { forgetOnChange } from '../../cluster/signals';

type RoundCtx = Pick<Ctx, 'database' | 'now' | 'random' | 'logger' | 'signals'>;

const queries = perHandle((db) => ({
  activeForDay: roundOfDayQuery(db, gameRounds.active),
  roundNumber: db
    .select({ count: sql<number>`count(distinct ${gameRounds.day})`.mapWith(Number) })
    .from(gameRounds)
    .where(and(sql`${gameRounds.day} <= ${sql.placeholder('day')}`, eq(gameRounds.prepared, false)))
    .prepare(),
}));

/** The day's open round, as stored; undefined before it opens. */
export async function activeRoundOf(db: Database, day: string): Promise<CurrentRound | undefined> {
  const [round] = await queries(db).activeForDay.execute({ day });
  return round;
}

/**
 * The open round per database, read on every game request; openRound replaces it.
 * `opening` is the day's round while it is being read or opened, shared by every request
 * that asks meanwhile (at 00:00 they all do).
 */
const current = perDb(
  (): { round: CurrentRound | null; opening: { day: string; round: Promise<CurrentRound> } | null } => ({
    round: null,
    opening: null,
  }),
);

/** Today's round, opening it first when the scheduler has not yet (midnight, or a server that was down). */
export function ensureCurrentRound({ ctx }: { ctx: RoundCtx }): Promise<CurrentRound> {
  const day = utcDay(ctx.now);
  const known = current(ctx.database);
  if (known.round?.day === day) return Promise.resolve(known.round);
  if (known.opening?.day === day) return known.opening.round;
  const opening = { day, round: readOrOpenRound(ctx, day) };
  known.opening = opening;
  return opening.round.then(
    (round) => {
      if (known.opening === opening) known.opening = null;
      if (!known.round || known.round.day <= round.day) known.round = round;
      return round;
    },
    (error: unknown) => {
      if (known.opening === opening) known.opening = null;
      throw error;
    },
  );
}

async function readOrOpenRound(ctx: RoundCtx, day: string): Promise<CurrentRound> {
  return (await activeRoundOf(ctx.database, day)) ?? openRound({ ctx, input: { day } });
}

/** The last day's "#N" per database: it cannot change once that day's round is open, and every GET /api/game/current shows it. */
const numbers = perDb((): { last: { day: string; number: number } | null } => ({ last: null }));

/** How many days have had a round up to this one: the "#N" of share texts. */
export async function roundNumberOf(db: Database, day: string): Promise<number> {
  const known = numbers(db);
  if (known.last?.day === day) return known.last.number;
  const [row] = await queries(db).roundNumber.execute({ day });
  const number = row?.count ?? 0;
  known.last = { day, number };
  return number;
}

export interface OpenRoundOptions {
  /** Replace the day's round even if it is open (the admin's "set for today"). */
  replace?: boolean;
  /** The NFT to play instead of the scheduler's pick. */
  nft?: Nft;
  /** Why the admin replaced the round, revealed with its proof. */
  reason?: string;
}

/**
 * Ends earlier rounds and opens the day's round: the round prepared for it before
 * midnight when the rules still allow its NFT (no image work then), else a new one with,
 * in order, the NFT set for that day, on Thursday a throwback NFT, else an active NFT not
 * used recently, at random. Another process opening the same day at the same moment is
 * refused by the one-active-round-per-day index; this one then reads the round it opened.
 */
export async function openRound({
  ctx,
  input: { day, ...options },
}: {
  ctx: RoundCtx;
  input: { day: string } & OpenRoundOptions;
}): Promise<CurrentRound> {
  let round: CurrentRound;
  try {
    round = await ctx.database.transaction((tx) => openRoundIn(tx, ctx, day, options));
  } catch (error) {
    const opened = options.replace ? undefined : await activeRoundOf(ctx.database, day);
    if (!opened) throw error;
    round = opened;
  }
  current(ctx.database).round = round;
  numbers(ctx.database).last = null;
  ctx.signals.publish('round');
  return round;
}

async function openRoundIn(tx: Database, ctx: RoundCtx, day: string, options: OpenRoundOptions) {
  const existing = await activeRoundOf(tx, day);
  if (existing && !options.replace) return existing;
  if (existing) await markReplaced(tx, { roundId: existing.id, at: ctx.now, reason: options.reason });
  await tx
    .update(gameRounds)
    .set({ active: false })
    .where(and(eq(gameRounds.active, true), options.replace ? sql`1 = 1` : lt(gameRounds.day, day)));
  if (!options.nft) {
    const prepared = await activatePreparedRound(tx, { day, now: ctx.now, logger: ctx.logger });
    if (prepared) return { ...prepared, commitment: await commitRound(tx, ctx.random, prepared) };
  } else {
    await discardPreparedRound(tx, day);
  }
  const nft = options.nft ?? (await pickNft(tx, ctx.random, day));
  const start = new Date(`${day}T00:00:00Z`);
  const [inserted] = await tx
    .insert(gameRounds)
    .values({
      nftId: nft.id,
      day,
      startDate: start > ctx.now ? start : ctx.now,
      endDate: nextRoundAt(startOfUtcDay(start)),
      active: true,
      throwbackThursday: nft.throwbackThursday,
    })
    .returning();
  const how = options.nft
    ? 'round set by the admin'
    : 'round opened without a prepared one: its images render on first use';
  ctx.logger.info({ roundId: inserted!.id, day }, how);
  const round = {
    id: inserted!.id,
    day,
    endDate: inserted!.endDate,
    throwbackThursday: inserted!.throwbackThursday,
    nft,
  };
  return { ...round, commitment: await commitRound(tx, ctx.random, round) };
}

/** Drops the open round in memory: another process opened or replaced it. */
function forgetCurrentRound(db: Database): void {
  current(db).round = null;
  numbers(db).last = null;
}

/** Drops the open round in memory whenever another process opens or replaces one, or when its signals may have gone unheard. */
export function followRoundChanges({ deps }: { deps: Pick<AppDeps, 'signals' | 'database'> }): void {
  forgetOnChange(deps.signals, 'round', () => forgetCurrentRound(deps.database));
}
