import { sql, type SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { DAY_MS } from '@app/shared/constants';
import type { Platform } from '@app/shared/schemas/insights';

// Every query here is written for both engines: counts are read with Number() (PostgreSQL
// answers a COUNT as a string), booleans are tested as such, and no date function is used.

/** The days `from`..`to` (yyyy-MM-dd, both included). */
export interface DayRange {
  from: string;
  to: string;
}

type Counted<K extends string> = Record<K, string> & { n: number | string };

/** The rows as [key, count] pairs, the count as a number. */
async function countsBy<K extends string>(db: Database, query: SQL, key: K): Promise<Map<string, number>> {
  const rows = await db.rows<Counted<K>>(query);
  return new Map(rows.map((row) => [String(row[key]), Number(row.n)]));
}

/** Guesses of the rounds played on the range's days. */
const playedIn = ({ from, to }: DayRange) => sql`
  guesses g JOIN game_rounds r ON r.id = g.round_id
  WHERE r.day BETWEEN ${from} AND ${to}`;

/** A day's players, guesses and wins, and its players by where they guessed from. */
export interface PlayRow {
  day: string;
  players: number | string;
  guesses: number | string;
  wins: number | string;
  web: number | string;
  miniapp: number | string;
  xapp: number | string;
}

/** Players who guessed from `platform` that day (guesses recorded with no platform count nowhere). */
const playersOn = (platform: Platform) => sql`COUNT(DISTINCT CASE WHEN g.platform = ${platform} THEN g.user_id END)`;

/** Players, guesses and wins a day, and players by platform: one read of the day's guesses. */
export function playByDay(db: Database, range: DayRange): Promise<PlayRow[]> {
  return db.rows<PlayRow>(sql`
    SELECT r.day AS day, COUNT(DISTINCT g.user_id) AS players, COUNT(*) AS guesses,
      SUM(CASE WHEN g.correct THEN 1 ELSE 0 END) AS wins,
      ${playersOn('web')} AS web, ${playersOn('miniapp')} AS miniapp, ${playersOn('xapp')} AS xapp
    FROM ${playedIn(range)}
    GROUP BY r.day`);
}

/** Players with at least one guess on the range's days (each once). */
export async function playersIn(db: Database, range: DayRange): Promise<number> {
  const [row] = await db.rows<{ n: number | string }>(
    sql`SELECT COUNT(DISTINCT g.user_id) AS n FROM ${playedIn(range)}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * New players a day: those with a game that day and no first game recorded before it. Right
 * for a day once every earlier day is rolled up (see rollup.ts): today, or the day being
 * rolled up. Every guess of the day is read, through the rounds' index: a condition on the
 * attempt number made SQLite read every guess ever through the attempt index instead
 * (230 ms against 22 at 300,000 players).
 */
export function newPlayersByDay(db: Database, range: DayRange): Promise<Map<string, number>> {
  return countsBy(
    db,
    sql`SELECT r.day AS k, COUNT(DISTINCT g.user_id) AS n
      FROM ${playedIn(range)}
        AND NOT EXISTS (SELECT 1 FROM first_games f WHERE f.user_id = g.user_id)
      GROUP BY r.day`,
    'k',
  );
}

/** Records the first game of the day's new players (as newPlayersByDay counts them); answers how many. */
export async function recordFirstGames(db: Database, day: string): Promise<number> {
  const recorded = await db.rows(sql`
    INSERT INTO first_games (user_id, day)
    SELECT DISTINCT g.user_id, r.day
    FROM ${playedIn({ from: day, to: day })}
      AND NOT EXISTS (SELECT 1 FROM first_games f WHERE f.user_id = g.user_id)
    ON CONFLICT DO NOTHING
    RETURNING user_id`);
  return recorded.length;
}

/** Of the players whose first game was on `cohort`, how many played on `day`. */
export async function returnsOn(db: Database, cohort: string, day: string): Promise<number> {
  const [row] = await db.rows<{ n: number | string }>(sql`
    SELECT COUNT(*) AS n FROM first_games f
    WHERE f.day = ${cohort} AND EXISTS (
      SELECT 1 FROM guesses g JOIN game_rounds r ON r.id = g.round_id
      WHERE g.user_id = f.user_id AND g.attempt_number = 1 AND r.day = ${day})`);
  return Number(row?.n ?? 0);
}

/** Rewarded ads a day. */
export function adsByDay(db: Database, { from, to }: DayRange): Promise<Map<string, number>> {
  return countsBy(
    db,
    sql`SELECT date AS k, COUNT(*) AS n FROM ad_rewards WHERE date BETWEEN ${from} AND ${to} GROUP BY date`,
    'k',
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
    'k',
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
    'k',
  );
}

export interface RoundRow {
  roundId: number;
  day: string;
  nftId: string;
  name: string;
  players: number | string;
  wins: number | string;
  first: number | string;
  second: number | string;
  third: number | string;
  lost: number | string;
}

const winsOn = (attempt: number) => sql`SUM(CASE WHEN g.correct AND g.attempt_number = ${attempt} THEN 1 ELSE 0 END)`;

/** Every round that opened on a day of the range (a replaced one too), with how its games went. */
export function roundsOf(db: Database, { from, to }: DayRange): Promise<RoundRow[]> {
  return db.rows<RoundRow>(sql`
    SELECT r.id AS "roundId", r.day AS day, n.nft_id AS "nftId", n.name AS name,
      COUNT(DISTINCT g.user_id) AS players,
      COALESCE(SUM(CASE WHEN g.correct THEN 1 ELSE 0 END), 0) AS wins,
      COALESCE(${winsOn(1)}, 0) AS first, COALESCE(${winsOn(2)}, 0) AS second, COALESCE(${winsOn(3)}, 0) AS third,
      COALESCE(SUM(CASE WHEN g.attempt_number = 3 AND NOT g.correct THEN 1 ELSE 0 END), 0) AS lost
    FROM game_rounds r JOIN nfts n ON n.id = r.nft_id LEFT JOIN guesses g ON g.round_id = r.id
    WHERE r.day BETWEEN ${from} AND ${to} AND NOT r.prepared
    GROUP BY r.id, r.day, n.nft_id, n.name
    ORDER BY r.day, r.id`);
}
