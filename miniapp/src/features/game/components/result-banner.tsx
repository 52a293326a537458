import { bannerLines } from '@app/shared/client/game-flow/game-copy';
import type { GuessResult } from '@app/shared/schemas/game';

/** The 5-second banner after a guess: a win in green, a miss in red (the holder's hint keeps the yellow). */
export function ResultBanner({ result }: { result: GuessResult }) {
  const lines = bannerLines(result);
  return (
    <div role="status" className={`callout ${result.success ? 'callout-win' : 'callout-miss'}`}>
      <p className="callout-title">{lines.title}</p>
      <p>{lines.message}</p>
      {lines.earned && <p className="callout-title">{lines.earned}</p>}
    </div>
  );
}
