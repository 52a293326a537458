import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useArchiveRound } from '@app/shared/client/archive';
import {
  ARCHIVE_COPY,
  archiveDayLabel,
  archiveEndLine,
  archiveRoundFailure,
} from '@app/shared/client/game-flow/archive-copy';
import type { GuessOutcome } from '@app/shared/client/game-flow/use-guess-field';
import type { PlayerMessage } from '@app/shared/client/guess-failure';
import { usePracticeGuessFlow } from '@app/shared/client/game-flow/use-practice-guess-flow';
import { useMe } from '@app/shared/client/session';
import type { ArchiveRound } from '@app/shared/schemas/archive';
import { WEB_ROUTES } from '@app/shared/web-routes';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../lib/toast';
import { setWalletDialogOpen } from '../../../lib/wallet-dialog-store';
import { GuessForm } from './guess-form';
import { PuzzleCard } from './puzzle-card';
import { ResultBanner } from './result-banner';

/** /archive/:roundId: a past round to practise (three tries, the reveal, no points), or to look back at. */
export default function PracticePage() {
  const roundId = Number(useParams().roundId);
  const round = useArchiveRound(roundId);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <Link to={WEB_ROUTES.archive} className="btn-ghost self-start">
        <ArrowLeft size={16} aria-hidden /> {ARCHIVE_COPY.back}
      </Link>
      {round.isPending ? (
        <section className="card">
          <Spinner label="Loading the puzzle" />
        </section>
      ) : round.isError ? (
        <RoundFailure message={archiveRoundFailure(round.error)} />
      ) : (
        <PracticeCard round={round.data} />
      )}
    </div>
  );
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
  const [revealed, setRevealed] = useState(round.gameOver);
  const { guess, pending, banner } = usePracticeGuessFlow(round, {
    show: (message) => toast({ ...message, variant: 'destructive' }),
  });
  const title = `#${round.roundNumber} · ${archiveDayLabel(round.day)}`;
  return (
    <PuzzleCard
      game={round}
      image={round}
      practice={{ title, badge: round.practice ? ARCHIVE_COPY.practice : ARCHIVE_COPY.lookBack }}
      onRevealed={() => setRevealed(true)}
    >
      {banner && <ResultBanner result={banner} />}
      {round.gameOver ? (
        revealed && <p className="text-center font-semibold">{archiveEndLine(round)}</p>
      ) : (
        <PracticeGuess pending={pending} onGuess={guess} />
      )}
    </PuzzleCard>
  );
}

/** The guess form for a player; a visitor is asked to connect first. */
function PracticeGuess({ pending, onGuess }: { pending: boolean; onGuess: (guess: string) => Promise<GuessOutcome> }) {
  const me = useMe();
  if (me.data?.walletAddress) return <GuessForm pending={pending} onGuess={onGuess} />;
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <p>{ARCHIVE_COPY.signIn}</p>
      <button type="button" className="btn-primary" onClick={() => setWalletDialogOpen(true)}>
        Connect wallet
      </button>
    </div>
  );
}
