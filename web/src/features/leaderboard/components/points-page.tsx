import { activeLanguage, t } from '@app/shared/client/i18n/language-runtime';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { playerName, usePointsLeaderboard } from '@app/shared/client/leaderboard';
import { pointsByAttemptText } from '@app/shared/client/game-flow/game-copy';
import { useMe } from '@app/shared/client/identity/session';
import { pointsPlayerName, pointsRankLabel } from '@app/shared/rules/names';
import { Spinner } from '../../../components/spinner';
import { setWalletDialogOpen } from '../../../lib/wallet-dialog-store';
import { BoardTable, boardRowClass } from './board-table';
import { InviteCard } from './invite-card';
import { NameChooser } from '../../../components/name-chooser';
import { ReminderCard } from './reminder-card';

/** /bwif-points: all-time BWIF points. */
export default function PointsPage() {
  const { data: me } = useMe();
  const board = usePointsLeaderboard();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Link to="/" className="btn-ghost self-start">
        {t('web.points.back')}
      </Link>
      <h1 className="text-3xl font-bold">{t('web.points.title')}</h1>
      <section className="card">
        <h2 className="text-lg font-bold">{t('points.howTo.title')}</h2>
        <ul className="mt-2 list-disc ps-5 text-slate-700 dark:text-slate-300">
          <li>{t('web.points.connectStep')}</li>
          <li>{t('web.points.playStep', { points: pointsByAttemptText() })}</li>
        </ul>
      </section>
      {me?.reminder && <ReminderCard reminder={me.reminder} />}
      {me?.invite && <InviteCard invite={me.invite} />}
      {!me?.walletAddress && (
        <section className="card flex flex-wrap items-center justify-between gap-3">
          <p>{t('web.points.connectToSee')}</p>
          <button type="button" className="btn-primary" onClick={() => setWalletDialogOpen(true)}>
            {t('wallet.connect')}
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
            <RefreshCw size={14} aria-hidden /> {t('action.refresh')}
          </button>
        </div>
        {board.isPending && <Spinner label={t('web.points.loading')} />}
        {board.isError && (
          <p role="alert">
            {t('load.pointsBoard.title')}. {t('load.pointsBoard.description')}
          </p>
        )}
        {board.data?.length === 0 && <p className="text-center">{t('points.board.empty')}</p>}
        {board.data && board.data.length > 0 && (
          <BoardTable>
            {board.data.map((entry) => (
              <tr key={entry.userId} className={boardRowClass(entry.isCurrentUser)}>
                <td className="py-2">{pointsRankLabel(entry.rank)}</td>
                <td>
                  <bdi>{playerName(pointsPlayerName(entry))}</bdi>
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
                <td className="text-end">{entry.points.toLocaleString(activeLanguage())}</td>
              </tr>
            ))}
          </BoardTable>
        )}
      </section>
    </div>
  );
}
