import { ATTEMPTS_PER_DAY } from '../constants';

/** A message of the common catalog by its id, its values filled, in the language of whoever shares. */
export type ShareWords = (
  id: 'share.title' | 'share.titlePractice' | 'game.points',
  values: Record<string, string | number>,
) => string;

/** The squares of a right and a wrong try: green and red, or orange and blue in high contrast (colour-blind players). */
const SQUARES = { standard: { right: '🟩', wrong: '🟥' }, highContrast: { right: '🟧', wrong: '🟦' } } as const;

/**
 * A spoiler-free result: the round, the attempts as squares, the points and (unless the
 * share carries it) a link. A past puzzle's says it was practice, and has no points.
 */
export function shareText(
  input: {
    roundNumber: number;
    attemptResults: boolean[];
    points: number;
    practice?: boolean;
    url?: string;
    highContrast?: boolean;
  },
  say: ShareWords,
): string {
  const won = input.attemptResults.includes(true);
  const score = won ? `${input.attemptResults.length}/${ATTEMPTS_PER_DAY}` : `X/${ATTEMPTS_PER_DAY}`;
  const { right, wrong } = SQUARES[input.highContrast ? 'highContrast' : 'standard'];
  const squares = input.attemptResults.map((correct) => (correct ? right : wrong)).join('');
  const title = say(input.practice ? 'share.titlePractice' : 'share.title', { round: input.roundNumber, score });
  const lines = [title, squares, input.practice ? null : say('game.points', { points: input.points }), input.url];
  return lines.filter(Boolean).join('\n');
}
