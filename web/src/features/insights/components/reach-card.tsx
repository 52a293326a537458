import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { InsightsDay } from '@app/shared/schemas/insights';
import { insightsCsvUrl, type InsightsRange } from '@app/shared/client/insights';
import { countOf } from '@app/shared/rules/plural';
import { SERIES } from '../utils/colours';
import { shortDay } from '../utils/day-label';
import { ChartCanvas } from './chart-canvas';
import { InsightsSection } from './insights-section';

const SERIES_OF = [
  { key: 'adsRewarded', label: 'Ads rewarded', colour: SERIES.violet },
  { key: 'invitesAttributed', label: 'Invites attributed', colour: SERIES.blue },
  { key: 'invitesRewarded', label: 'Invites rewarded', colour: SERIES.green },
  { key: 'remindersSent', label: 'Reminders sent', colour: SERIES.amber },
  { key: 'remindersBlocked', label: 'Reminders blocked', colour: SERIES.red },
  { key: 'gamesAfterReminder', label: 'Games after a reminder', colour: SERIES.teal },
] as const;

/** What ads, invites and reminders brought each day, and how many players have the reminder on now. */
export function ReachCard({
  days,
  remindersOptedIn,
  range,
}: {
  days: InsightsDay[];
  remindersOptedIn: number;
  range: InsightsRange;
}) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'line',
      data: {
        labels: days.map((day) => shortDay(day.day)),
        datasets: SERIES_OF.map(({ key, label, colour }) => ({
          label,
          data: days.map((day) => day[key]),
          borderColor: colour,
          backgroundColor: colour,
          pointRadius: 2,
        })),
      },
      options: { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
    }),
    [days],
  );
  return (
    <InsightsSection
      id="reach"
      title="Ads, invites and reminders"
      csvHref={insightsCsvUrl('days', range)}
      summary={`${countOf(remindersOptedIn, { one: 'player has', other: 'players have' })} the daily reminder on now. Games after a reminder: started within 2 hours of it.`}
      chart={<ChartCanvas label="Ads rewarded, invites and reminders a day" config={config} />}
      columns={['Day', ...SERIES_OF.map(({ label }) => label)]}
      rows={days.map((day) => ({ key: day.day, cells: [day.day, ...SERIES_OF.map(({ key }) => day[key])] }))}
    />
  );
}
