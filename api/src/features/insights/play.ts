import { sql, type SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { PLATFORMS, type Platform } from '@app/shared/schemas/insights';
import { dayAfter } from './calendar';
import { boundsOf, bySlices, playerIds, type IdBounds, type Slicing } from './slices';
/** The days `from`..`to` (yyyy-MM-dd, both included), as store.ts's DayRange (not imported: store.ts reads a Play). */
type DayRange = { from: string; to: string };

type Count = number | string | null;

/** The days D1, D7 and D30 of retention look at, after a player's first game. */
export const RETURN_AFTER = [1, 7, 30] as const;
export type ReturnAfter = (typeof RETURN_AFTER)[number];

/** A day's play: its players (each once), the new ones, by platform, its guesses and wins, and who came back. */
interface DayPlay {
  players: number;
  newPlayers: number;
  byPlatform: Record<Platform, number>;
  guesses: number;
  wins: number;
  /** Of the players whose first game was 1, 7 and 30 days before, how many played. */
  returns: Record<ReturnAfter, number>;
}

/** A round's play: its players and how their games ended. */
interface RoundPlay {
  players: number;
  wins: number;
  byAttempt: [number, number, number];
  lost: number;
}

/** The range's play, by day and by round id. */
export interface Play {
  days: Map<string, DayPlay>;
  rounds: Map<number, RoundPlay>;
}

export const emptyPlay = (): Play => ({ days: new Map(), rounds: new Map() });

/** Adds the days and rounds of `more` (none of them in `play`) to `play`. */
export function addPlay(play: Play, more: Play): void {
  for (const [day, counts] of more.days) play.days.set(day, counts);
  for (const [round, counts] of more.rounds) play.rounds.set(round, counts);
}

/** A round of the range, with the rounds that opened before it on its day (a replaced NFT): usually none. */
export interface PlayedRound {
  id: number;
  day: string;
  earlier: number[];
}

/** The range's rounds (not the prepared ones), each with the earlier ones of its day. */
export async function roundsIn(db: Database, { from, to }: DayRange): Promise<PlayedRound[]> {
  const rows = await db.rows<{ id: number | string; day: string }>(sql`
    SELECT id, day FROM game_rounds WHERE day BETWEEN ${from} AND ${to} AND NOT prepared ORDER BY day, id`);
  return rows.map(({ id, day }, index) => ({
    id: Number(id),
    day,
    earlier: rows.slice(0, index).flatMap((row) => (row.day === day ? [Number(row.id)] : [])),
  }));
}

/**
 * The lowest and highest id of a round's players, and how many games: its games are counted,
 * and the first games it brought recorded, by slices of them.
 */
export async function playerIdsOf(db: Database, roundId: number): Promise<IdBounds | null> {
  const [games] = await db.rows<{ low: Count; high: Count; n: Count }>(sql`
    SELECT MIN(user_id) AS low, MAX(user_id) AS high, COUNT(*) AS n FROM guesses
    WHERE round_id = ${roundId} AND attempt_number = 1`);
  if (!games) return null;
  const bounds = boundsOf([games]);
  return bounds && { ...bounds, rows: Number(games.n) };
}

/** A round's counts within a slice of its players (or of its guesses: see tally.ts). */
export type SliceCounts = Record<
  | 'guesses'
  | 'players'
  | 'wins'
  | 'first'
  | 'second'
  | 'third'
  | 'lost'
  | 'dayPlayers'
  | 'newPlayers'
  | Platform
  | `d${ReturnAfter}`,
  Count
>;

/** Whether the player of game `g` made a guess matching `condition` (on `e`) in a round opened earlier on the day. */
export function inEarlierRound(round: PlayedRound, condition: SQL): SQL {
  if (!round.earlier.length) return sql`0 = 1`;
  const ids = sql.join(
    round.earlier.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`EXISTS (SELECT 1 FROM guesses e WHERE e.user_id = g.user_id AND e.round_id IN (${ids}) AND ${condition})`;
}

/**
 * A round's games of a slice of players, one row of sums: each game is read from
 * guesses_round_player_idx alone, in player order, and only its player's first game is
 * joined. A game counts on the day's players, and on a platform it was played on, unless
 * its player played (on that platform) in a round opened earlier that day (a replaced NFT);
 * its player is new when no first game was recorded before the day, and a return when that
 * first game was 1, 7 or 30 days before.
 */
function sliceCounts(db: Database, round: PlayedRound, inSlice: SQL): Promise<SliceCounts[]> {
  const wonOn = (attempt: number) => sql`SUM(CASE WHEN t.won_on = ${attempt} THEN 1 ELSE 0 END)`;
  const playedOn = (platform: Platform) => sql`
    CASE WHEN MAX(CASE WHEN g.platform = ${platform} THEN 1 ELSE 0 END) = 1
      AND NOT ${inEarlierRound(round, sql`e.platform = ${platform}`)} THEN 1 ELSE 0 END`;
  const cameBack = (after: ReturnAfter) =>
    sql`SUM(CASE WHEN t.day_player = 1 AND f.day = ${dayAfter(round.day, -after)} THEN 1 ELSE 0 END)`;
  return db.rows<SliceCounts>(sql`
    SELECT COUNT(*) AS players, SUM(t.guesses) AS guesses, SUM(CASE WHEN t.won_on > 0 THEN 1 ELSE 0 END) AS wins,
      ${wonOn(1)} AS first, ${wonOn(2)} AS second, ${wonOn(3)} AS third, SUM(t.lost) AS lost,
      SUM(t.day_player) AS "dayPlayers",
      SUM(CASE WHEN t.day_player = 1 AND (f.day IS NULL OR f.day >= ${round.day}) THEN 1 ELSE 0 END) AS "newPlayers",
      SUM(t.web) AS web, SUM(t.miniapp) AS miniapp, SUM(t.xapp) AS xapp,
      ${cameBack(1)} AS d1, ${cameBack(7)} AS d7, ${cameBack(30)} AS d30
    FROM (
      SELECT g.user_id, COUNT(*) AS guesses, MAX(CASE WHEN g.correct THEN g.attempt_number ELSE 0 END) AS won_on,
        MAX(CASE WHEN g.attempt_number = 3 AND NOT g.correct THEN 1 ELSE 0 END) AS lost,
        ${playedOn('web')} AS web, ${playedOn('miniapp')} AS miniapp, ${playedOn('xapp')} AS xapp,
        CASE WHEN ${inEarlierRound(round, sql`e.attempt_number = 1`)} THEN 0 ELSE 1 END AS day_player
      FROM guesses g WHERE g.round_id = ${round.id} AND ${inSlice}
      GROUP BY g.user_id
    ) t LEFT JOIN first_games f ON f.user_id = t.user_id`);
}

const dayOf = (): DayPlay => ({
  players: 0,
  newPlayers: 0,
  byPlatform: { web: 0, miniapp: 0, xapp: 0 },
  guesses: 0,
  wins: 0,
  returns: { 1: 0, 7: 0, 30: 0 },
});
const roundOf = (): RoundPlay => ({ players: 0, wins: 0, byAttempt: [0, 0, 0], lost: 0 });

export function addSlice(play: Play, round: PlayedRound, counts: SliceCounts): void {
  const n = (key: keyof SliceCounts) => Number(counts[key] ?? 0);
  const day = play.days.get(round.day) ?? dayOf();
  play.days.set(round.day, day);
  day.players += n('dayPlayers');
  day.newPlayers += n('newPlayers');
  for (const platform of PLATFORMS) day.byPlatform[platform] += n(platform);
  day.guesses += n('guesses');
  day.wins += n('wins');
  for (const after of RETURN_AFTER) day.returns[after] += n(`d${after}`);
  const played = play.rounds.get(round.id) ?? roundOf();
  play.rounds.set(round.id, played);
  played.players += n('players');
  played.wins += n('wins');
  played.byAttempt = [
    played.byAttempt[0] + n('first'),
    played.byAttempt[1] + n('second'),
    played.byAttempt[2] + n('third'),
  ];
  played.lost += n('lost');
}

/** A round's games counted in SQL by slices of its players, each slice answering one row of sums. */
export function gamesOf(db: Database, round: PlayedRound, slicing?: Slicing): Promise<SliceCounts[]> {
  return bySlices(
    db,
    () => playerIdsOf(db, round.id),
    (inSlice) => sliceCounts(db, round, inSlice(sql`g.user_id`)),
    slicing,
  );
}

/**
 * The range's guesses counted in SQL, round by round (gamesOf). New players are those with no first
 * game recorded before the day: right once every earlier day is rolled up, even if some of
 * the day's own first games are recorded already (a roll-up cut short).
 */
export async function playIn(db: Database, range: DayRange, slicing?: Slicing): Promise<Play> {
  const play = emptyPlay();
  for (const round of await roundsIn(db, range)) {
    for (const counts of await gamesOf(db, round, slicing)) addSlice(play, round, counts);
  }
  return play;
}

/** Players with at least one guess on the range's days (each once), counted by slices of players. */
export async function playersIn(db: Database, range: DayRange): Promise<number> {
  const rounds = (await roundsIn(db, range)).map(({ id }) => sql`${id}`);
  if (!rounds.length) return 0;
  const slices = await bySlices(
    db,
    () => playerIds(db),
    (inSlice) =>
      db.rows<{ n: Count }>(sql`
      SELECT COUNT(*) AS n FROM users u WHERE ${inSlice(sql`u.id`)} AND EXISTS (
        SELECT 1 FROM guesses g WHERE g.user_id = u.id AND g.round_id IN (${sql.join(rounds, sql`, `)})
          AND g.attempt_number = 1)`),
  );
  return slices.reduce((sum, { n }) => sum + Number(n ?? 0), 0);
}
