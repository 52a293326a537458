import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { attemptsLeft } from '@app/shared/rules/guess';

/** Used attempts as ✗ (missed) or ✓ (won), unused ones by number (faded once the game is `over`). */
export function AttemptMarks({ results, over = false }: { results: boolean[]; over?: boolean }) {
  const left = attemptsLeft({ attemptsUsed: results.length, hasWon: results.includes(true) });
  return (
    <ol className={`attempt-marks${over ? ' over' : ''}`} aria-label={`${left} of ${ATTEMPTS_PER_DAY} attempts left`}>
      {Array.from({ length: ATTEMPTS_PER_DAY }, (_, index) => {
        const won = results[index];
        const state = won === undefined ? 'unused' : won ? 'won' : 'missed';
        return (
          <li key={index} className={`attempt-mark ${state}`} aria-label={`Attempt ${index + 1} ${state}`}>
            <span aria-hidden>{won === undefined ? index + 1 : won ? '✓' : '✗'}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The day's guesses in order, the winning one marked. */
export function GuessChips({ guesses, results }: { guesses: string[]; results: boolean[] }) {
  if (guesses.length === 0) return null;
  return (
    <ul className="guess-chips" aria-label="Your guesses today">
      {guesses.map((guess, index) => {
        const won = results[index] === true;
        return (
          <li key={index} className={`guess-chip ${won ? 'won' : 'missed'}`}>
            <span aria-hidden>{won ? '✓' : '✗'}</span> #{guess}
            <span className="visually-hidden">{won ? ' (correct)' : ' (missed)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
