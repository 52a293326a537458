import { Banner, Cell, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { ApiError } from '@app/shared/client/api-fetch';
import { useCurrentGame, useGameImage, useSubmitGuess } from '@app/shared/client/game';
import { useGuessFailureHandler } from '@app/shared/client/use-guess-failure';
import { difficultyLabel } from '@app/shared/rules/blur';
import type { GuessResult } from '@app/shared/schemas/game';
import { notify } from '../../lib/notify';
import { haptic } from '../../lib/telegram';
import { GuessForm } from './guess-form';
import { RoundChangeNotice } from './round-change-notice';

/** Today's round inside Telegram: the blurred image, attempts, hint and the guess field. */
export function GameSection() {
  const game = useCurrentGame();
  const image = useGameImage(!!game.data);
  const submit = useSubmitGuess();
  const [result, setResult] = useState<GuessResult | null>(null);
  const [roundChanged, setRoundChanged] = useState(false);
  const fail = useGuessFailureHandler({
    show: (message) => notify(message.title, message.description),
    onRoundChanged: () => setRoundChanged(true),
  });

  if (roundChanged || (game.error instanceof ApiError && game.error.needsRefresh)) return <RoundChangeNotice />;
  if (game.isPending || image.isPending)
    return (
      <Placeholder>
        <Spinner size="m" />
      </Placeholder>
    );
  if (game.isError || image.isError || !game.data || !image.data) {
    return (
      <Placeholder
        header="Game Error"
        description="There was an error loading the game data. Please try again later."
      />
    );
  }
  const { roundId, throwbackThursday, hint } = game.data;
  const { attemptsUsed, gameOver, hasWon, blurLevel, imageUrl, nft, playBlock } = image.data;

  async function guess(text: string): Promise<boolean> {
    try {
      const outcome = await submit.mutateAsync({ guess: text, roundId });
      haptic(outcome.success ? 'success' : 'error');
      setResult(outcome);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  }

  return (
    <Section header={gameOver ? (hasWon ? 'Challenge Complete!' : 'No More Attempts') : "Today's NFT Challenge"}>
      <div className="row">
        <img
          className="nft-image"
          src={imageUrl}
          alt="Today's NFT"
          {...{ elementtiming: 'game-image', fetchpriority: 'high' }}
          draggable={false}
          onContextMenu={(event) => event.preventDefault()}
        />
      </div>
      {throwbackThursday && <Cell>Throwback Thursday</Cell>}
      <Cell after={`${ATTEMPTS_PER_DAY - attemptsUsed}`}>Attempts Left</Cell>
      <Cell after={difficultyLabel(blurLevel)}>Difficulty</Cell>
      {result && (
        <Banner
          header={result.success ? 'Correct!' : 'Not quite!'}
          description={result.success ? `${result.message} You earned ${result.points} points` : result.message}
        />
      )}
      {hint && !gameOver && <Banner header="$BWIF Holder Hint" description={hint} />}
      {gameOver && nft && (
        <Cell subtitle={[nft.collection, nft.creator].filter(Boolean).join(' · ')} after={`#${nft.nftId}`}>
          {nft.name}
        </Cell>
      )}
      {playBlock && <Banner header="Wallet not activated" description={playBlock.message} />}
      {!gameOver && !playBlock && <GuessForm attemptsUsed={attemptsUsed} pending={submit.isPending} onGuess={guess} />}
    </Section>
  );
}
