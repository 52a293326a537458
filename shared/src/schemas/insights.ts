import { z } from 'zod';
import { DAY_MS } from '../constants';
import { isIsoDay } from '../rules/time';

/** The longest range the insights answer, in days (a leap year). */
const INSIGHTS_MAX_DAYS = 366;

/** Where a guess was played, as the server knows it from the session that sent it. */
export const PLATFORMS = ['web', 'miniapp', 'xapp'] as const;
export type Platform = (typeof PLATFORMS)[number];

const Day = (field: string) => z.string().refine(isIsoDay, `${field} must be a day (yyyy-MM-dd)`);

/** Days in the range `from`..`to`, both included. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** `?from=&to=`: both or neither (then the last 30 days); `from` not after `to`, at most a year. */
export const InsightsQuery = z
  .object({ from: Day('from').optional(), to: Day('to').optional() })
  .superRefine(({ from, to }, check) => {
    if ((from === undefined) !== (to === undefined)) {
      check.addIssue({ code: 'custom', path: [from ? 'to' : 'from'], message: 'Give both from and to, or neither' });
    } else if (from && to && from > to) {
      check.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
    } else if (from && to && daysBetween(from, to) > INSIGHTS_MAX_DAYS) {
      check.addIssue({ code: 'custom', path: ['to'], message: `The range is at most ${INSIGHTS_MAX_DAYS} days` });
    }
  });
export type InsightsQuery = z.infer<typeof InsightsQuery>;

const INSIGHTS_TABLES = ['days', 'rounds', 'retention'] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

/** `?table=` of the CSV export, with the range. */
export const InsightsCsvQuery = z.object({ table: z.enum(INSIGHTS_TABLES) }).and(InsightsQuery);
export type InsightsCsvQuery = z.infer<typeof InsightsCsvQuery>;

const count = z.number().int().nonnegative();

/** One UTC day: players with at least one guess that day, and what else happened. */
export const InsightsDay = z.object({
  day: z.string(),
  players: count,
  /** Played their first game ever that day. */
  newPlayers: count,
  returningPlayers: count,
  guesses: count,
  wins: count,
  /** Players by where their first guess of the day came from (guesses recorded with a platform only). */
  byPlatform: z.object({ web: count, miniapp: count, xapp: count }),
  adsRewarded: count,
  invitesAttributed: count,
  invitesRewarded: count,
  remindersSent: count,
  /** Reminders Telegram refused because the player blocked the bot (403). */
  remindersBlocked: count,
  /** Games started within 2 hours after a reminder reached their player, on the reminder's day. */
  gamesAfterReminder: count,
});
export type InsightsDay = z.infer<typeof InsightsDay>;

/** One round: who played it and how its games ended. */
export const InsightsRound = z.object({
  roundId: z.number().int(),
  day: z.string(),
  /** The number players guessed. */
  nftId: z.string(),
  name: z.string(),
  players: count,
  wins: count,
  /** Wins on the 1st, 2nd and 3rd try. */
  byAttempt: z.tuple([count, count, count]),
  lost: count,
});
export type InsightsRound = z.infer<typeof InsightsRound>;

/** Players back on a cohort's later day; null while that day has not come (drawn "not yet", an empty CSV cell). */
const returns = count.nullable();

/** The players whose first game was on `cohort`, and how many of them played 1, 7 and 30 days later. */
export const InsightsCohort = z.object({ cohort: z.string(), players: count, d1: returns, d7: returns, d30: returns });
export type InsightsCohort = z.infer<typeof InsightsCohort>;

/** GET /api/admin/insights: counts only, never who. */
export const Insights = z.object({
  /** The server's UTC day: its row is still being played, so its numbers are partial. */
  today: z.string(),
  days: z.array(InsightsDay),
  rounds: z.array(InsightsRound),
  retention: z.array(InsightsCohort),
  /** Players with the daily reminder on, now: who had it on in the past is not kept. */
  remindersOptedIn: count,
});
export type Insights = z.infer<typeof Insights>;

/** The CSV file of one table: its name, header row and rows, in the JSON's order. */
export const INSIGHTS_CSV_HEADERS = {
  days: [
    'day',
    'players',
    'newPlayers',
    'returningPlayers',
    'guesses',
    'wins',
    'web',
    'miniapp',
    'xapp',
    'adsRewarded',
    'invitesAttributed',
    'invitesRewarded',
    'remindersSent',
    'remindersBlocked',
    'gamesAfterReminder',
  ],
  rounds: ['roundId', 'day', 'nftId', 'name', 'players', 'wins', 'first', 'second', 'third', 'lost'],
  retention: ['cohort', 'players', 'd1', 'd7', 'd30'],
} as const satisfies Record<InsightsTable, readonly string[]>;

/** The week's numbers the bot's admins get on Monday, with a button to the Insights page. */
export interface InsightsDigest {
  weekStart: string;
  weekEnd: string;
  /** Players with a guess that week, and those whose first game it was. */
  players: number;
  newPlayers: number;
  /** The new players of the day before the week, and how many of them played 7 days later. */
  cohort: { day: string; players: number; d7: number };
  /** The week's round with the smallest share of wins; null when nobody played. */
  hardest: { day: string; nftId: string; name: string; players: number; wins: number } | null;
  adsRewarded: number;
  invitesAttributed: number;
  invitesRewarded: number;
}
