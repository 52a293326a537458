import { Button, List, Placeholder } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useArchiveRound, useLatestPastRound } from '@app/shared/client/archive';
import { usePublicConfig } from '@app/shared/client/ads';
import { archiveEndLine, archiveRoundFailure, practiceTitle } from '@app/shared/client/game-flow/archive-copy';
import { RoundSpread } from '@app/shared/client/game-flow/round-spread';
import { pastOutcomeOf } from '@app/shared/client/spread';
import { useHighContrast } from '@app/shared/client/high-contrast';
import { LATEST_PUZZLE } from '@app/shared/web-routes';
import { latestPuzzleFailure } from '@app/shared/client/game-flow/practice-copy';
import { useT } from '@app/shared/client/i18n/use-t';
import type { PlayerMessage } from '@app/shared/client/guess-failure';
import { usePracticeGuessFlow } from '@app/shared/client/game-flow/use-practice-guess-flow';
import { useMe } from '@app/shared/client/identity/session';
import type { ArchiveRound } from '@app/shared/schemas/archive';
import { GUESS_FORM_ID, GuessForm } from './guess-form';
import { PuzzleCard } from './puzzle-card';
import { ResultBanner } from './result-banner';
import { SPREAD_LOOK } from './spread-look';
import { shareResult } from '../utils/share-result';
import { useMainButton, type MainButtonState } from '../../../lib/main-button';
import { notify } from '../../../lib/notify';
import { haptic } from '../../../lib/telegram';
import { navigate, ScreenLink } from '../../../lib/screens';
import { useBackButton } from '../../../lib/use-back-button';
import { Loading } from '../../../components/loading';

const practicePath = (roundId: number) => `/archive/${roundId}`;

/**
 * /telegram/archive/:roundId: a past round to practise (three tries, the reveal, no points),
 * or to look back at; /telegram/archive/latest opens the newest. A Telegram user without a
 * wallet practises too.
 */
export function PracticePage({ roundId }: { roundId: string }) {
  useBackButton('/archive');
  return roundId === LATEST_PUZZLE ? <LatestPuzzle /> : <PracticeRound roundId={Number(roundId)} />;
}

/** Opens the newest past round in its own screen, in place of this one in the history. */
function LatestPuzzle() {
  const latest = useLatestPastRound();
  useEffect(() => {
    if (latest.roundId) navigate(practicePath(latest.roundId), { replace: true });
  }, [latest.roundId]);
  const failure = latestPuzzleFailure(latest);
  return failure ? <RoundFailure message={failure} /> : <Loading />;
}

function PracticeRound({ roundId }: { roundId: number }) {
  const t = useT();
  const round = useArchiveRound(roundId);
  if (round.isPending) return <Loading />;
  if (round.isError) return <RoundFailure message={archiveRoundFailure(round.error)} />;
  return (
    <List className="page">
      <PracticeGame round={round.data} />
      <div className="row">
        <ScreenLink to={`/fair?round=${roundId}`} className="pill-button">
          {t('fairness.checkDay')}
        </ScreenLink>
      </div>
    </List>
  );
}

function RoundFailure({ message }: { message: PlayerMessage }) {
  const t = useT();
  return (
    <Placeholder
      role="alert"
      header={message.title}
      description={message.description}
      action={
        <ScreenLink to="/archive" className="pill-button">
          {t('archive.back')}
        </ScreenLink>
      }
    />
  );
}

function PracticeGame({ round }: { round: ArchiveRound }) {
  const t = useT();
  const signedIn = !!useMe().data?.walletAddress;
  const { guess, pending, banner } = usePracticeGuessFlow(round, {
    show: (message) => notify(message.title, message.description),
    onAnswer: (result) => haptic(result.success ? 'success' : 'error'),
  });
  const next = round.nextRoundId;
  useMainButton(
    !round.gameOver
      ? {
          text: t(pending ? 'game.guess.pending' : 'game.guess.submit'),
          progress: pending,
          onClick: () => (document.getElementById(GUESS_FORM_ID) as HTMLFormElement | null)?.requestSubmit(),
        }
      : next
        ? { text: t('practice.next'), onClick: () => navigate(practicePath(next)) }
        : null,
  );
  useEffect(() => {
    if (round.gameOver) haptic(round.hasWon ? 'success' : 'error');
  }, [round.gameOver, round.hasWon]);
  return (
    <PuzzleCard
      game={round}
      image={round}
      practice={{
        header: t('archive.title'),
        title: practiceTitle(round),
        badge: t(round.practice ? 'archive.practice' : 'archive.lookBack'),
      }}
    >
      {/* Once over, the end line and the attempts line say how it went. */}
      {banner && !round.gameOver && <ResultBanner result={banner} />}
      {round.gameOver ? (
        <PracticeEnd round={round} signedIn={signedIn} />
      ) : (
        <>
          <GuessForm onGuess={guess} />
          {!signedIn && <p className="callout callout-hint">{t('miniapp.practice.guestNote')}</p>}
        </>
      )}
    </PuzzleCard>
  );
}

/**
 * The end of a past puzzle: how it went, the practice result to share, and for a visitor
 * today's game, the one that counts (the MainButton opens the next puzzle).
 */
function PracticeEnd({ round, signedIn }: { round: ArchiveRound; signedIn: boolean }) {
  const t = useT();
  const share = useSharePractice(round);
  return (
    <>
      <p className={`callout ${round.hasWon ? 'callout-win' : 'callout-miss'}`}>{archiveEndLine(round)}</p>
      <RoundSpread roundId={round.roundId} own={pastOutcomeOf(round)} look={SPREAD_LOOK} />
      {share && (
        <div className="row column">
          <Button size="l" stretched className="wrapping-button" loading={share.progress} onClick={share.onClick}>
            {t('practice.share')}
          </Button>
        </div>
      )}
      {!signedIn && (
        <div className="row">
          <ScreenLink to="/" className="pill-button">
            {t('practice.playToday')}
          </ScreenLink>
        </div>
      )}
    </>
  );
}

/** Shares a practice result through Telegram's share link; null for a round looked back at (it was the day's). */
function useSharePractice(round: ArchiveRound): Omit<MainButtonState, 'text'> | null {
  const config = usePublicConfig();
  const [sharing, setSharing] = useState(false);
  const highContrast = useHighContrast();
  if (!round.practice || !config.data) return null;
  const publicConfig = config.data;
  const { roundNumber, attemptResults } = round;
  const input = { roundNumber, attemptResults, points: 0, practice: true, highContrast };
  return {
    progress: sharing,
    onClick: () => {
      setSharing(true);
      void shareResult(publicConfig, input).finally(() => setSharing(false));
    },
  };
}
