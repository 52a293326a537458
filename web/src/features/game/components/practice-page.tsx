import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useArchiveRound, useLatestPastRound } from '@app/shared/client/archive';
import { archiveEndLine, archiveRoundFailure, practiceTitle } from '@app/shared/client/game-flow/archive-copy';
import { RoundSpread } from '@app/shared/client/game-flow/round-spread';
import { pastOutcomeOf } from '@app/shared/client/spread';
import { latestPuzzleFailure } from '@app/shared/client/game-flow/practice-copy';
import { useT } from '@app/shared/client/i18n/use-t';
import type { PlayerMessage } from '@app/shared/client/guess-failure';
import { usePracticeGuessFlow } from '@app/shared/client/game-flow/use-practice-guess-flow';
import { useMe } from '@app/shared/client/identity/session';
import type { ArchiveRound } from '@app/shared/schemas/archive';
import { fairnessPath, LATEST_PUZZLE, practicePath, WEB_ROUTES } from '@app/shared/web-routes';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../lib/toast';
import { GuessForm } from './guess-form';
import { PuzzleCard } from './puzzle-card';
import { ResultBanner } from './result-banner';
import { ShareButton } from './share-button';
import { SPREAD_LOOK } from './spread-look';

function Loading() {
  const t = useT();
  return (
    <section className="card">
      <Spinner label={t('web.practice.loading')} />
    </section>
  );
}

/**
 * /archive/:roundId: a past round to practise (three tries, the reveal, no points), or to
 * look back at; /archive/latest opens the newest one. Visitors practise too, as guests.
 */
export default function PracticePage() {
  const t = useT();
  const roundId = useParams().roundId;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={WEB_ROUTES.archive} className="btn-ghost">
          <ArrowLeft size={16} aria-hidden className="rtl:-scale-x-100" /> {t('archive.back')}
        </Link>
        {roundId !== LATEST_PUZZLE && (
          <Link to={fairnessPath(Number(roundId))} className="btn-ghost">
            {t('fairness.checkDay')}
          </Link>
        )}
      </div>
      {roundId === LATEST_PUZZLE ? <LatestPuzzle /> : <PracticeRound roundId={Number(roundId)} />}
    </div>
  );
}

/** Opens the newest past round in its own page, in place of this one in the history. */
function LatestPuzzle() {
  const latest = useLatestPastRound();
  if (latest.roundId) return <Navigate to={practicePath(latest.roundId)} replace />;
  const failure = latestPuzzleFailure(latest);
  return failure ? <RoundFailure message={failure} /> : <Loading />;
}

function PracticeRound({ roundId }: { roundId: number }) {
  const round = useArchiveRound(roundId);
  if (round.isPending) return <Loading />;
  if (round.isError) return <RoundFailure message={archiveRoundFailure(round.error)} />;
  // Keyed: "Next puzzle" opens another round in this same page, with nothing of this one's.
  return <PracticeCard key={round.data.roundId} round={round.data} />;
}

function RoundFailure({ message }: { message: PlayerMessage }) {
  return (
    <section role="alert" className="card">
      <h2 className="text-lg font-bold">{message.title}</h2>
      <p className="mt-1">{message.description}</p>
    </section>
  );
}

function PracticeCard({ round }: { round: ArchiveRound }) {
  const t = useT();
  const [revealed, setRevealed] = useState(round.gameOver);
  const signedIn = !!useMe().data?.walletAddress;
  const { guess, pending, banner } = usePracticeGuessFlow(round, {
    show: (message) => toast({ ...message, variant: 'destructive' }),
  });
  return (
    <PuzzleCard
      game={round}
      image={round}
      practice={{ title: practiceTitle(round), badge: t(round.practice ? 'archive.practice' : 'archive.lookBack') }}
      onRevealed={() => setRevealed(true)}
    >
      {/* Once over, the end line and the attempts line say how it went. */}
      {banner && !(round.gameOver && revealed) && <ResultBanner result={banner} />}
      {round.gameOver ? (
        revealed && <PracticeEnd round={round} signedIn={signedIn} />
      ) : (
        <>
          <GuessForm pending={pending} onGuess={guess} />
          {!signedIn && (
            <p className="text-center text-sm break-words text-slate-600 dark:text-slate-300">
              {t('web.practice.guestNote')}
            </p>
          )}
        </>
      )}
    </PuzzleCard>
  );
}

/**
 * The end of a past puzzle: how it went, the practice result to share, the next puzzle not yet
 * played, and for a visitor today's game, the one that counts.
 */
function PracticeEnd({ round, signedIn }: { round: ArchiveRound; signedIn: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="font-semibold">{archiveEndLine(round)}</p>
      <div className="w-full text-start">
        <RoundSpread roundId={round.roundId} own={pastOutcomeOf(round)} look={SPREAD_LOOK} />
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {round.nextRoundId && (
          <Link to={practicePath(round.nextRoundId)} className="btn-primary">
            {t('practice.next')} <ArrowRight size={16} aria-hidden className="rtl:-scale-x-100" />
          </Link>
        )}
        {round.practice && (
          <ShareButton
            roundNumber={round.roundNumber}
            attemptResults={round.attemptResults}
            points={round.points}
            practice
          />
        )}
        {!signedIn && (
          <Link to={WEB_ROUTES.game} className="btn-secondary">
            {t('practice.playToday')}
          </Link>
        )}
      </div>
    </div>
  );
}
