import { ATTEMPTS_PER_DAY } from '../constants';

/** A spoiler-free result: the round, the attempts as squares, the points and (unless the share carries it) a link. */
export function shareText(input: {
  roundNumber: number;
  attemptResults: boolean[];
  points: number;
  url?: string;
}): string {
  const won = input.attemptResults.includes(true);
  const score = won ? `${input.attemptResults.length}/${ATTEMPTS_PER_DAY}` : `X/${ATTEMPTS_PER_DAY}`;
  const squares = input.attemptResults.map((correct) => (correct ? '🟩' : '🟥')).join('');
  const lines = [`BWIF NFT Guess #${input.roundNumber} ${score}`, squares, `${input.points} points`, input.url];
  return lines.filter(Boolean).join('\n');
}
