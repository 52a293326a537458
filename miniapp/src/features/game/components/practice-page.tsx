import { List, Placeholder } from '@telegram-apps/telegram-ui';
import { useEffect } from 'react';
import { useArchiveRound } from '@app/shared/client/archive';
import {
  ARCHIVE_COPY,
  archiveDayLabel,
  archiveEndLine,
  archiveRoundFailure,
} from '@app/shared/client/game-flow/archive-copy';
import { GAME_COPY } from '@app/shared/client/game-flow/game-copy';
import { usePracticeGuessFlow } from '@app/shared/client/game-flow/use-practice-guess-flow';
import { useMe } from '@app/shared/client/session';
import type { ArchiveRound } from '@app/shared/schemas/archive';
import { GUESS_FORM_ID, GuessForm } from './guess-form';
import { PuzzleCard } from './puzzle-card';
import { ResultBanner } from './result-banner';
import { useMainButton } from '../../../lib/main-button';
import { notify } from '../../../lib/notify';
import { haptic } from '../../../lib/telegram';
import { ScreenLink } from '../../../lib/screens';
import { useBackButton } from '../../../lib/use-back-button';
import { Loading } from '../../../components/loading';

/** /telegram/archive/:roundId: a past round to practise (three tries, the reveal, no points), or to look back at. */
export function PracticePage({ roundId }: { roundId: number }) {
  useBackButton('/archive');
  const round = useArchiveRound(roundId);
  if (round.isPending) return <Loading />;
  if (round.isError) {
    const failure = archiveRoundFailure(round.error);
    return (
      <Placeholder
        role="alert"
        header={failure.title}
        description={failure.description}
        action={
          <ScreenLink to="/archive" className="pill-button">
            {ARCHIVE_COPY.back}
          </ScreenLink>
        }
      />
    );
  }
  return (
    <List className="page">
      <PracticeGame round={round.data} />
    </List>
  );
}

function PracticeGame({ round }: { round: ArchiveRound }) {
  const signedIn = !!useMe().data?.walletAddress;
  const { guess, pending, banner } = usePracticeGuessFlow(round, {
    show: (message) => notify(message.title, message.description),
    onAnswer: (result) => haptic(result.success ? 'success' : 'error'),
  });
  const playing = signedIn && !round.gameOver;
  useMainButton(
    playing
      ? {
          text: pending ? GAME_COPY.guessField.pending : GAME_COPY.guessField.submit,
          progress: pending,
          onClick: () => (document.getElementById(GUESS_FORM_ID) as HTMLFormElement | null)?.requestSubmit(),
        }
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
        header: ARCHIVE_COPY.title,
        title: `#${round.roundNumber} · ${archiveDayLabel(round.day)}`,
        badge: round.practice ? ARCHIVE_COPY.practice : ARCHIVE_COPY.lookBack,
      }}
    >
      {banner && <ResultBanner result={banner} />}
      {round.gameOver ? (
        <p className={`callout ${round.hasWon ? 'callout-win' : 'callout-miss'}`}>{archiveEndLine(round)}</p>
      ) : playing ? (
        <GuessForm onGuess={guess} />
      ) : (
        <p className="callout callout-hint">{ARCHIVE_COPY.signIn}</p>
      )}
    </PuzzleCard>
  );
}
