import { DAY_MS } from '@app/shared/constants';
import { useInsights } from '@app/shared/client/insights';
import { utcDay } from '@app/shared/rules/time';
import { countOf } from '@app/shared/rules/plural';
import { nftLabel } from '@app/shared/rules/nft-label';
import type { InsightsRound } from '@app/shared/schemas/insights';

/** How many finished days the calendar shows the results of. */
const PAST_DAYS = 7;

const dayBefore = (day: string, days: number) => utcDay(new Date(Date.parse(day) - days * DAY_MS));

/** The last week's rounds as they ended (from the insights): players, wins by try and losses, newest first. */
export function CalendarPastDays({ today, labelOf }: { today: string; labelOf: (day: string) => string }) {
  const insights = useInsights({ from: dayBefore(today, PAST_DAYS), to: dayBefore(today, 1) });
  const rounds = [...(insights.data?.rounds ?? [])].reverse();
  return (
    <section className="mt-6" aria-labelledby="calendar-past-title">
      <h3 id="calendar-past-title" className="font-bold">
        Past {PAST_DAYS} days
      </h3>
      {insights.isError && <p role="alert">Could not load the past days’ results.</p>}
      {insights.data && rounds.length === 0 && <p className="mt-2 text-sm">No round was played.</p>}
      <ol className="mt-2 flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {rounds.map((round) => (
          <PastRound key={round.roundId} round={round} label={labelOf(round.day)} />
        ))}
      </ol>
    </section>
  );
}

function PastRound({ round, label }: { round: InsightsRound; label: string }) {
  const [first, second, third] = round.byAttempt;
  return (
    <li className="flex flex-wrap gap-x-3 gap-y-1 py-2 text-sm" data-testid={`calendar-past-${round.day}`}>
      <span className="w-28 font-medium">{label}</span>
      <span className="min-w-0 flex-1 break-words">
        {nftLabel(round)}
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {countOf(round.players, { one: 'player', other: 'players' })},{' '}
          {countOf(round.wins, { one: 'win', other: 'wins' })} (1st try {first}, 2nd {second}, 3rd {third}),{' '}
          {round.lost} lost
        </span>
      </span>
    </li>
  );
}
