import { gameRounds } from '@app/db/schema/rounds';
import { nfts } from '@app/db/schema/nfts';
import { and, eq, gte, lte, or, sql } from '@app/db/orm';
import { isThursday, utcDay } from '@app/shared/rules/time';
import { DAY_MS } from '@app/shared/constants';
import type { Calendar, CalendarDay, PoolHealth, ScheduleResult } from '@app/shared/schemas/nft-pool';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { audit } from '../admin/guard';
import { nftOrThrow, toAdminNft } from '../admin/nfts';
import { discardStalePreparedRounds } from '../game/prepared';

/** Fewer days than this before an NFT plays again, and the admin page warns. */
const REPEAT_WARNING_DAYS = 14;

const dayAfter = (day: string, offset: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS));

/** The coming days from today: each day's scheduled NFT (else a random pick) and any round already decided. */
export function calendar(ctx: Pick<Ctx, 'db' | 'now'>, dayCount: number): Calendar {
  const today = utcDay(ctx.now);
  const last = dayAfter(today, dayCount - 1);
  const scheduled = ctx.db
    .select()
    .from(nfts)
    .where(and(gte(nfts.setForDate, today), lte(nfts.setForDate, last)))
    .orderBy(nfts.id)
    .all();
  const rounds = ctx.db
    .select({ day: gameRounds.day, name: nfts.name, prepared: gameRounds.prepared })
    .from(gameRounds)
    .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
    .where(
      and(
        gte(gameRounds.day, today),
        lte(gameRounds.day, last),
        or(eq(gameRounds.active, true), eq(gameRounds.prepared, true)),
      ),
    )
    .all();
  const days = Array.from({ length: dayCount }, (_, offset): CalendarDay => {
    const day = dayAfter(today, offset);
    // The rules play the first active NFT set for the day.
    const nft = scheduled.find((candidate) => candidate.setForDate === day && candidate.active) ?? null;
    const round = rounds.find((candidate) => candidate.day === day);
    return {
      day,
      thursday: isThursday(new Date(`${day}T00:00:00Z`)),
      scheduled: nft && toAdminNft(nft),
      round: round ? { nftName: round.name, prepared: round.prepared } : null,
    };
  });
  return { days, health: poolHealth(ctx) };
}

/** How many active NFTs no round has played, and so how many days remain before one plays again. */
function poolHealth(ctx: Pick<Ctx, 'db'>): PoolHealth {
  const played = sql`exists (select 1 from ${gameRounds} where ${gameRounds.nftId} = ${nfts.id} and ${gameRounds.prepared} = 0)`;
  const [counts] = ctx.db
    .select({
      active: sql<number>`count(*)`,
      neverUsed: sql<number>`coalesce(sum(case when ${played} then 0 else 1 end), 0)`,
    })
    .from(nfts)
    .where(eq(nfts.active, true))
    .all();
  const { active, neverUsed } = counts!;
  const warning =
    neverUsed < REPEAT_WARNING_DAYS
      ? `Only ${neverUsed} ${neverUsed === 1 ? 'day' : 'days'} of new NFTs left before NFTs repeat: import a collection or add NFTs`
      : null;
  return { active, neverUsed, daysBeforeRepeats: neverUsed, warning };
}

/** Today's round is replaced with "Set for today", not from the calendar; a past day cannot change. */
function assertSchedulable(ctx: Pick<Ctx, 'db' | 'now'>, day: string): void {
  const today = utcDay(ctx.now);
  if (day < today) throw new AppError('BAD_REQUEST', 'The schedule date cannot be in the past', { field: 'day' });
  const playing = ctx.db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.day, day), eq(gameRounds.active, true)))
    .get();
  if (playing) {
    throw new AppError(
      'CONFLICT',
      "Today's round is already playing: use “Set for today” in the NFT Library to replace it",
    );
  }
}

/**
 * Discards a round prepared ahead that the change made stale, and says so. Only tomorrow's
 * round is prepared ahead, whichever day the admin changed (an NFT may move away from tomorrow).
 */
function preparedNote(ctx: Ctx): string | null {
  const discarded = discardStalePreparedRounds(ctx);
  if (discarded === 0) return null;
  const tomorrow = dayAfter(utcDay(ctx.now), 1);
  return `The round already prepared for ${tomorrow} was discarded; it is prepared again by the rules before midnight.`;
}

function dayOf(ctx: Ctx, day: string): CalendarDay {
  const index = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${utcDay(ctx.now)}T00:00:00Z`)) / DAY_MS);
  return calendar(ctx, index + 1).days[index]!;
}

/** Sets the NFT for the day (moving it from any other day); any other NFT set for the day is unscheduled. */
export function scheduleDay(ctx: Ctx, day: string, nftRowId: number): ScheduleResult {
  assertSchedulable(ctx, day);
  const nft = nftOrThrow(ctx, nftRowId);
  if (!nft.active) throw new AppError('CONFLICT', 'An inactive NFT cannot be scheduled');
  ctx.db.transaction((tx) => {
    tx.update(nfts).set({ setForDate: null }).where(eq(nfts.setForDate, day)).run();
    tx.update(nfts).set({ setForDate: day }).where(eq(nfts.id, nftRowId)).run();
  });
  audit(ctx, 'calendar.schedule', { day, id: nft.id, nftId: nft.nftId, previousDay: nft.setForDate });
  return { note: preparedNote(ctx), day: dayOf(ctx, day) };
}

/** Leaves the day to a random pick. */
export function unscheduleDay(ctx: Ctx, day: string): ScheduleResult {
  assertSchedulable(ctx, day);
  const cleared = ctx.db.update(nfts).set({ setForDate: null }).where(eq(nfts.setForDate, day)).returning().all();
  audit(ctx, 'calendar.unschedule', { day, ids: cleared.map((nft) => nft.id) });
  return { note: preparedNote(ctx), day: dayOf(ctx, day) };
}
