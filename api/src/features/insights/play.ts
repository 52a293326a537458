import { sql, type SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { PLATFORMS, type Platform } from '@app/shared/schemas/insights';
import { dayAfter } from './days';
import { boundsOf, bySlices, playerIds, type Slicing } from './slices';
/** The days `from`..`to` (yyyy-MM-dd, both included), as store.ts's DayRange (not imported: store.ts reads a Play). */
type DayRange = { from: string; to: string };

type Count = number | string | null;

/** The days D1, D7 and D30 of retention look at, after a player's first game. */
export const RETURN_AFTER = [1, 7, 30] as const;
export type ReturnAfter = (typeof RETURN_AFTER)[number];

/** A day's play: its players (each once), the new ones, by platform, its guesses and wins, and who came back. */
export interface DayPlay {
  players: number;
  newPlayers: number;
  byPlatform: Record<Platform, number>;
  guesses: number;
  wins: number;
  /** Of the players whose first game was 1, 7 and 30 days before, how many played. */
  returns: Record<ReturnAfter, number>;
}

/** A round's play: its players and how their games ended. */
export interface RoundPlay {
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

/** The lowest and highest guess id of a round: its slices read its guesses only. */
export async function guessIdsOf(db: Database, roundId: number) {
  return boundsOf(await db.rows(sql`SELECT MIN(id) AS low, MAX(id) AS high FROM guesses WHERE round_id = ${roundId}`));
}

/** A round's counts within a slice of its guess ids. */
type SliceCounts = Record<
  | 'guesses'
  | 'players'
  | 'wins'
  | 'first'
  | 'second'
  | 'third'
  | 'lost'
  | 'dayPlayers'
  | 'fresh'
  | Platform
  | `d${ReturnAfter}`,
  Count
>;

/** Whether the player of guess `g` made a guess matching `condition` (on `e`) in a round opened earlier on the day. */
function inEarlierRound(round: PlayedRound, condition: SQL): SQL {
  if (!round.earlier.length) return sql`0 = 1`;
  const ids = sql.join(
    round.earlier.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`EXISTS (SELECT 1 FROM guesses e WHERE e.user_id = g.user_id AND e.round_id IN (${ids}) AND ${condition})`;
}

/**
 * A round's guesses in a slice of ids, one row of sums: facts that hold once per game are
 * counted where they happen, so no player is collected. A game has one first attempt (the
 * round's players); a player's first attempt on the day is the first one of their first
 * round that day (the day's players; new when no first game was recorded before the day;
 * a return when that first game was 1, 7 or 30 days before); a platform counts at the
 * player's first guess on it that day. Each player's earlier guesses are looked up by
 * guesses_one_per_attempt, their first game by its key.
 */
function sliceCounts(db: Database, round: PlayedRound, inSlice: SQL): Promise<SliceCounts[]> {
  const winsOn = (attempt: number) => sql`SUM(CASE WHEN t.correct AND t.attempt_number = ${attempt} THEN 1 ELSE 0 END)`;
  const onPlatform = (platform: Platform) =>
    sql`SUM(CASE WHEN t.platform = ${platform} THEN t.new_platform ELSE 0 END)`;
  const cameBack = (after: ReturnAfter) =>
    sql`SUM(CASE WHEN t.day_player = 1 AND t.first_day = ${dayAfter(round.day, -after)} THEN 1 ELSE 0 END)`;
  return db.rows<SliceCounts>(sql`
    SELECT COUNT(*) AS guesses, SUM(CASE WHEN t.attempt_number = 1 THEN 1 ELSE 0 END) AS players,
      SUM(CASE WHEN t.correct THEN 1 ELSE 0 END) AS wins,
      ${winsOn(1)} AS first, ${winsOn(2)} AS second, ${winsOn(3)} AS third,
      SUM(CASE WHEN t.attempt_number = 3 AND NOT t.correct THEN 1 ELSE 0 END) AS lost,
      SUM(t.day_player) AS "dayPlayers",
      SUM(CASE WHEN t.day_player = 1 AND (t.first_day IS NULL OR t.first_day >= ${round.day}) THEN 1 ELSE 0 END) AS fresh,
      ${onPlatform('web')} AS web, ${onPlatform('miniapp')} AS miniapp, ${onPlatform('xapp')} AS xapp,
      ${cameBack(1)} AS d1, ${cameBack(7)} AS d7, ${cameBack(30)} AS d30
    FROM (
      SELECT g.attempt_number, g.correct, g.platform,
        CASE WHEN g.attempt_number = 1 AND NOT ${inEarlierRound(round, sql`e.attempt_number = 1`)} THEN 1 ELSE 0 END
          AS day_player,
        CASE WHEN g.attempt_number = 1 THEN (SELECT f.day FROM first_games f WHERE f.user_id = g.user_id) END
          AS first_day,
        CASE WHEN g.attempt_number > 1 AND EXISTS (
            SELECT 1 FROM guesses e WHERE e.user_id = g.user_id AND e.round_id = g.round_id
              AND e.attempt_number < g.attempt_number AND e.platform = g.platform) THEN 0
          WHEN ${inEarlierRound(round, sql`e.platform = g.platform`)} THEN 0 ELSE 1 END AS new_platform
      FROM guesses g WHERE g.round_id = ${round.id} AND ${inSlice}
    ) t`);
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

function addSlice(play: Play, round: PlayedRound, counts: SliceCounts): void {
  const n = (key: keyof SliceCounts) => Number(counts[key] ?? 0);
  const day = play.days.get(round.day) ?? dayOf();
  play.days.set(round.day, day);
  day.players += n('dayPlayers');
  day.newPlayers += n('fresh');
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

/**
 * The range's guesses counted in SQL, round by round, by slices of guess ids through the
 * rounds' index, each slice answering one row of sums. New players are those with no first
 * game recorded before the day: right once every earlier day is rolled up, even if some of
 * the day's own first games are recorded already (a roll-up cut short).
 */
export async function playIn(db: Database, range: DayRange, slicing?: Slicing): Promise<Play> {
  const play: Play = { days: new Map(), rounds: new Map() };
  for (const round of await roundsIn(db, range)) {
    const slices = await bySlices(
      db,
      await guessIdsOf(db, round.id),
      (inSlice) => sliceCounts(db, round, inSlice(sql`g.id`)),
      slicing,
    );
    for (const counts of slices) addSlice(play, round, counts);
  }
  return play;
}

/** Players with at least one guess on the range's days (each once), counted by slices of players. */
export async function playersIn(db: Database, range: DayRange): Promise<number> {
  const rounds = (await roundsIn(db, range)).map(({ id }) => sql`${id}`);
  if (!rounds.length) return 0;
  const slices = await bySlices(db, await playerIds(db), (inSlice) =>
    db.rows<{ n: Count }>(sql`
      SELECT COUNT(*) AS n FROM users u WHERE ${inSlice(sql`u.id`)} AND EXISTS (
        SELECT 1 FROM guesses g WHERE g.user_id = u.id AND g.round_id IN (${sql.join(rounds, sql`, `)})
          AND g.attempt_number = 1)`),
  );
  return slices.reduce((sum, { n }) => sum + Number(n ?? 0), 0);
}
