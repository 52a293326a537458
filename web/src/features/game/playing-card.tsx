import { useEffect, useState } from 'react';
import { ATTEMPTS_PER_DAY, TIMERS } from '@app/shared/constants';
import { ApiError } from '@app/shared/client/api-fetch';
import { useSubmitGuess } from '@app/shared/client/game';
import { difficultyLabel } from '@app/shared/rules/blur';
import type { CurrentGame, GameImage, GuessResult } from '@app/shared/schemas/game';
import { toast } from '../../lib/toast';
import { GuessForm } from './guess-form';
import { NftImage } from './nft-image';
import { ResultBanner } from './result-banner';
import type { GameResult } from './result-dialog';
import { StatsButton } from './stats-dialog';
import { useNextRoundCountdown } from './use-countdown';

interface PlayingCardProps {
  game: CurrentGame;
  image: GameImage;
  onGameOver: (result: GameResult) => void;
  onRoundChanged: () => void;
}

export function PlayingCard({ game, image, onGameOver, onRoundChanged }: PlayingCardProps) {
  const submit = useSubmitGuess();
  const [banner, setBanner] = useState<GuessResult | null>(null);
  const left = useNextRoundCountdown();

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), TIMERS.resultBannerMs);
    return () => clearTimeout(timer);
  }, [banner]);

  async function guess(text: string): Promise<boolean> {
    try {
      const result = await submit.mutateAsync({ guess: text, roundId: game.roundId });
      setBanner(result);
      if (result.gameOver) {
        onGameOver({
          success: result.success,
          points: result.points,
          roundNumber: game.roundNumber,
          attemptResults: [...image.attemptResults, result.success],
          throwbackThursday: result.throwbackThursday,
          nft: result.nft,
          lastImageUrl: image.imageUrl,
        });
      }
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.needsRefresh) onRoundChanged();
      else toast({ title: 'Error', description: 'Failed to submit your guess. Please try again.', variant: 'destructive' });
      return false;
    }
  }

  return (
    <section className="card flex flex-col gap-4" aria-labelledby="challenge-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h1 id="challenge-title" className="text-xl font-bold">Today's NFT Challenge</h1>
        <StatsButton />
        {game.throwbackThursday && (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            Throwback Thursday
          </span>
        )}
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
      <NftImage src={image.imageUrl} alt="Today's blurred NFT" className="aspect-square w-full" />
      <div className="flex justify-between text-sm">
        <span>Difficulty: <strong>{difficultyLabel(image.blurLevel)}</strong></span>
        <span>Attempt {Math.min(image.attemptsUsed + 1, ATTEMPTS_PER_DAY)} of {ATTEMPTS_PER_DAY}</span>
      </div>
      {game.hint && (
        <aside className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-bold">$BWIF Holder Hint</p>
          <p>{game.hint}</p>
        </aside>
      )}
      {banner && <ResultBanner result={banner} />}
      <GuessForm pending={submit.isPending} onGuess={guess} />
    </section>
  );
}
