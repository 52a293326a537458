import { useEffect, useState } from 'react';
import { TIMERS } from '@app/shared/constants';
import { useSubmitGuess } from '@app/shared/client/game';
import { useGuessFailureHandler } from '@app/shared/client/use-guess-failure';
import type { CurrentGame, GameImage, GuessResult } from '@app/shared/schemas/game';
import { toast } from '../../../lib/toast';
import type { GameResult } from '../types/game-result';

interface UseGuessOptions {
  game: CurrentGame;
  image: GameImage;
  onGameOver: (result: GameResult) => void;
  onRoundChanged: () => void;
}

/** Sends a guess; keeps the last result for the 5-second banner and reports the end of the game. */
export function useGuess({ game, image, onGameOver, onRoundChanged }: UseGuessOptions) {
  const submit = useSubmitGuess();
  const fail = useGuessFailureHandler({
    show: (message) => toast({ ...message, variant: 'destructive' }),
    onRoundChanged,
  });
  const [banner, setBanner] = useState<GuessResult | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), TIMERS.resultBannerMs);
    return () => clearTimeout(timer);
  }, [banner]);

  /** Resolves true when the guess was counted (so the form can clear). */
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
          rankChange: result.rankChange,
          lastImageUrl: image.imageUrl,
        });
      }
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  }

  return { guess, pending: submit.isPending, banner };
}
