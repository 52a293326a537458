import { nfts } from '@app/db/schema/nfts';
import { practiceGuesses } from '@app/db/schema/practice';
import { gameRounds, guesses } from '@app/db/schema/rounds';
import { and, asc, countDistinct, eq, inArray, lte } from '@app/db/orm';
import { utcDay } from '@app/shared/rules/time';
import type { Database } from '@app/db/database';
import { AppError } from '../../errors';

export interface PastRound {
  id: number;
  day: string;
  throwbackThursday: boolean;
  nft: { nftId: string; name: string; collection: string | null; creator: string | null; imageUrl: string };
}

/** A player's attempts at a round, in order. */
export interface Attempt {
  roundId: number;
  guess: string;
  correct: boolean;
  points: number;
}

/**
 * A round open to practice: one whose day has ended (the list shows each day's last
 * round, but a round replaced on its day is past too). Today's round and a future or
 * prepared one are not open to practice: 404, as if unknown.
 */
export async function getPastRoundOrThrow(db: Database, roundId: number, now: Date): Promise<PastRound> {
  const [round] = await db
    .select({
      id: gameRounds.id,
      day: gameRounds.day,
      prepared: gameRounds.prepared,
      throwbackThursday: gameRounds.throwbackThursday,
      nft: {
        nftId: nfts.nftId,
        name: nfts.name,
        collection: nfts.collection,
        creator: nfts.creator,
        imageUrl: nfts.imageUrl,
      },
    })
    .from(gameRounds)
    .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
    .where(eq(gameRounds.id, roundId));
  if (!round || round.prepared || round.day >= utcDay(now))
    throw new AppError('NOT_FOUND', 'No past round with that id: the archive holds rounds whose day has ended');
  return round;
}

/** The "#N" of a day's round: how many days have had a round up to it. */
export async function roundNumberOf(db: Database, day: string): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(gameRounds.day) })
    .from(gameRounds)
    .where(and(lte(gameRounds.day, day), eq(gameRounds.prepared, false)));
  return Number(row?.count ?? 0);
}

/**
 * Whose practice it is: a user (a player, or a Telegram user without a wallet), or a
 * visitor's browser, known by its anonymous session (signed cookie, server-side row).
 * The keys are the practice table's columns.
 */
export type PracticeOwner = { userId: number } | { guestSessionId: string };

/** The practice rows of an owner. */
export const practiceOf = (owner: PracticeOwner) =>
  'userId' in owner
    ? eq(practiceGuesses.userId, owner.userId)
    : eq(practiceGuesses.guestSessionId, owner.guestSessionId);

/** The owner's daily attempts (a user's only) and practice attempts at these rounds, each in order. */
export async function attemptsAt(
  db: Database,
  owner: PracticeOwner | null,
  roundIds: number[],
): Promise<{ daily: Attempt[]; practice: Attempt[] }> {
  if (!owner || roundIds.length === 0) return { daily: [], practice: [] };
  const [daily, practice] = await Promise.all([
    'userId' in owner
      ? db
          .select({ roundId: guesses.roundId, guess: guesses.guess, correct: guesses.correct, points: guesses.points })
          .from(guesses)
          .where(and(eq(guesses.userId, owner.userId), inArray(guesses.roundId, roundIds)))
          .orderBy(asc(guesses.roundId), asc(guesses.attemptNumber))
      : [],
    db
      .select({ roundId: practiceGuesses.roundId, guess: practiceGuesses.guess, correct: practiceGuesses.correct })
      .from(practiceGuesses)
      .where(and(practiceOf(owner), inArray(practiceGuesses.roundId, roundIds)))
      .orderBy(asc(practiceGuesses.roundId), asc(practiceGuesses.attemptNumber)),
  ]);
  return { daily, practice: practice.map((attempt) => ({ ...attempt, points: 0 })) };
}

/** The attempts of one round among several rounds' attempts. */
export const attemptsOf = (attempts: Attempt[], roundId: number) =>
  attempts.filter((attempt) => attempt.roundId === roundId);
