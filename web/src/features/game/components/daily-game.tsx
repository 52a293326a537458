import { lazy, Suspense, useState } from 'react';
import { ApiError } from '@app/shared/client/api-fetch';
import { useCurrentGame, useGameImage } from '@app/shared/client/game';
import { gameLoadFailure } from '@app/shared/client/load-failures';
import type { GameEnd } from '@app/shared/client/game-flow/game-end';
import { useMe } from '@app/shared/client/identity/session';
import { streakStanding } from '@app/shared/rules/streak-text';
import type { CurrentGame, GameImage } from '@app/shared/schemas/game';
import { useReloadWhenRoundMoves } from '@app/shared/client/use-reload-when-round-moves';
import { useT } from '@app/shared/client/i18n/use-t';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../lib/toast';
import { setWalletDialogOpen } from '../../../lib/wallet-dialog-store';
import { TryYesterdayLink } from './archive-link';
import { FinishedGame } from './finished-game';
import { PlayingGame } from './playing-game';
import { PuzzleCard } from './puzzle-card';
import { RoundChangeNotice } from './round-change-notice';
import { StreakNote } from './streak-note';

const ResultDialog = lazy(() => import('./result-dialog'));

/** The centre card, in the spec's order of states. */
export function DailyGame() {
  const me = useMe();
  const game = useCurrentGame();
  const signedIn = !!me.data?.walletAddress;
  const image = useGameImage(!!game.data);
  const [end, setEnd] = useState<GameEnd | null>(null);
  // The dialog waits until the image has cleared: the end of a game is a moment.
  const [revealed, setRevealed] = useState(false);
  const [roundChanged, setRoundChanged] = useState(false);
  const t = useT();
  useReloadWhenRoundMoves(game.data?.roundId, image.data?.roundId, (title, description) =>
    toast({ title, description }),
  );

  if (roundChanged || (game.error instanceof ApiError && game.error.needsRefresh)) return <RoundChangeNotice />;
  if (game.isPending || me.isPending)
    return (
      <section className="card">
        <Spinner label={t('game.loading')} />
      </section>
    );
  if (game.isError) return <GameError error={game.error} />;
  if (image.isPending)
    return (
      <section className="card">
        <Spinner label={t('game.loadingImage')} />
      </section>
    );
  if (!signedIn) return <VisitorView game={game.data} image={image.data} />;
  if (image.isError) return <GameError error={image.error} />;
  const standing = me.data?.streak && !image.data.gameOver ? streakStanding(me.data.streak) : null;
  return (
    <div className="flex flex-col gap-4">
      {standing && <StreakNote note={standing} />}
      {end && revealed && (
        <Suspense fallback={null}>
          <ResultDialog end={end} />
        </Suspense>
      )}
      {image.data.gameOver && !end ? (
        <FinishedGame game={game.data} image={image.data} />
      ) : (
        <PlayingGame
          game={game.data}
          image={image.data}
          onGameOver={setEnd}
          onRoundChanged={() => setRoundChanged(true)}
          onRevealed={() => setRevealed(true)}
        />
      )}
    </div>
  );
}

function GameError({ error }: { error: unknown }) {
  const { title, description } = gameLoadFailure(error);
  const t = useT();
  return (
    <section role="alert" className="card text-center">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2 break-words text-slate-600 dark:text-slate-300">{description}</p>
      <button type="button" className="btn-primary mt-4" onClick={() => location.reload()}>
        {t('game.reload')}
      </button>
    </section>
  );
}

/** A visitor sees today's puzzle (when it loads), with the call to sign in under it. */
function VisitorView({ game, image }: { game: CurrentGame; image: GameImage | undefined }) {
  return (
    <div className="flex flex-col gap-4">
      {image && <PuzzleCard game={game} image={image} visitor />}
      <SignInCard />
    </div>
  );
}

function SignInCard() {
  const t = useT();
  return (
    <section className="card text-center" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className="text-xl font-bold">
        {t('web.game.signIn.title')}
      </h2>
      <p className="mt-2 break-words text-slate-600 dark:text-slate-300">{t('web.game.signIn.body')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-primary" onClick={() => setWalletDialogOpen(true)}>
          {t('wallet.connectButton')}
        </button>
        <TryYesterdayLink />
      </div>
    </section>
  );
}
