import { lazy, Suspense, useState } from 'react';
import { ApiError } from '@app/shared/client/api-fetch';
import { useCurrentGame, useGameImage } from '@app/shared/client/game';
import { useMe } from '@app/shared/client/session';
import { useReloadWhenRoundMoves } from '@app/shared/client/use-reload-when-round-moves';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../lib/toast';
import { setWalletDialogOpen } from '../../../lib/wallet-dialog-store';
import { FinishedCard } from './finished-card';
import { PlayingCard } from './playing-card';
import type { GameResult } from '../types/game-result';
import { RoundChangeNotice } from './round-change-notice';

const ResultDialog = lazy(() => import('./result-dialog'));

/** The centre card, in the spec's order of states. */
export function GameCard() {
  const me = useMe();
  const game = useCurrentGame();
  const signedIn = !!me.data?.walletAddress;
  const image = useGameImage(signedIn && !!game.data);
  const [result, setResult] = useState<GameResult | null>(null);
  const [roundChanged, setRoundChanged] = useState(false);
  useReloadWhenRoundMoves(game.data?.roundId, image.data?.roundId, (title, description) =>
    toast({ title, description }),
  );

  if (roundChanged || (game.error instanceof ApiError && game.error.needsRefresh)) return <RoundChangeNotice />;
  if (game.isPending || me.isPending)
    return (
      <section className="card">
        <Spinner label="Loading the game" />
      </section>
    );
  if (game.isError) return <GameError />;
  if (!signedIn) return <SignInCard />;
  if (image.isPending)
    return (
      <section className="card">
        <Spinner label="Loading the image" />
      </section>
    );
  if (image.isError) return <GameError />;
  return (
    <>
      {result && (
        <Suspense fallback={null}>
          <ResultDialog result={result} />
        </Suspense>
      )}
      {image.data.gameOver && !result ? (
        <FinishedCard game={game.data} image={image.data} />
      ) : (
        <PlayingCard
          game={game.data}
          image={image.data}
          onGameOver={setResult}
          onRoundChanged={() => setRoundChanged(true)}
        />
      )}
    </>
  );
}

function GameError() {
  return (
    <section role="alert" className="card text-center">
      <h1 className="text-xl font-bold">Game Error</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        There was an error loading the game data. Please try again later.
      </p>
      <button type="button" className="btn-primary mt-4" onClick={() => location.reload()}>
        Reload Page
      </button>
    </section>
  );
}

function SignInCard() {
  return (
    <section className="card text-center">
      <h1 className="text-xl font-bold">Sign in to Play</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Sign in with your Xaman wallet using the button at the top right to play today's challenge.
      </p>
      <button type="button" className="btn-primary mt-4" onClick={() => setWalletDialogOpen(true)}>
        Connect wallet
      </button>
    </section>
  );
}
