import type { UseMutationResult } from '@tanstack/react-query';
import { TIMERS } from '../../constants';
import { repeatedGuess } from '../../rules/guess';
import type { CurrentGame, GameImage, GuessResult } from '../../schemas/game';
import type { PlayerMessage } from '../guess-failure';
import { t } from '../i18n/language-runtime';
import { useGuessFailureHandler } from '../use-guess-failure';
import { useTimedValue } from '../use-timed-value';
import { gameEndOf, type GameEnd } from './game-end';
import type { GuessOutcome } from './use-guess-field';

/** What a guess needs to know of its round: today's, or a past one in practice. */
type GuessRound = Pick<CurrentGame, 'roundId' | 'roundNumber'>;

/** The round a guess is for, and what the screen does when the game ends or the round moves. */
export interface GuessTarget<Game extends GuessRound = CurrentGame> {
  game: Game;
  image: GameImage;
  onGameOver: (end: GameEnd) => void;
  onRoundChanged: () => void;
}

export interface GuessFlowOptions extends GuessTarget<GuessRound> {
  /** Shows a refused guess's destructive notice the front end's own way (a toast, a snackbar). */
  show: (message: PlayerMessage) => void;
  /** Each counted guess's answer, before the banner shows it (the Mini App's haptics). */
  onAnswer?: (result: GuessResult) => void;
  /**
   * What sends the guess: today's (useSubmitGuess) or a past round's practice
   * (useSubmitPracticeGuess). The caller picks it so the first screen does not load the archive's code.
   */
  submit: UseMutationResult<GuessResult, Error, { guess: string; roundId: number }>;
}

/**
 * The guess flow of both front ends, for the day's round and practice alike: sends a guess, keeps its answer for the 5-second
 * banner, reports the end of the game, and answers a refusal by the one guess-error policy.
 */
export function useGuessFlow({ game, image, onGameOver, onRoundChanged, show, onAnswer, submit }: GuessFlowOptions) {
  const [banner, setBanner] = useTimedValue<GuessResult>(TIMERS.resultBannerMs);
  const fail = useGuessFailureHandler({ show, onRoundChanged });

  /** Sends the guess unless its number was tried already: a repeat never costs an attempt. */
  async function guess(text: string): Promise<GuessOutcome> {
    const repeated = repeatedGuess(image.guesses, text);
    if (repeated) return { counted: false, fieldError: t('game.guess.repeated', { id: repeated }) };
    try {
      const result = await submit.mutateAsync({ guess: text, roundId: game.roundId });
      onAnswer?.(result);
      setBanner(result);
      const end = gameEndOf(game, image, result);
      if (end) onGameOver(end);
      return { counted: true };
    } catch (error) {
      return { counted: false, fieldError: fail(error) };
    }
  }

  return { guess, pending: submit.isPending, banner };
}
