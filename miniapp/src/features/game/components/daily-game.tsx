import { Section } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { usePublicConfig } from '@app/shared/client/ads';
import { ApiError } from '@app/shared/client/api-fetch';
import { useCurrentGame, useGameImage } from '@app/shared/client/game';
import { useReloadWhenRoundMoves } from '@app/shared/client/use-reload-when-round-moves';
import { useMe } from '@app/shared/client/identity/session';
import { streakStanding } from '@app/shared/rules/streak-text';
import { durationOf } from '@app/shared/rules/time';
import type { CurrentGame, GameImage } from '@app/shared/schemas/game';
import { useMainButton, type MainButtonState } from '../../../lib/main-button';
import { notify } from '../../../lib/notify';
import { rememberGameImage, skeletonImageOf } from '../../../lib/remembered-image';
import type { GameEnd } from '@app/shared/client/game-flow/game-end';
import type { AdSlot } from '../utils/game-end';
import { CommitmentLine } from './commitment-line';
import { FinishedGame } from './finished-game';
import { GameError } from './game-error';
import { PlayingGame } from './playing-game';
import { RevealingImage } from './revealing-image';
import { RoundChangeNotice } from './round-change-notice';
import { shareResult, type ShareInput } from '../utils/share-result';
import { StreakNote } from './streak-note';
import { Loading } from '../../../components/loading';
import { useT } from '@app/shared/client/i18n/use-t';
import { useHighContrast } from '@app/shared/client/high-contrast';
import './game-layout.css';

const ResultDialog = lazy(() => import('./result-dialog'));

/** Today's round inside Telegram, in the spec's order of states, with the end of a game as its own moment. */
export function DailyGame({ adSlot }: { adSlot: AdSlot }) {
  const game = useCurrentGame();
  const image = useGameImage(!!game.data);
  const me = useMe();
  const [end, setEnd] = useState<GameEnd | null>(null);
  const [dialog, setDialog] = useState<'hidden' | 'open' | 'stepped-aside'>('hidden');
  const [roundChanged, setRoundChanged] = useState(false);
  const [mainButton, setMainButton] = useState<MainButtonState | null>(null);
  const share = useShare(game.data, end ?? (image.data?.gameOver ? image.data : null));
  useReloadWhenRoundMoves(game.data?.roundId, image.data?.roundId, notify);
  useRememberedImage(game, image.data, !me.data?.walletAddress);
  const revealed = useCallback(() => setDialog((state) => (state === 'hidden' ? 'open' : state)), []);
  useMainButton(end && dialog === 'hidden' ? null : (share ?? mainButton));

  if (roundChanged || (game.error instanceof ApiError && game.error.needsRefresh)) return <RoundChangeNotice />;
  if (game.isPending || image.isPending) return <Loading />;
  if (game.isError || image.isError) return <GameError error={game.error ?? image.error} />;

  if (end)
    return (
      <Section className="game">
        <RevealingImage end={end} onDone={revealed} />
        {dialog !== 'hidden' && (
          <Suspense fallback={null}>
            <ResultDialog
              end={end}
              adSlot={adSlot}
              roundId={game.data.roundId}
              visible={dialog === 'open'}
              onVisibleChange={(visible) => setDialog(visible ? 'open' : 'stepped-aside')}
              share={share}
            />
          </Suspense>
        )}
      </Section>
    );
  const commitment = <CommitmentLine commitment={game.data.commitment} />;
  if (image.data.gameOver)
    return (
      <>
        <FinishedGame game={game.data} image={image.data} />
        {commitment}
      </>
    );
  const standing = me.data?.streak ? streakStanding(me.data.streak) : null;
  return (
    <>
      {standing && <StreakNote note={standing} />}
      <PlayingGame
        game={game.data}
        image={image.data}
        onMainButton={setMainButton}
        onGameOver={setEnd}
        onRoundChanged={() => setRoundChanged(true)}
      />
      {commitment}
    </>
  );
}

/** Keeps the image the game shows, so the next launch during this round draws it before any request. */
function useRememberedImage(game: ReturnType<typeof useCurrentGame>, image: GameImage | undefined, visitor: boolean) {
  const shown = game.data && image?.roundId === game.data.roundId ? skeletonImageOf(image, visitor) : null;
  // Counted from the server's time remaining, as the countdown is: the device's clock may be wrong.
  const roundEndsAt = game.data && game.dataUpdatedAt + durationOf(game.data.timeRemaining);
  const [imageUrl, alt] = [shown?.imageUrl, shown?.alt];
  useEffect(() => {
    if (imageUrl && alt && roundEndsAt) rememberGameImage({ imageUrl, alt, visitor }, roundEndsAt);
  }, [imageUrl, alt, visitor, roundEndsAt]);
}

/** The MainButton's "Share Result" once the game is over (from this session's end or the server's record). */
function useShare(game: CurrentGame | undefined, over: GameEnd | GameImage | null): MainButtonState | null {
  const config = usePublicConfig();
  const [sharing, setSharing] = useState(false);
  const t = useT();
  const highContrast = useHighContrast();
  if (!game || !over || !config.data) return null;
  const input: ShareInput =
    'result' in over
      ? { roundNumber: over.roundNumber, attemptResults: over.attemptResults, points: over.result.points }
      : { roundNumber: game.roundNumber, attemptResults: over.attemptResults, points: over.points };
  const publicConfig = config.data;
  return {
    text: t('miniapp.game.share'),
    progress: sharing,
    onClick: () => {
      setSharing(true);
      void shareResult(publicConfig, { ...input, highContrast }).finally(() => setSharing(false));
    },
  };
}
