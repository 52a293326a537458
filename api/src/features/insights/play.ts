import { sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { PLATFORMS, type Platform } from '@app/shared/schemas/insights';
import { boundsOf, bySlices, type Slicing } from './slices';
/** The days `from`..`to` (yyyy-MM-dd, both included), as store.ts's DayRange (not imported: store.ts reads a Play). */
type DayRange = { from: string; to: string };

type Count = number | string;

/** A player's guesses of one round within a slice of guess ids (a game may span two slices). */
interface GameRow {
  userId: number;
  roundId: number;
  day: string;
  guesses: Count;
  wins: Count;
  first: Count;
  second: Count;
  third: Count;
  lost: Count;
  web: Count;
  miniapp: Count;
  xapp: Count;
  /** 1 when the player has no first game recorded before the round's day. */
  fresh: Count;
}

/** A day's play: its players (each once), the new ones, by platform, and its guesses and wins. */
interface DayPlay {
  players: Set<number>;
  newPlayers: Set<number>;
  byPlatform: Record<Platform, Set<number>>;
  guesses: number;
  wins: number;
}

/** A round's play: its players and how their games ended. */
interface RoundPlay {
  players: Set<number>;
  wins: number;
  byAttempt: [number, number, number];
  lost: number;
}

/** The range's play, by day and by round id. */
export interface Play {
  days: Map<string, DayPlay>;
  rounds: Map<number, RoundPlay>;
}

const winsOn = (attempt: number) => sql`SUM(CASE WHEN g.correct AND g.attempt_number = ${attempt} THEN 1 ELSE 0 END)`;
const playedOn = (platform: Platform) => sql`MAX(CASE WHEN g.platform = ${platform} THEN 1 ELSE 0 END)`;

/** The lowest and highest guess id of each round of the range: the slices cover the range's guesses only. */
async function guessIdsOf(db: Database, { from, to }: DayRange) {
  return boundsOf(
    await db.rows(sql`
      SELECT (SELECT MIN(g.id) FROM guesses g WHERE g.round_id = r.id) AS low,
        (SELECT MAX(g.id) FROM guesses g WHERE g.round_id = r.id) AS high
      FROM game_rounds r WHERE r.day BETWEEN ${from} AND ${to}`),
  );
}

const dayOf = (): DayPlay => ({
  players: new Set(),
  newPlayers: new Set(),
  byPlatform: { web: new Set(), miniapp: new Set(), xapp: new Set() },
  guesses: 0,
  wins: 0,
});
const roundOf = (): RoundPlay => ({ players: new Set(), wins: 0, byAttempt: [0, 0, 0], lost: 0 });

function addGame(play: Play, row: GameRow): void {
  const userId = Number(row.userId);
  const day = play.days.get(row.day) ?? dayOf();
  play.days.set(row.day, day);
  day.players.add(userId);
  if (Number(row.fresh)) day.newPlayers.add(userId);
  for (const platform of PLATFORMS) if (Number(row[platform])) day.byPlatform[platform].add(userId);
  day.guesses += Number(row.guesses);
  day.wins += Number(row.wins);
  const round = play.rounds.get(Number(row.roundId)) ?? roundOf();
  play.rounds.set(Number(row.roundId), round);
  round.players.add(userId);
  round.wins += Number(row.wins);
  round.byAttempt = [
    round.byAttempt[0] + Number(row.first),
    round.byAttempt[1] + Number(row.second),
    round.byAttempt[2] + Number(row.third),
  ];
  round.lost += Number(row.lost);
}

/**
 * The range's guesses read once, by slices of guess ids through the rounds' index (each
 * slice reads its own guesses only), a row per player and round a slice, put together here:
 * a player whose games span two slices is still counted once. New players are those with
 * no first game recorded before the day: right once every earlier day is rolled up, even if
 * some of the day's own first games are recorded already (a roll-up cut short).
 */
export async function playIn(db: Database, range: DayRange, slicing?: Slicing): Promise<Play> {
  const rows = await bySlices(
    db,
    await guessIdsOf(db, range),
    (inSlice) =>
      db.rows<GameRow>(sql`
        SELECT g.user_id AS "userId", g.round_id AS "roundId", r.day AS day, COUNT(*) AS guesses,
          SUM(CASE WHEN g.correct THEN 1 ELSE 0 END) AS wins,
          ${winsOn(1)} AS first, ${winsOn(2)} AS second, ${winsOn(3)} AS third,
          SUM(CASE WHEN g.attempt_number = 3 AND NOT g.correct THEN 1 ELSE 0 END) AS lost,
          ${playedOn('web')} AS web, ${playedOn('miniapp')} AS miniapp, ${playedOn('xapp')} AS xapp,
          CASE WHEN EXISTS (SELECT 1 FROM first_games f WHERE f.user_id = g.user_id AND f.day < r.day)
            THEN 0 ELSE 1 END AS fresh
        FROM guesses g JOIN game_rounds r ON r.id = g.round_id
        WHERE r.day BETWEEN ${range.from} AND ${range.to} AND NOT r.prepared AND ${inSlice(sql`g.id`)}
        GROUP BY g.user_id, g.round_id, r.day`),
    slicing,
  );
  const play: Play = { days: new Map(), rounds: new Map() };
  for (const row of rows) addGame(play, row);
  return play;
}

/** Players with at least one guess on the range's days (each once). */
export async function playersIn(db: Database, range: DayRange): Promise<number> {
  const { days } = await playIn(db, range);
  return new Set([...days.values()].flatMap((day) => [...day.players])).size;
}
