import { useState, type FormEvent, type ReactNode } from 'react';
import type { ArchiveEntry } from '../../schemas/archive';
import { useGoToRound } from '../archive';
import { useT } from '../i18n/use-t';
import {
  type DayMark,
  dayDescription,
  dayMark,
  dayMarkText,
  monthAfter,
  monthLabel,
  monthOf,
  monthWeeks,
  newestUnplayed,
  weekdayLabels,
} from './archive-calendar';

/** Each front end's look for the calendar: the markup is one, the styles each UI kit's (class names). */
export interface ArchiveCalendarLook {
  calendar: string;
  header: string;
  monthButton: string;
  month: string;
  grid: string;
  weekday: string;
  day: string;
  /** Added to a day by its mark. */
  marks: Record<DayMark, string>;
  empty: string;
  goTo: string;
  input: string;
  button: string;
  error: string;
  unplayed: string;
}

interface ArchiveCalendarProps {
  rounds: ArchiveEntry[];
  /** Loads the next 30 older days, while there are. */
  more: { loading: boolean; load: () => void } | null;
  look: ArchiveCalendarLook;
  /** The app's link to a past round (its router's). */
  /** A calendar day's link is for the eye and the pointer (`day`: its title and no tab stop); the list is read out. */
  link: (props: { roundId: number; className: string; children: ReactNode; day?: string }) => ReactNode;
  open: (roundId: number) => void;
}

/**
 * Past puzzles a month at a time, each day marked (won on try n, missed, practised, not
 * played), the newest day not played offered first and "Go to #N"; the grid is for the
 * eye and the pointer, the 30-row list under it stays for screen readers and keyboards.
 */
export function ArchiveCalendar({ rounds, more, look, link, open }: ArchiveCalendarProps) {
  const t = useT();
  const newest = monthOf(rounds[0]!.day);
  const oldestLoaded = monthOf(rounds.at(-1)!.day);
  const [month, setMonth] = useState(newest);
  const unplayed = newestUnplayed(rounds);
  const showEarlier = () => {
    const earlier = monthAfter(month, -1);
    if (earlier < oldestLoaded && !more) return;
    if (earlier <= oldestLoaded && more) more.load();
    setMonth(earlier);
  };
  return (
    <div className={look.calendar}>
      {unplayed &&
        link({
          roundId: unplayed.roundId,
          className: look.unplayed,
          children: t('archive.newestUnplayed', { number: unplayed.roundNumber }),
        })}
      <div className={look.header}>
        <button
          type="button"
          className={look.monthButton}
          aria-label={t('archive.calendar.previous')}
          disabled={(!more && monthAfter(month, -1) < oldestLoaded) || more?.loading}
          onClick={showEarlier}
        >
          <span aria-hidden>‹</span>
        </button>
        <h2 className={look.month} aria-live="polite">
          {monthLabel(month)}
        </h2>
        <button
          type="button"
          className={look.monthButton}
          aria-label={t('archive.calendar.next')}
          disabled={month >= newest}
          onClick={() => setMonth(monthAfter(month, 1))}
        >
          <span aria-hidden>›</span>
        </button>
      </div>
      <MonthGrid month={month} rounds={rounds} look={look} link={link} />
      <GoToRound look={look} open={open} />
    </div>
  );
}

function MonthGrid({
  month,
  rounds,
  look,
  link,
}: Pick<ArchiveCalendarProps, 'rounds' | 'look' | 'link'> & { month: string }) {
  const weekdays = weekdayLabels();
  return (
    // Hidden from screen readers: the list under it says the same, 30 rows a page.
    <table className={look.grid} aria-hidden>
      <thead>
        <tr>
          {weekdays.map((weekday, index) => (
            <th key={index} scope="col" className={look.weekday}>
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month, rounds).map((week, index) => (
          <tr key={index}>
            {week.map((cell, column) => (
              <td key={column}>
                {cell?.round
                  ? link({
                      roundId: cell.round.roundId,
                      className: `${look.day} ${look.marks[dayMark(cell.round)]}`,
                      day: dayDescription(cell.round),
                      children: (
                        <>
                          <span>{cell.date}</span>
                          <b>{dayMarkText(cell.round)}</b>
                        </>
                      ),
                    })
                  : cell && <span className={look.empty}>{cell.date}</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Go to #N": a past round by its number. */
function GoToRound({ look, open }: Pick<ArchiveCalendarProps, 'look' | 'open'>) {
  const t = useT();
  const [number, setNumber] = useState('');
  const go = useGoToRound(open);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const roundNumber = Number(number);
    if (Number.isInteger(roundNumber) && roundNumber > 0) go.mutate(roundNumber);
  };
  return (
    <form className={look.goTo} onSubmit={submit}>
      <input
        className={look.input}
        type="number"
        inputMode="numeric"
        min={1}
        aria-label={t('archive.goTo.label')}
        placeholder={t('archive.goTo.label')}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
      />
      <button type="submit" className={look.button} disabled={go.isPending}>
        {t('archive.goTo.button')}
      </button>
      {go.isError && (
        <p role="alert" className={look.error}>
          {t('archive.goTo.missing', { number })}
        </p>
      )}
    </form>
  );
}
