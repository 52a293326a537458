import { settings } from '@app/db/schema/settings';
import { eq } from '@app/db/orm';
import { DAY_MS } from '@app/shared/constants';
import { utcDay, weekOf } from '@app/shared/rules/time';
import type { InsightsDigest, InsightsRound } from '@app/shared/schemas/insights';
import type { Ctx } from '../../context';
import { dayAfter } from './calendar';
import { getInsights } from './service';
import { playersIn } from './play';
import type { DayRange } from './store';

const LAST_DIGEST = 'insights_digest_week';

const winShare = (round: InsightsRound) => round.wins / round.players;

/** The round with the smallest share of wins among those played. */
const hardestOf = (rounds: InsightsRound[]) =>
  rounds
    .filter((round) => round.players > 0)
    .reduce<InsightsRound | null>(
      (worst, round) => (!worst || winShare(round) < winShare(worst) ? round : worst),
      null,
    );

/** The week's numbers: players, the D7 of the cohort a week old (the day before the week), the hardest round, ads and invites. */
async function weeklyDigest(ctx: Ctx, week: DayRange): Promise<InsightsDigest> {
  const cohortDay = dayAfter(week.from, -1);
  const input = { from: cohortDay, to: week.to };
  const { days, rounds, retention } = await getInsights({ ctx, input });
  const weekDays = days.slice(1);
  const total = (count: (day: (typeof days)[number]) => number) => weekDays.reduce((sum, day) => sum + count(day), 0);
  const hardest = hardestOf(rounds.filter((round) => round.day >= week.from));
  const cohort = retention[0]!;
  return {
    weekStart: week.from,
    weekEnd: week.to,
    players: await playersIn(ctx.database, week),
    newPlayers: total((day) => day.newPlayers),
    // The cohort's D7 is the week's last day: come once the week is over.
    cohort: { day: cohortDay, players: cohort.players, d7: cohort.d7 ?? 0 },
    hardest: hardest && {
      day: hardest.day,
      nftId: hardest.nftId,
      name: hardest.name,
      players: hardest.players,
      wins: hardest.wins,
    },
    adsRewarded: total((day) => day.adsRewarded),
    invitesAttributed: total((day) => day.invitesAttributed),
    invitesRewarded: total((day) => day.invitesRewarded),
  };
}

/**
 * Once a week: the last week that ended (UTC), to the bot's admins, at the first run after
 * it ended, a Monday's or, when no process ran then, the next one's. Remembered in the
 * record before it is sent, so a restart or a second run never sends it twice.
 */
export async function sendWeeklyDigest({ ctx }: { ctx: Ctx }): Promise<void> {
  const lastWeek = weekOf(new Date(weekOf(ctx.now).start.getTime() - DAY_MS));
  const week = { from: utcDay(lastWeek.start), to: utcDay(lastWeek.end) };
  const [last] = await ctx.database.select().from(settings).where(eq(settings.key, LAST_DIGEST));
  if (last?.value === week.from) return;
  await ctx.database
    .insert(settings)
    .values({ key: LAST_DIGEST, value: week.from, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: settings.key, set: { value: week.from, updatedAt: ctx.now } });
  await ctx.announcer.insightsDigest(await weeklyDigest(ctx, week));
}
