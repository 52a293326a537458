import { sql, type SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { DAY_MS, HOUR_MS } from '@app/shared/constants';
import type { Play } from './play';
import { boundsOf, bySlices } from './slices';

// Every query here is written for both engines: counts are read with Number() (PostgreSQL
// answers a COUNT as a string), booleans are tested as such, and no date function is used.

/** The days `from`..`to` (yyyy-MM-dd, both included). */
export interface DayRange {
  from: string;
  to: string;
}

interface Counted {
  k: string | number;
  n: number | string;
}

/** Rows of a key `k` and a count `n` as key → count, a key's counts from several slices added up. */
function countsOf(rows: Counted[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { k, n } of rows) counts.set(String(k), (counts.get(String(k)) ?? 0) + Number(n));
  return counts;
}

/** The rows of `query` (a key `k` and a count `n`) as key → count. */
async function countsBy(db: Database, query: SQL): Promise<Map<string, number>> {
  return countsOf(await db.rows<Counted>(query));
}

/** Rewarded ads a day. */
export function adsByDay(db: Database, { from, to }: DayRange): Promise<Map<string, number>> {
  return countsBy(
    db,
    sql`SELECT date AS k, COUNT(*) AS n FROM ad_rewards WHERE date BETWEEN ${from} AND ${to} GROUP BY date`,
  );
}

/**
 * How many rows have `column` (epoch ms) on each day of the range, keyed by the day's index
 * from `from` (0, 1, …): whole-day division, the same on both engines.
 */
function byDayIndex(db: Database, table: SQL, column: SQL, { from, to }: DayRange): Promise<Map<string, number>> {
  const start = Date.parse(from);
  const end = Date.parse(to) + DAY_MS;
  return countsBy(
    db,
    sql`SELECT CAST((${column} - ${start}) / ${DAY_MS} AS INTEGER) AS k, COUNT(*) AS n FROM ${table}
      WHERE ${column} >= ${start} AND ${column} < ${end} GROUP BY 1`,
  );
}

/** Invites attributed (the invitee arrived) and rewarded (the inviter was paid), by day index. */
export async function invitesByDay(db: Database, range: DayRange) {
  return {
    attributed: await byDayIndex(db, sql`referrals`, sql`created_at`, range),
    rewarded: await byDayIndex(db, sql`referrals`, sql`rewarded_at`, range),
  };
}

/** Reminder sends a day by how they went ("day|outcome" → sends). */
export function remindersByDay(db: Database, { from, to }: DayRange): Promise<Map<string, number>> {
  return countsBy(
    db,
    sql`SELECT day || '|' || outcome AS k, COUNT(*) AS n FROM reminder_sends
      WHERE day BETWEEN ${from} AND ${to} GROUP BY day, outcome`,
  );
}

/** How long after a reminder a game counts as one it brought: "within 2 hours" (both ends included). */
export const AFTER_REMINDER_MS = 2 * HOUR_MS;

/**
 * Games started (a first attempt) within 2 hours after a reminder reached their player, by
 * the reminder's day (a game after midnight counts on the day the reminder was sent). A
 * player gets one reminder a day at most, so no game follows two. Counted by slices of the
 * range's sends, each send looking up its player's first attempt in each round open
 * during its 2 hours only: a scalar subquery, one index lookup a send and round (as a join
 * or EXISTS, PostgreSQL read every first attempt of the player's, a row each, to check its time).
 */
export async function gamesAfterReminderByDay(db: Database, { from, to }: DayRange): Promise<Map<string, number>> {
  const sends = async () =>
    boundsOf(
      await db.rows(
        sql`SELECT MIN(id) AS low, MAX(id) AS high FROM reminder_sends WHERE day BETWEEN ${from} AND ${to}`,
      ),
    );
  const rows = await bySlices(db, sends, (inSlice) =>
    db.rows<Counted>(sql`
      SELECT s.day AS k, COUNT(*) AS n
      FROM reminder_sends s CROSS JOIN game_rounds r
      WHERE s.day BETWEEN ${from} AND ${to} AND s.outcome = 'sent' AND ${inSlice(sql`s.id`)}
        AND r.start_date <= s.sent_at + ${AFTER_REMINDER_MS} AND r.end_date > s.sent_at
        AND (SELECT 1 FROM guesses g WHERE g.user_id = s.user_id AND g.round_id = r.id AND g.attempt_number = 1
          AND g.timestamp >= s.sent_at AND g.timestamp <= s.sent_at + ${AFTER_REMINDER_MS}) = 1
      GROUP BY s.day`),
  );
  return countsOf(rows);
}

/** Players with the daily reminder on, now. */
export async function remindersOptedIn(db: Database): Promise<number> {
  const [row] = await db.rows<Counted>(sql`SELECT 'all' AS k, COUNT(*) AS n FROM reminders WHERE enabled`);
  return Number(row?.n ?? 0);
}

export interface RoundRow {
  roundId: number;
  day: string;
  nftId: string;
  name: string;
  players: number;
  wins: number;
  first: number;
  second: number;
  third: number;
  lost: number;
}

/** Every round that opened on a day of the range (a replaced one too), with how its games went (`play`, the range's). */
export async function roundsOf(db: Database, { from, to }: DayRange, play: Play): Promise<RoundRow[]> {
  const rounds = await db.rows<Pick<RoundRow, 'roundId' | 'day' | 'nftId' | 'name'>>(sql`
    SELECT r.id AS "roundId", r.day AS day, n.nft_id AS "nftId", n.name AS name
    FROM game_rounds r JOIN nfts n ON n.id = r.nft_id
    WHERE r.day BETWEEN ${from} AND ${to} AND NOT r.prepared
    ORDER BY r.day, r.id`);
  return rounds.map((round) => {
    const games = play.rounds.get(Number(round.roundId));
    const [first, second, third] = games?.byAttempt ?? [0, 0, 0];
    return {
      ...round,
      players: games?.players ?? 0,
      wins: games?.wins ?? 0,
      first,
      second,
      third,
      lost: games?.lost ?? 0,
    };
  });
}
