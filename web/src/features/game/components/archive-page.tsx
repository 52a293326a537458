import { ChevronRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useArchiveList } from '@app/shared/client/archive';
import { archiveDayLabel, archiveResultLabel } from '@app/shared/client/game-flow/archive-copy';
import { useT } from '@app/shared/client/i18n/use-t';
import { ArchiveCalendar, type ArchiveCalendarLook } from '@app/shared/client/game-flow/archive-month';
import type { ArchiveEntry } from '@app/shared/schemas/archive';
import { practicePath } from '@app/shared/web-routes';
import { ShowMoreButton } from '../../../components/show-more-button';
import { Spinner } from '../../../components/spinner';

const OUTCOME_TONE: Record<ArchiveEntry['result']['outcome'], string> = {
  won: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  lost: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
  'in-progress': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  'not-played': 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

const CALENDAR_LOOK: ArchiveCalendarLook = {
  calendar: 'flex flex-col gap-2',
  header: 'flex items-center justify-between',
  monthButton: 'btn-ghost min-h-11 min-w-11 text-xl disabled:opacity-40',
  month: 'text-lg font-semibold',
  // On a phone the grid takes the card's padding too, so seven days are each 44 px wide from 360 px up.
  grid: 'w-full table-fixed border-separate border-spacing-1 max-sm:-mx-5 max-sm:w-[calc(100%+2.5rem)] max-sm:border-spacing-0.5',
  weekday: 'text-xs font-semibold text-slate-500 dark:text-slate-400',
  day: 'flex min-h-11 flex-col items-center justify-center rounded-lg text-sm tabular-nums hover:ring-2 hover:ring-brand-700 [&>b]:min-h-4 [&>b]:text-xs',
  marks: {
    won: 'bg-emerald-100 text-emerald-950 high-contrast:bg-orange-100 high-contrast:text-orange-950 dark:bg-emerald-950 dark:text-emerald-100 dark:high-contrast:bg-orange-950 dark:high-contrast:text-orange-100',
    missed:
      'bg-rose-100 text-rose-950 high-contrast:bg-blue-100 high-contrast:text-blue-950 dark:bg-rose-950 dark:text-rose-100 dark:high-contrast:bg-blue-950 dark:high-contrast:text-blue-100',
    practised: 'bg-slate-100 ring-2 ring-brand-700 ring-inset dark:bg-slate-800 dark:ring-brand-100',
    'not-played': 'bg-slate-100 dark:bg-slate-800',
  },
  empty: 'flex min-h-11 items-center justify-center text-sm text-slate-600 dark:text-slate-400',
  goTo: 'flex flex-wrap gap-2',
  input:
    'min-h-11 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-950',
  button: 'btn-secondary',
  error: 'basis-full text-sm text-rose-700 dark:text-rose-300',
  unplayed: 'btn-primary self-start',
};

/** /archive: a month's calendar of the past rounds, then the list, newest first, each with the player's own result and the way to play it. */
export default function ArchivePage() {
  const t = useT();
  const { rounds, pending, failed, empty, more } = useArchiveList();
  const navigate = useNavigate();
  return (
    <section className="card mx-auto flex max-w-xl flex-col gap-4" aria-labelledby="archive-title">
      <div>
        <h1 id="archive-title" className="text-2xl font-bold">
          {t('archive.title')}
        </h1>
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300">{t('archive.intro')}</p>
      </div>
      {pending && <Spinner label={t('web.practice.loadingArchive')} />}
      {failed && <p role="alert">{t('archive.loadFailed')}</p>}
      {empty && <p>{t('archive.empty')}</p>}
      {rounds.length > 0 && (
        <ArchiveCalendar
          rounds={rounds}
          more={more}
          look={CALENDAR_LOOK}
          open={(roundId) => void navigate(practicePath(roundId))}
          link={({ roundId, className, children, day }) => (
            <Link to={practicePath(roundId)} className={className} title={day} tabIndex={day ? -1 : undefined}>
              {children}
            </Link>
          )}
        />
      )}
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {rounds.map((round) => (
          <li key={round.roundId}>
            <Link
              to={practicePath(round.roundId)}
              className="flex min-h-14 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span className="w-12 shrink-0 font-semibold tabular-nums text-slate-500 dark:text-slate-400">
                <bdi dir="ltr">#{round.roundNumber}</bdi>
              </span>
              {/* Practice under the day, not beside it: the day and the result keep their columns on a phone. */}
              <span className="flex min-w-0 grow flex-col font-medium">
                {archiveDayLabel(round.day)}
                {round.result.practice && (
                  <span className="text-xs font-semibold text-brand-700 uppercase dark:text-brand-100">
                    {t('archive.practice')}
                  </span>
                )}
              </span>
              <span
                className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ${OUTCOME_TONE[round.result.outcome]}`}
              >
                {archiveResultLabel(round.result)}
              </span>
              <ChevronRight size={18} aria-hidden className="text-slate-400 rtl:-scale-x-100" />
            </Link>
          </li>
        ))}
      </ul>
      <ShowMoreButton more={more} />
    </section>
  );
}
