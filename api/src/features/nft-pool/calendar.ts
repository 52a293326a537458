import { gameRounds } from '@app/db/schema/rounds';
import { nfts, type Nft } from '@app/db/schema/nfts';
import { and, eq, gte, lte, or, sql } from '@app/db/orm';
import { isThursday, utcDay } from '@app/shared/rules/time';
import { DAY_MS } from '@app/shared/constants';
import { countOf } from '@app/shared/rules/plural';
import type { Calendar, CalendarDay, PoolHealth, ScheduleResult } from '@app/shared/schemas/nft-pool';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { audit } from '../../audit/audit';
import { lastPlayedDays, toAdminNft } from '../admin/nfts';
import { nftOrThrow } from '../admin/store';
import { answerKey, answeredBefore } from '../game/answered';
import { discardStalePreparedRounds } from '../game/prepared';

/** Fewer days than this before an NFT plays again, and the admin page warns. */
const REPEAT_WARNING_DAYS = 14;

const dayAfter = (day: string, offset: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS));

/** The coming days from today: each day's scheduled NFT (else a random pick) and any round already decided. */
export async function calendar({ ctx, input: dayCount }: { ctx: Ctx; input: number }): Promise<Calendar> {
  const today = utcDay(ctx.now);
  const last = dayAfter(today, dayCount - 1);
  const scheduled = await ctx.database
    .select()
    .from(nfts)
    .where(and(gte(nfts.setForDate, today), lte(nfts.setForDate, last)))
    .orderBy(nfts.id);
  const rounds = await ctx.database
    .select({ day: gameRounds.day, name: nfts.name, prepared: gameRounds.prepared })
    .from(gameRounds)
    .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
    .where(
      and(
        gte(gameRounds.day, today),
        lte(gameRounds.day, last),
        or(eq(gameRounds.active, true), eq(gameRounds.prepared, true)),
      ),
    );
  const lastPlayed = await lastPlayedDays({ ctx });
  const days = Array.from({ length: dayCount }, (_, offset): CalendarDay => {
    const day = dayAfter(today, offset);
    // The rules play the first active NFT set for the day.
    const nft = scheduled.find((candidate) => candidate.setForDate === day && candidate.active) ?? null;
    const round = rounds.find((candidate) => candidate.day === day);
    return {
      day,
      thursday: isThursday(new Date(`${day}T00:00:00Z`)),
      scheduled: nft && toAdminNft(nft, lastPlayed),
      round: round ? { nftName: round.name, prepared: round.prepared } : null,
    };
  });
  return { days, health: await poolHealth(ctx) };
}

/** How many active NFTs no round has played, and so how many days remain before one plays again. */
async function poolHealth(ctx: Pick<Ctx, 'database'>): Promise<PoolHealth> {
  const played = sql`exists (select 1 from ${gameRounds} where ${gameRounds.nftId} = ${nfts.id} and ${eq(gameRounds.prepared, false)})`;
  const [counts] = await ctx.database
    .select({
      active: sql<number>`count(*)`.mapWith(Number),
      neverUsed: sql<number>`coalesce(sum(case when ${played} then 0 else 1 end), 0)`.mapWith(Number),
    })
    .from(nfts)
    .where(eq(nfts.active, true));
  const { active, neverUsed } = counts!;
  const warning =
    neverUsed < REPEAT_WARNING_DAYS
      ? `Only ${countOf(neverUsed, { one: 'day', other: 'days' })} of new NFTs left before NFTs repeat: import a collection or add NFTs`
      : null;
  return { active, neverUsed, daysBeforeRepeats: neverUsed, warning };
}

/** Today's round is replaced with "Set for today", not from the calendar; a past day cannot change. */
async function assertSchedulable(ctx: Pick<Ctx, 'database' | 'now'>, day: string): Promise<void> {
  const today = utcDay(ctx.now);
  if (day < today) throw new AppError('BAD_REQUEST', 'The schedule date cannot be in the past', { field: 'day' });
  const [playing] = await ctx.database
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.day, day), eq(gameRounds.active, true)));
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
async function preparedNote(ctx: Ctx): Promise<string | null> {
  const discarded = await discardStalePreparedRounds({ ctx });
  if (discarded === 0) return null;
  const tomorrow = dayAfter(utcDay(ctx.now), 1);
  return `The round already prepared for ${tomorrow} was discarded; it is prepared again by the rules before midnight.`;
}

async function dayOf(ctx: Ctx, day: string): Promise<CalendarDay> {
  const index = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${utcDay(ctx.now)}T00:00:00Z`)) / DAY_MS);
  return (await calendar({ ctx, input: index + 1 })).days[index]!;
}

/**
 * The warning when the day's NFT repeats the answer of a played round: that day every past
 * puzzle rests, since one of them would give the answer away.
 */
async function repeatNote(ctx: Ctx, day: string, nft: Nft): Promise<string | null> {
  const lastDay = (await answeredBefore(ctx.database, day)).get(answerKey(nft.nftId));
  if (!lastDay) return null;
  return `#${nft.nftId} was already the answer on ${lastDay}: on ${day} every past puzzle rests for everyone. Choose an NFT that has not played to keep them open.`;
}

/**
 * What a change of the calendar answers: the notes (a repeated answer, a discarded prepared
 * round), the day as it is now, and the day the NFT left.
 */
async function changedDay(
  ctx: Ctx,
  day: string,
  { movedFrom = null, scheduled = null }: { movedFrom?: string | null; scheduled?: Nft | null } = {},
): Promise<ScheduleResult> {
  const notes = [scheduled && (await repeatNote(ctx, day, scheduled)), await preparedNote(ctx)].filter(Boolean);
  return { note: notes.length > 0 ? notes.join(' ') : null, day: await dayOf(ctx, day), movedFrom };
}

/** Sets the NFT for the day (moving it from any other day); any other NFT set for the day is unscheduled. */
export async function scheduleDay({
  ctx,
  input: { day, nftRowId },
}: {
  ctx: Ctx;
  input: { day: string; nftRowId: number };
}): Promise<ScheduleResult> {
  await assertSchedulable(ctx, day);
  const nft = await nftOrThrow(ctx.database, nftRowId);
  if (!nft.active) throw new AppError('CONFLICT', 'An inactive NFT cannot be scheduled');
  await ctx.database.transaction(async (tx) => {
    await tx.update(nfts).set({ setForDate: null }).where(eq(nfts.setForDate, day));
    await tx.update(nfts).set({ setForDate: day }).where(eq(nfts.id, nftRowId));
  });
  await audit({
    ctx,
    input: { action: 'calendar.schedule', detail: { day, id: nft.id, nftId: nft.nftId, previousDay: nft.setForDate } },
  });
  // A day already past is history, not a move.
  const movedFrom =
    nft.setForDate && nft.setForDate !== day && nft.setForDate >= utcDay(ctx.now) ? nft.setForDate : null;
  return changedDay(ctx, day, { movedFrom, scheduled: nft });
}

/** Leaves the day to a random pick. */
export async function unscheduleDay({ ctx, input: day }: { ctx: Ctx; input: string }): Promise<ScheduleResult> {
  await assertSchedulable(ctx, day);
  const cleared = await ctx.database
    .update(nfts)
    .set({ setForDate: null })
    .where(eq(nfts.setForDate, day))
    .returning({ id: nfts.id });
  await audit({ ctx, input: { action: 'calendar.unschedule', detail: { day, ids: cleared.map((nft) => nft.id) } } });
  return changedDay(ctx, day);
}
