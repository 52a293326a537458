import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { difficultyLabel } from '@app/shared/rules/blur';
import type { CurrentGame, GameImage } from '@app/shared/schemas/game';
import { useNextRoundCountdown } from '@app/shared/client/use-next-round-countdown';
import { useGuess } from '../hooks/use-guess';
import type { GameResult } from '../types/game-result';
import { GuessForm } from './guess-form';
import { NftImage } from './nft-image';
import { ResultBanner } from './result-banner';
import { StatsButton } from './stats-button';

interface PlayingCardProps {
  game: CurrentGame;
  image: GameImage;
  onGameOver: (result: GameResult) => void;
  onRoundChanged: () => void;
}

/** The card a player guesses in: image, difficulty, attempt number, hint and the form. */
export function PlayingCard({ game, image, onGameOver, onRoundChanged }: PlayingCardProps) {
  const { guess, pending, banner } = useGuess({ game, image, onGameOver, onRoundChanged });
  const left = useNextRoundCountdown();

  return (
    <section className="card flex flex-col gap-4" aria-labelledby="challenge-title">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="challenge-title" className="text-xl font-bold">
            Today's NFT Challenge
          </h1>
          {game.throwbackThursday && (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              Throwback Thursday
            </span>
          )}
        </div>
        <StatsButton />
      </div>
      <div className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
          <p className="text-slate-600 dark:text-slate-400">Next Challenge In</p>
          <p className="font-semibold">{left ? `${left.hours}h ${left.minutes}m` : '…'}</p>
        </div>
        <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
          <p className="text-slate-600 dark:text-slate-400">Attempts Left</p>
          <p className="font-semibold">{ATTEMPTS_PER_DAY - image.attemptsUsed}</p>
        </div>
      </div>
      <NftImage key={image.imageUrl} src={image.imageUrl} alt="Today's blurred NFT" className="aspect-square w-full" />
      <div className="flex justify-between text-sm">
        <span>
          Difficulty: <strong>{difficultyLabel(image.blurLevel)}</strong>
        </span>
        <span>
          Attempt {Math.min(image.attemptsUsed + 1, ATTEMPTS_PER_DAY)} of {ATTEMPTS_PER_DAY}
        </span>
      </div>
      {game.hint && (
        <aside className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-bold">$BWIF Holder Hint</p>
          <p>{game.hint}</p>
        </aside>
      )}
      {banner && <ResultBanner result={banner} />}
      {image.playBlock ? (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {image.playBlock.message}
        </p>
      ) : (
        <GuessForm pending={pending} onGuess={guess} />
      )}
    </section>
  );
}
