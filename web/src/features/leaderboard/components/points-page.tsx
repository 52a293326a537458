import { t } from '@app/shared/client/i18n/language-runtime';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { usePointsLeaderboard } from '@app/shared/client/leaderboard';
import { POINTS_BOARD_LOAD_FAILED } from '@app/shared/client/load-failures';
import { pointsByAttemptText } from '@app/shared/client/game-flow/game-copy';
import { useMe } from '@app/shared/client/session';
import { pointsPlayerName, pointsRankLabel } from '@app/shared/rules/names';
import { Spinner } from '../../../components/spinner';
import { setWalletDialogOpen } from '../../../lib/wallet-dialog-store';
import { BoardTable, boardRowClass } from './board-table';
import { InviteCard } from './invite-card';
import { NameChooser } from './name-chooser';
import { ReminderCard } from './reminder-card';

/** /bwif-points: all-time BWIF points. */
export default function PointsPage() {
  const { data: me } = useMe();
  const board = usePointsLeaderboard();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Link to="/" className="btn-ghost self-start">
        ← Home
      </Link>
      <h1 className="text-3xl font-bold">BWIF Points Leaderboard</h1>
      <section className="card">
        <h2 className="text-lg font-bold">How to Earn BWIF Points</h2>
        <ul className="mt-2 list-disc ps-5 text-slate-700 dark:text-slate-300">
          <li>Connect your Xaman wallet.</li>
          <li>Play the daily game: {pointsByAttemptText()}.</li>
        </ul>
      </section>
      {me?.reminder && <ReminderCard reminder={me.reminder} />}
      {me?.invite && <InviteCard invite={me.invite} />}
      {!me?.walletAddress && (
        <section className="card flex flex-wrap items-center justify-between gap-3">
          <p>Connect your wallet to see your own rank.</p>
          <button type="button" className="btn-primary" onClick={() => setWalletDialogOpen(true)}>
            Connect Wallet
          </button>
        </section>
      )}
      <section className="card">
        <div className="mb-3 flex justify-end">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void board.refetch()}
            disabled={board.isFetching}
          >
            <RefreshCw size={14} aria-hidden /> Refresh
          </button>
        </div>
        {board.isPending && <Spinner label="Loading the points leaderboard" />}
        {board.isError && (
          <p role="alert">
            {POINTS_BOARD_LOAD_FAILED.title}. {POINTS_BOARD_LOAD_FAILED.description}
          </p>
        )}
        {board.data?.length === 0 && (
          <p className="text-center">No leaderboard data available yet. Be the first to earn BWIF points!</p>
        )}
        {board.data && board.data.length > 0 && (
          <BoardTable>
            {board.data.map((entry) => (
              <tr key={entry.userId} className={boardRowClass(entry.isCurrentUser)}>
                <td className="py-2">{pointsRankLabel(entry.rank)}</td>
                <td>
                  {pointsPlayerName(entry)}
                  {entry.isCurrentUser && (
                    <>
                      <span className="ms-1 rounded bg-brand-700 px-1.5 py-0.5 text-[10px] text-white">
                        {t('board.you')}
                      </span>
                      <span className="block">
                        <NameChooser />
                      </span>
                    </>
                  )}
                </td>
                <td className="text-end">{entry.points}</td>
              </tr>
            ))}
          </BoardTable>
        )}
      </section>
    </div>
  );
}
