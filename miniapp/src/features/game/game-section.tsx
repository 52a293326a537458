import { Banner, Button, Cell, Input, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useState, type FormEvent } from 'react';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { ApiError } from '@app/shared/client/api-fetch';
import { useCurrentGame, useGameImage, useSubmitGuess } from '@app/shared/client/game';
import { difficultyLabel } from '@app/shared/rules/blur';
import { normalizeGuessInput, parseGuess } from '@app/shared/rules/guess';
import type { GuessResult } from '@app/shared/schemas/game';
import { haptic } from '../../lib/telegram';

/** Today's round inside Telegram: the blurred image, attempts, hint and the guess field. */
export function GameSection() {
  const game = useCurrentGame();
  const image = useGameImage(!!game.data);
  const submit = useSubmitGuess();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<GuessResult | null>(null);

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
  const { attemptsUsed, gameOver, hasWon, blurLevel, imageUrl, nft } = image.data;

  async function guess(event: FormEvent) {
    event.preventDefault();
    const text = normalizeGuessInput(value);
    const parsed = parseGuess(text);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    try {
      const outcome = await submit.mutateAsync({ guess: text, roundId: game.data!.roundId });
      haptic(outcome.success ? 'success' : 'error');
      setResult(outcome);
      setValue('');
    } catch (failure) {
      if (failure instanceof ApiError && failure.needsRefresh) return location.reload();
      setError('Failed to submit your guess. Please try again.');
    }
  }

  return (
    <Section header={gameOver ? (hasWon ? 'Challenge Complete!' : 'No More Attempts') : "Today's NFT Challenge"}>
      <div className="row">
        <img
          className="nft-image"
          src={imageUrl}
          alt="Today's NFT"
          draggable={false}
          onContextMenu={(event) => event.preventDefault()}
        />
      </div>
      {game.data.throwbackThursday && <Cell>Throwback Thursday</Cell>}
      <Cell after={`${ATTEMPTS_PER_DAY - attemptsUsed}`}>Attempts Left</Cell>
      <Cell after={difficultyLabel(blurLevel)}>Difficulty</Cell>
      {result && (
        <Banner
          header={result.success ? 'Correct!' : 'Not quite!'}
          description={result.success ? `${result.message} You earned ${result.points} points` : result.message}
        />
      )}
      {game.data.hint && !gameOver && <Banner header="$BWIF Holder Hint" description={game.data.hint} />}
      {gameOver && nft && (
        <Cell subtitle={[nft.collection, nft.creator].filter(Boolean).join(' · ')} after={`#${nft.nftId}`}>
          {nft.name}
        </Cell>
      )}
      {!gameOver && (
        <form onSubmit={(event) => void guess(event)} noValidate>
          <Cell>
            Attempt {attemptsUsed + 1} of {ATTEMPTS_PER_DAY}
          </Cell>
          <Input
            header="NFT ID Number"
            placeholder="Enter NFT ID (e.g. 385 or #385)"
            inputMode="numeric"
            value={value}
            status={error ? 'error' : 'default'}
            onChange={(event) => setValue(event.target.value)}
          />
          {error && (
            <Cell role="alert" description={error}>
              Check your guess
            </Cell>
          )}
          <div className="row">
            <Button type="submit" size="l" stretched loading={submit.isPending}>
              Submit Guess
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
