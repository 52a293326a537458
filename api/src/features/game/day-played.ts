import { gameRounds, guesses } from '@app/db/schema/rounds';
import { and, eq, gte, inArray, ne, or, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import type { PlayBlock } from '@app/shared/schemas/game';
import { perDb, perHandle } from '../../storage/per-db';
import { refusalMessage } from '../../player-words';
import type { CurrentRound } from './round-of-day';

export const DAY_ALREADY_PLAYED_MESSAGE = refusalMessage('DAY_ALREADY_PLAYED');

/** The play block of a player whose game of the day ended on a round the admin has since replaced. */
export const DAY_ALREADY_PLAYED: PlayBlock = { code: 'DAY_ALREADY_PLAYED', message: DAY_ALREADY_PLAYED_MESSAGE };

const queries = perHandle((db) => ({
  earlierRounds: db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.day, sql.placeholder('day')),
        ne(gameRounds.id, sql.placeholder('roundId')),
        eq(gameRounds.prepared, false),
      ),
    )
    .prepare(),
}));

/**
 * The rounds the current one replaced on its day (usually none), per database: they cannot
 * change while it is current, so they are read once a round, not once a guess.
 */
const replacedRounds = perDb((): { known: { roundId: number; earlier: Promise<number[]> } | null } => ({
  known: null,
}));

function earlierRoundsOf(db: Database, round: Pick<CurrentRound, 'id' | 'day'>): Promise<number[]> {
  const cache = replacedRounds(db);
  if (cache.known?.roundId === round.id) return cache.known.earlier;
  const earlier = queries(db)
    .earlierRounds.execute({ day: round.day, roundId: round.id })
    .then((rows) => rows.map((row) => row.id));
  const known = { roundId: round.id, earlier };
  cache.known = known;
  earlier.catch(() => {
    if (cache.known === known) cache.known = null;
  });
  return earlier;
}

/**
 * Whether the player finished a game (won, or used every attempt) on a round of the same
 * day that this one replaced: a player's daily game scores at most once a UTC day, whatever
 * the admin sets.
 */
export async function playedReplacedRound(
  db: Database,
  userId: number,
  round: Pick<CurrentRound, 'id' | 'day'>,
): Promise<boolean> {
  const earlier = await earlierRoundsOf(db, round);
  if (earlier.length === 0) return false;
  const finished = await db
    .select({ roundId: guesses.roundId })
    .from(guesses)
    .where(
      and(
        eq(guesses.userId, userId),
        inArray(guesses.roundId, earlier),
        or(eq(guesses.correct, true), gte(guesses.attemptNumber, ATTEMPTS_PER_DAY)),
      ),
    )
    .limit(1);
  return finished.length > 0;
}
