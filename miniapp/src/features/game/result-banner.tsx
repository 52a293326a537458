import type { GuessResult } from '@app/shared/schemas/game';

/** The 5-second banner after a guess: a win in green, a miss in red (the holder's hint keeps the yellow). */
export function ResultBanner({ result }: { result: GuessResult }) {
  return (
    <div role="status" className={`callout ${result.success ? 'callout-win' : 'callout-miss'}`}>
      <p className="callout-title">{result.success ? 'Correct!' : 'Not quite!'}</p>
      <p>{result.message}</p>
      {result.success && (
        <p className="callout-title">
          You earned {result.points} points{result.throwbackThursday ? ' (Throwback Thursday special!)' : ''}
        </p>
      )}
    </div>
  );
}
