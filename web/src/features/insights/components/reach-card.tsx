import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { InsightsDay } from '@app/shared/schemas/insights';
import { insightsCsvUrl, type InsightsRange } from '@app/shared/client/insights';
import { countOf } from '@app/shared/rules/plural';
import { SERIES } from '../utils/colours';
import { DAY_AXIS, titledAxes } from '../utils/axes';
import { dayLabel, newestFirst } from '../utils/day-label';
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
  today,
  remindersOptedIn,
  range,
}: {
  days: InsightsDay[];
  today: string;
  remindersOptedIn: number;
  range: InsightsRange;
}) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'line',
      data: {
        labels: days.map((day) => dayLabel(day.day, today)),
        datasets: SERIES_OF.map(({ key, label, colour }) => ({
          label,
          data: days.map((day) => day[key]),
          borderColor: colour,
          backgroundColor: colour,
          pointRadius: 2,
        })),
      },
      options: { scales: titledAxes({ x: DAY_AXIS, y: 'Count a day' }) },
    }),
    [days, today],
  );
  return (
    <InsightsSection
      id="reach"
      title="Ads, invites and reminders"
      csvHref={insightsCsvUrl('days', range)}
      summary={`${countOf(remindersOptedIn, { one: 'player has', other: 'players have' })} the daily reminder on now. Games after a reminder: started within 2 hours of it.`}
      chart={<ChartCanvas label="Ads rewarded, invites and reminders a day" config={config} />}
      columns={['Day', ...SERIES_OF.map(({ label }) => label)]}
      rows={newestFirst(days).map((day) => ({
        key: day.day,
        cells: [dayLabel(day.day, today), ...SERIES_OF.map(({ key }) => day[key])],
      }))}
    />
  );
}
