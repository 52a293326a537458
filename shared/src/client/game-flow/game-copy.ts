import { ATTEMPTS_PER_DAY, POINTS_BY_ATTEMPT } from '../../constants';
import type { GuessResult } from '../../schemas/game';

/** The words of the game both front ends show a player, as docs/SPEC.md writes them. */
export const GAME_COPY = {
  challengeTitle: "Today's NFT Challenge",
  hintTitle: '$BWIF Holder Hint',
  throwbackSpecial: 'Throwback Thursday special!',
  guessField: {
    label: 'NFT ID Number',
    placeholder: 'Enter NFT ID (e.g. 385 or #385)',
    help: 'Enter the NFT ID number (with or without # symbol)',
    submit: 'Submit Guess',
    pending: 'Guessing...',
  },
} as const;

/** "Attempt X of 3" for the next guess. */
export const attemptOf = (attemptsUsed: number) =>
  `Attempt ${Math.min(attemptsUsed + 1, ATTEMPTS_PER_DAY)} of ${ATTEMPTS_PER_DAY}`;

/** The 5-second banner after a guess: its title, the server's message and, for a win, the points. */
export function bannerLines(result: GuessResult): { title: string; message: string; earned: string | null } {
  const throwback = result.throwbackThursday ? ` (${GAME_COPY.throwbackSpecial})` : '';
  return {
    title: result.success ? 'Correct!' : 'Not quite!',
    message: result.message,
    // A practice win earns nothing, so it says nothing of points.
    earned: result.success && result.points > 0 ? `You earned ${result.points} points${throwback}` : null,
  };
}

/** The result dialog's title and line. */
export const resultHeading = (success: boolean) =>
  success
    ? { title: 'Game Complete!', description: 'You successfully identified the NFT!' }
    : { title: 'Game Over', description: "You've used all your attempts for today." };

/** The finished game's title, and the line of a game lost. */
export const finishedHeading = (hasWon: boolean) => (hasWon ? 'Challenge Complete!' : 'No More Attempts');
export const ALL_ATTEMPTS_USED = `You've used all ${ATTEMPTS_PER_DAY} attempts for today.`;

/** "a, b and c" (or "a, b or c"). */
const inWords = (items: string[], conjunction: 'and' | 'or') =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;

const SHORT_ORDINALS = ['1st', '2nd', '3rd'];

/**
 * The points table in words, from POINTS_BY_ATTEMPT: "10 points on the 1st try, 5 on the 2nd
 * and 2 on the 3rd" (or with other ordinals and unit, as the terms write it).
 */
export function pointsByAttemptText({ ordinals = SHORT_ORDINALS, unit = 'try' } = {}): string {
  const tries = POINTS_BY_ATTEMPT.map((points, index) =>
    index === 0 ? `${points} points on the ${ordinals[index]} ${unit}` : `${points} on the ${ordinals[index]}`,
  );
  return inWords(tries, 'and');
}

/** "10, 5 or 2", from POINTS_BY_ATTEMPT. */
export const pointsChoiceText = () => inWords(POINTS_BY_ATTEMPT.map(String), 'or');
