import { practiceGuesses } from '@app/db/schema/practice';
import { and, inArray } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { SignInHook } from '../../context';
import { stateOfAttempts } from '../game/player-state';
import { attemptsAt, attemptsOf, practiceOf, type PracticeOwner } from './internal';

/**
 * Gives a user another owner's practice: a browser's guest practice when it signs in, a
 * Telegram-only account's when it links a wallet. Never two games of one round: a round
 * the user finished on its day, or practised themselves, keeps their own record and the
 * other's attempts at it are dropped; every other round's attempts become the user's.
 * Runs inside the sign-in's transaction.
 */
async function carryPracticeOver(db: Database, { from, to }: { from: PracticeOwner; to: number }): Promise<void> {
  const practised = await db
    .selectDistinct({ roundId: practiceGuesses.roundId })
    .from(practiceGuesses)
    .where(practiceOf(from));
  if (practised.length === 0) return;
  const roundIds = practised.map((row) => row.roundId);
  const own = await attemptsAt(db, { userId: to }, roundIds);
  const kept = roundIds.filter(
    (roundId) =>
      attemptsOf(own.practice, roundId).length > 0 || stateOfAttempts(attemptsOf(own.daily, roundId)).gameOver,
  );
  if (kept.length > 0)
    await db.delete(practiceGuesses).where(and(practiceOf(from), inArray(practiceGuesses.roundId, kept)));
  await db.update(practiceGuesses).set({ userId: to, guestSessionId: null }).where(practiceOf(from));
}

/** At sign-in, a visitor's practice, or a merged Telegram-only account's, becomes the player's. */
export const practiceSignInHook: SignInHook = {
  guestSignedIn: (tx, { guestSessionId, userId }) => carryPracticeOver(tx, { from: { guestSessionId }, to: userId }),
  accountsMerged: (tx, { from, to }) => carryPracticeOver(tx, { from: { userId: from }, to }),
};
