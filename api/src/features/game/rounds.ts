import { gameRounds } from '@app/db/schema/rounds';
import { nfts, type Nft } from '@app/db/schema/nfts';
import { and, eq, lt, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import { isThursday, nextRoundAt, startOfUtcDay, utcDay } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { perDb } from '../../http/per-db';

/** An NFT is not picked again at random until this many rounds have passed. */
const RECENT_ROUNDS = 30;

export interface CurrentRound {
  id: number;
  day: string;
  endDate: Date;
  throwbackThursday: boolean;
  nft: Nft;
}

const queries = perDb((db: Db) => ({
  activeForDay: db
    .select({
      id: gameRounds.id,
      day: gameRounds.day,
      endDate: gameRounds.endDate,
      throwbackThursday: gameRounds.throwbackThursday,
      nft: nfts,
    })
    .from(gameRounds)
    .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
    .where(and(eq(gameRounds.day, sql.placeholder('day')), eq(gameRounds.active, true)))
    .prepare(),
  roundNumber: db
    .select({ count: sql<number>`count(distinct ${gameRounds.day})` })
    .from(gameRounds)
    .where(sql`${gameRounds.day} <= ${sql.placeholder('day')}`)
    .prepare(),
}));

/** The open round per database, read on every game request; openRound replaces it. */
const current = new WeakMap<Db, CurrentRound>();

/** Today's round, opening it first when the scheduler has not yet (midnight, or a server that was down). */
export function ensureCurrentRound(ctx: Pick<Ctx, 'db' | 'now' | 'random'>): CurrentRound {
  const day = utcDay(ctx.now);
  const cached = current.get(ctx.db);
  if (cached?.day === day) return cached;
  const round = queries(ctx.db).activeForDay.get({ day }) ?? openRound(ctx, day);
  current.set(ctx.db, round);
  return round;
}

/** How many days have had a round up to this one: the "#N" of share texts. */
export function roundNumberOf(db: Db, day: string): number {
  return queries(db).roundNumber.get({ day })?.count ?? 0;
}

export interface OpenRoundOptions {
  /** Replace the day's round even if it is open (the admin's "set for today"). */
  replace?: boolean;
  /** The NFT to play instead of the scheduler's pick. */
  nft?: Nft;
}

/**
 * Ends earlier rounds and opens the day's round with, in order: the NFT set for that day;
 * on Thursday a throwback NFT; else an active NFT not used recently, at random.
 */
export function openRound(
  ctx: Pick<Ctx, 'db' | 'now' | 'random'>,
  day: string,
  options: OpenRoundOptions = {},
): CurrentRound {
  const round = ctx.db.transaction(
    (tx) => {
      const existing = queries(ctx.db).activeForDay.get({ day });
      if (existing && !options.replace) return existing;
      tx.update(gameRounds)
        .set({ active: false })
        .where(and(eq(gameRounds.active, true), options.replace ? sql`1 = 1` : lt(gameRounds.day, day)))
        .run();
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
      return { id: inserted.id, day, endDate: inserted.endDate, throwbackThursday: inserted.throwbackThursday, nft };
    },
    { behavior: 'immediate' },
  );
  current.set(ctx.db, round);
  return round;
}

function pickNft(ctx: Pick<Ctx, 'db' | 'now' | 'random'>, day: string): Nft {
  const scheduled = ctx.db
    .select()
    .from(nfts)
    .where(and(eq(nfts.active, true), eq(nfts.setForDate, day)))
    .orderBy(nfts.id)
    .get();
  if (scheduled) return scheduled;

  const pool = ctx.db.select().from(nfts).where(eq(nfts.active, true)).all();
  if (pool.length === 0) throw new AppError('NO_ROUND', 'There is no NFT to play today. Please check back soon.');
  const wantThrowback = isThursday(new Date(`${day}T00:00:00Z`));
  const preferred = pool.filter((nft) => nft.throwbackThursday === wantThrowback);
  return pickLeastRecent(ctx, preferred.length > 0 ? preferred : pool);
}

/** A random NFT among those not used in the last RECENT_ROUNDS rounds, else the one used longest ago. */
function pickLeastRecent(ctx: Pick<Ctx, 'db' | 'random'>, pool: Nft[]): Nft {
  const recent = ctx.db
    .select({ nftId: gameRounds.nftId })
    .from(gameRounds)
    .orderBy(sql`${gameRounds.id} desc`)
    .limit(RECENT_ROUNDS)
    .all()
    .map((row) => row.nftId);
  const fresh = pool.filter((nft) => !recent.includes(nft.id));
  if (fresh.length > 0) return fresh[ctx.random.int(fresh.length)]!;
  const lastUse = (nft: Nft) => recent.indexOf(nft.id);
  return pool.reduce((oldest, nft) => (lastUse(nft) > lastUse(oldest) ? nft : oldest));
}
