import { ATTEMPTS_PER_DAY } from '../constants';

/** A message of the common catalog by its id, its values filled, in the language of whoever shares. */
export type ShareWords = (
  id: 'share.title' | 'share.titlePractice' | 'game.points',
  values: Record<string, string | number>,
) => string;

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
  },
  say: ShareWords,
): string {
  const won = input.attemptResults.includes(true);
  const score = won ? `${input.attemptResults.length}/${ATTEMPTS_PER_DAY}` : `X/${ATTEMPTS_PER_DAY}`;
  const squares = input.attemptResults.map((correct) => (correct ? '🟩' : '🟥')).join('');
  const title = say(input.practice ? 'share.titlePractice' : 'share.title', { round: input.roundNumber, score });
  const lines = [title, squares, input.practice ? null : say('game.points', { points: input.points }), input.url];
  return lines.filter(Boolean).join('\n');
}
