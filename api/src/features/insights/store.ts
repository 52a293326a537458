import { sql, type SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { DAY_MS, HOUR_MS } from '@app/shared/constants';
import type { Platform } from '@app/shared/schemas/insights';
import { addedUp, bySlicesOfPlayers, type InSlice, type Slicing } from './slices';

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

/** The rows of `query` (a key `k` and a count `n`) as key → count. */
async function countsBy(db: Database, query: SQL): Promise<Map<string, number>> {
  const rows = await db.rows<Counted>(query);
  return new Map(rows.map((row) => [String(row.k), Number(row.n)]));
}

/** The same, counted by slices of players and added up. */
async function countsBySlices(db: Database, query: (inSlice: InSlice) => SQL, slicing?: Slicing) {
  const rows = await bySlicesOfPlayers(db, (inSlice) => db.rows<Counted>(query(inSlice)), slicing);
  return new Map([...addedUp(rows, 'k')].map(([key, row]) => [key, Number(row.n)]));
}

/** Guesses of the rounds played on the range's days, by the slice's players. */
const playedIn = ({ from, to }: DayRange, inSlice: InSlice) => sql`
  guesses g JOIN game_rounds r ON r.id = g.round_id
  WHERE r.day BETWEEN ${from} AND ${to} AND ${inSlice(sql`g.user_id`)}`;

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

/** Players, guesses and wins a day, and players by platform: one read of the day's guesses, by slices of players. */
export async function playByDay(db: Database, range: DayRange, slicing?: Slicing): Promise<Map<string, PlayRow>> {
  const rows = await bySlicesOfPlayers(
    db,
    (inSlice) =>
      db.rows<PlayRow>(sql`
        SELECT r.day AS day, COUNT(DISTINCT g.user_id) AS players, COUNT(*) AS guesses,
          SUM(CASE WHEN g.correct THEN 1 ELSE 0 END) AS wins,
          ${playersOn('web')} AS web, ${playersOn('miniapp')} AS miniapp, ${playersOn('xapp')} AS xapp
        FROM ${playedIn(range, inSlice)}
        GROUP BY r.day`),
    slicing,
  );
  return addedUp(rows, 'day');
}

/** Players with at least one guess on the range's days (each once). */
export async function playersIn(db: Database, range: DayRange): Promise<number> {
  const counts = await countsBySlices(
    db,
    (inSlice) => sql`SELECT 'all' AS k, COUNT(DISTINCT g.user_id) AS n FROM ${playedIn(range, inSlice)}`,
  );
  return counts.get('all') ?? 0;
}

/**
 * New players a day: those with a game that day and no first game recorded before it. Right
 * for a day once every earlier day is rolled up (see rollup.ts): today, or the day being
 * rolled up, even if some of its own first games are recorded already (a roll-up cut short).
 */
export function newPlayersByDay(db: Database, range: DayRange, slicing?: Slicing): Promise<Map<string, number>> {
  return countsBySlices(
    db,
    (inSlice) => sql`SELECT r.day AS k, COUNT(DISTINCT g.user_id) AS n
      FROM ${playedIn(range, inSlice)}
        AND NOT EXISTS (SELECT 1 FROM first_games f WHERE f.user_id = g.user_id AND f.day < r.day)
      GROUP BY r.day`,
    slicing,
  );
}

/**
 * Records the first game of the day's new players (as newPlayersByDay counts them), a short
 * transaction a slice of players; recording one twice changes nothing.
 */
export async function recordFirstGames(db: Database, day: string, slicing?: Slicing): Promise<void> {
  await bySlicesOfPlayers(
    db,
    (inSlice) =>
      db.transaction((tx) =>
        tx.rows(sql`
          INSERT INTO first_games (user_id, day)
          SELECT DISTINCT g.user_id, r.day
          FROM ${playedIn({ from: day, to: day }, inSlice)}
            AND NOT EXISTS (SELECT 1 FROM first_games f WHERE f.user_id = g.user_id)
          ON CONFLICT DO NOTHING
          RETURNING user_id`),
      ),
    slicing,
  );
}

/** Of the players whose first game was on `cohort`, how many played on `day`. */
export async function returnsOn(db: Database, cohort: string, day: string, slicing?: Slicing): Promise<number> {
  const counts = await countsBySlices(
    db,
    (inSlice) => sql`
      SELECT 'all' AS k, COUNT(*) AS n FROM first_games f
      WHERE f.day = ${cohort} AND ${inSlice(sql`f.user_id`)} AND EXISTS (
        SELECT 1 FROM guesses g JOIN game_rounds r ON r.id = g.round_id
        WHERE g.user_id = f.user_id AND g.attempt_number = 1 AND r.day = ${day})`,
    slicing,
  );
  return counts.get('all') ?? 0;
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
const AFTER_REMINDER_MS = 2 * HOUR_MS;

/**
 * Games started (a first attempt) within 2 hours after a reminder reached their player, by
 * the reminder's day (a game after midnight counts on the day the reminder was sent). A
 * player gets one reminder a day at most, so no game follows two. Only the rounds that can
 * hold such a game are joined: those open during the range or the day after it.
 */
export function gamesAfterReminderByDay(db: Database, { from, to }: DayRange): Promise<Map<string, number>> {
  const end = Date.parse(to) + 2 * DAY_MS;
  return countsBy(
    db,
    sql`SELECT s.day AS k, COUNT(*) AS n
      FROM reminder_sends s
        JOIN game_rounds r ON r.start_date < ${end} AND r.end_date > ${Date.parse(from)}
          AND r.start_date <= s.sent_at + ${AFTER_REMINDER_MS} AND r.end_date > s.sent_at
        JOIN guesses g ON g.user_id = s.user_id AND g.round_id = r.id AND g.attempt_number = 1
      WHERE s.day BETWEEN ${from} AND ${to} AND s.outcome = 'sent'
        AND g.timestamp >= s.sent_at AND g.timestamp <= s.sent_at + ${AFTER_REMINDER_MS}
      GROUP BY s.day`,
  );
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
  players: number | string;
  wins: number | string;
  first: number | string;
  second: number | string;
  third: number | string;
  lost: number | string;
}

type RoundCounts = Omit<RoundRow, 'day' | 'nftId' | 'name'>;

const NO_GAMES = { players: 0, wins: 0, first: 0, second: 0, third: 0, lost: 0 };

const winsOn = (attempt: number) => sql`SUM(CASE WHEN g.correct AND g.attempt_number = ${attempt} THEN 1 ELSE 0 END)`;

/** Every round that opened on a day of the range (a replaced one too), with how its games went. */
export async function roundsOf(db: Database, range: DayRange, slicing?: Slicing): Promise<RoundRow[]> {
  const rounds = await db.rows<Pick<RoundRow, 'roundId' | 'day' | 'nftId' | 'name'>>(sql`
    SELECT r.id AS "roundId", r.day AS day, n.nft_id AS "nftId", n.name AS name
    FROM game_rounds r JOIN nfts n ON n.id = r.nft_id
    WHERE r.day BETWEEN ${range.from} AND ${range.to} AND NOT r.prepared
    ORDER BY r.day, r.id`);
  if (rounds.length === 0) return [];
  const games = await bySlicesOfPlayers(
    db,
    (inSlice) =>
      db.rows<RoundCounts>(sql`
        SELECT g.round_id AS "roundId", COUNT(DISTINCT g.user_id) AS players,
          SUM(CASE WHEN g.correct THEN 1 ELSE 0 END) AS wins,
          ${winsOn(1)} AS first, ${winsOn(2)} AS second, ${winsOn(3)} AS third,
          SUM(CASE WHEN g.attempt_number = 3 AND NOT g.correct THEN 1 ELSE 0 END) AS lost
        FROM ${playedIn(range, inSlice)} AND NOT r.prepared
        GROUP BY g.round_id`),
    slicing,
  );
  const counts = addedUp(games, 'roundId');
  return rounds.map((round) => ({ ...NO_GAMES, ...counts.get(String(round.roundId)), ...round }));
}
