import { useT } from '@app/shared/client/i18n/use-t';
import './guess-chips.css';

/** The day's guesses in order, the winning one marked. */
export function GuessChips({ guesses, results }: { guesses: string[]; results: boolean[] }) {
  const t = useT();
  if (guesses.length === 0) return null;
  return (
    <ul className="guess-chips" aria-label={t('game.chips.label')}>
      {guesses.map((guess, index) => {
        const won = results[index] === true;
        return (
          <li key={index} className={`guess-chip ${won ? 'won' : 'missed'}`}>
            <span aria-hidden>{won ? '✓' : '✗'}</span> #{guess}
            <span className="visually-hidden"> {t(won ? 'miniapp.game.chips.won' : 'miniapp.game.chips.missed')}</span>
          </li>
        );
      })}
    </ul>
  );
}
