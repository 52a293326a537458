import './guess-chips.css';

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
