import { ATTEMPTS_PER_DAY } from '../constants';

/** A spoiler-free result: the round, the attempts as squares, the points and a link. */
export function shareText(input: {
  roundNumber: number;
  attemptResults: boolean[];
  points: number;
  url: string;
}): string {
  const won = input.attemptResults.includes(true);
  const score = won ? `${input.attemptResults.length}/${ATTEMPTS_PER_DAY}` : `X/${ATTEMPTS_PER_DAY}`;
  const squares = input.attemptResults.map((correct) => (correct ? '🟩' : '🟥')).join('');
  return `BWIF NFT Guess #${input.roundNumber} ${score}\n${squares}\n${input.points} points\n${input.url}`;
}
