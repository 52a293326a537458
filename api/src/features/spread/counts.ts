import { insightRounds, insightTallies } from '@app/db/schema/insights';
import { eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { SECOND_MS } from '@app/shared/constants';
import type { RoundSpread } from '@app/shared/schemas/spread';
import type { Ctx } from '../../context';
import { BoundedMap } from '../../storage/bounded-map';
import { perDb } from '../../storage/per-db';

/** How long a counted spread is answered again: a round's count runs at most this often per process. */
const SPREAD_FRESH_MS = 10 * SECOND_MS;

/** The rounds whose spread a process keeps: today's few, and the past days players open. */
const SPREADS_IN_MEMORY = 1_000;

/** A guess as the spread counts it. */
export interface CountedGuess {
  id: number;
  attemptNumber: number;
  correct: boolean;
}

/** A round's spread and the highest guess id it counts (Infinity once its day is rolled up: every guess is in). */
export interface CountedSpread {
  spread: RoundSpread;
  through: number;
}

const NO_ONE: RoundSpread = { players: 0, solvedByAttempt: [0, 0, 0], missed: 0 };

interface StoredCounts {
  players: number | string | null;
  first: number | string | null;
  second: number | string | null;
  third: number | string | null;
  lost: number | string | null;
}

const spreadOf = ({ players, first, second, third, lost }: StoredCounts): RoundSpread => ({
  players: Number(players ?? 0),
  solvedByAttempt: [Number(first ?? 0), Number(second ?? 0), Number(third ?? 0)],
  missed: Number(lost ?? 0),
});

const added = (a: RoundSpread, b: RoundSpread): RoundSpread => ({
  players: a.players + b.players,
  solvedByAttempt: [
    a.solvedByAttempt[0] + b.solvedByAttempt[0],
    a.solvedByAttempt[1] + b.solvedByAttempt[1],
    a.solvedByAttempt[2] + b.solvedByAttempt[2],
  ],
  missed: a.missed + b.missed,
});

/**
 * What one guess adds, as the insights' tallies count it: a first attempt a player, a right
 * one a solve on its attempt, a wrong third a miss.
 */
export function withGuess(spread: RoundSpread, { attemptNumber, correct }: CountedGuess): RoundSpread {
  const solved: RoundSpread['solvedByAttempt'] = [0, 0, 0];
  if (correct) solved[attemptNumber - 1] = 1;
  return added(spread, {
    players: attemptNumber === 1 ? 1 : 0,
    solvedByAttempt: solved,
    missed: attemptNumber === 3 && !correct ? 1 : 0,
  });
}

/** A finished day's round, as its roll-up stored it. */
async function rolledUp(db: Database, roundId: number): Promise<RoundSpread | null> {
  const [row] = await db.select().from(insightRounds).where(eq(insightRounds.roundId, roundId));
  return row ? spreadOf(row) : null;
}

/** An open round's tally so far (none before the day's first tally). */
async function tallied(db: Database, roundId: number): Promise<CountedSpread> {
  const [row] = await db.select().from(insightTallies).where(eq(insightTallies.roundId, roundId));
  return row ? { spread: spreadOf(row), through: row.throughGuessId } : { spread: NO_ONE, through: 0 };
}

/** A round's guesses after the id `after`, counted as a tally counts them: at most the minutes since the last tally. */
async function guessesSince(db: Database, roundId: number, after: number): Promise<CountedSpread> {
  const count = (condition: ReturnType<typeof sql>) => sql`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
  const solvedOn = (attempt: number) => count(sql`correct AND attempt_number = ${attempt}`);
  const [row] = await db.rows<StoredCounts & { through: number | string | null }>(sql`
    SELECT ${count(sql`attempt_number = 1`)} AS players, ${solvedOn(1)} AS first, ${solvedOn(2)} AS second,
      ${solvedOn(3)} AS third, ${count(sql`attempt_number = 3 AND NOT correct`)} AS lost, MAX(id) AS through
    FROM guesses WHERE round_id = ${roundId} AND id > ${after}`);
  return { spread: spreadOf(row!), through: Math.max(after, Number(row?.through ?? 0)) };
}

/** A round's spread from the record: its roll-up, else its tally and the guesses since. */
async function countSpread(db: Database, roundId: number): Promise<CountedSpread> {
  const finished = await rolledUp(db, roundId);
  if (finished) return { spread: finished, through: Infinity };
  const tally = await tallied(db, roundId);
  const since = await guessesSince(db, roundId, tally.through);
  return { spread: added(tally.spread, since.spread), through: since.through };
}

const counted = perDb(() => new BoundedMap<number, { countedAt: number; counted: CountedSpread }>(SPREADS_IN_MEMORY));

/**
 * A round's spread as last counted by this process, counted again once 10 seconds old (a
 * rolled-up round never is): a million players asking after their game cost one count per
 * round every 10 seconds, not one each.
 */
export async function spreadCounted({
  ctx,
  input: roundId,
}: {
  ctx: Pick<Ctx, 'database' | 'now'>;
  input: number;
}): Promise<CountedSpread> {
  const cache = counted(ctx.database);
  const kept = cache.get(roundId);
  const now = ctx.now.getTime();
  if (kept && (kept.counted.through === Infinity || now - kept.countedAt < SPREAD_FRESH_MS)) return kept.counted;
  const fresh = await countSpread(ctx.database, roundId);
  cache.set(roundId, { countedAt: now, counted: fresh });
  return fresh;
}
