import { ATTEMPTS_PER_DAY } from '../constants';

/**
 * A spoiler-free result: the round, the attempts as squares, the points and (unless the
 * share carries it) a link. A past puzzle's says it was practice, and has no points.
 */
export function shareText(input: {
  roundNumber: number;
  attemptResults: boolean[];
  points: number;
  practice?: boolean;
  url?: string;
}): string {
  const won = input.attemptResults.includes(true);
  const score = won ? `${input.attemptResults.length}/${ATTEMPTS_PER_DAY}` : `X/${ATTEMPTS_PER_DAY}`;
  const squares = input.attemptResults.map((correct) => (correct ? '🟩' : '🟥')).join('');
  const title = `BWIF NFT Guess #${input.roundNumber}${input.practice ? ' (practice)' : ''} ${score}`;
  const lines = [title, squares, input.practice ? null : `${input.points} points`, input.url];
  return lines.filter(Boolean).join('\n');
}
