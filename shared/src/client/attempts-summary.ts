import { ATTEMPTS_PER_DAY } from '../constants';
import { attemptsLeft } from '../rules/guess';

/** What the attempts line says: attempts left while playing, the outcome once the game is over (a past puzzle's is not today's). */
export function attemptsSummary(results: boolean[], { practice = false } = {}): string {
  const wonOn = results.indexOf(true) + 1;
  const today = practice ? '' : ' today';
  if (wonOn > 0) return `Solved${today} on attempt ${wonOn}`;
  if (results.length >= ATTEMPTS_PER_DAY) return `No attempts left${today}`;
  return `Remaining attempts: ${attemptsLeft({ attemptsUsed: results.length, hasWon: false })}`;
}
