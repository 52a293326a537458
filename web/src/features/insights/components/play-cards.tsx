import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { InsightsDay } from '@app/shared/schemas/insights';
import { insightsCsvUrl, type InsightsRange } from '@app/shared/client/insights';
import { barColours, SERIES } from '../utils/colours';
import { DAY_AXIS, titledAxes } from '../utils/axes';
import { dayLabel, newestFirst } from '../utils/day-label';
import { ChartCanvas } from './chart-canvas';
import { InsightsSection } from './insights-section';

const playersAxes = titledAxes({ x: DAY_AXIS, y: 'Players', stacked: true });

/** Players a day, new and returning, with the day's guesses and wins in the table. */
export function PlayersCard({ days, today, range }: { days: InsightsDay[]; today: string; range: InsightsRange }) {
  const config = useMemo<ChartConfiguration>(() => {
    const dayKeys = days.map((day) => day.day);
    return {
      type: 'bar',
      data: {
        labels: days.map((day) => dayLabel(day.day, today)),
        datasets: [
          {
            label: 'New',
            data: days.map((day) => day.newPlayers),
            backgroundColor: barColours(SERIES.green, dayKeys, today),
          },
          {
            label: 'Returning',
            data: days.map((day) => day.returningPlayers),
            backgroundColor: barColours(SERIES.blue, dayKeys, today),
          },
        ],
      },
      options: { scales: playersAxes },
    };
  }, [days, today]);
  return (
    <InsightsSection
      id="players"
      title="Players a day"
      csvHref={insightsCsvUrl('days', range)}
      chart={<ChartCanvas label="Players a day, new and returning" config={config} />}
      columns={['Day', 'Players', 'New', 'Returning', 'Guesses', 'Wins']}
      rows={newestFirst(days).map((day) => ({
        key: day.day,
        cells: [dayLabel(day.day, today), day.players, day.newPlayers, day.returningPlayers, day.guesses, day.wins],
      }))}
    />
  );
}

/** Players a day by where they played: the web site, the Mini App, Xaman's xApp. */
export function PlatformsCard({ days, today, range }: { days: InsightsDay[]; today: string; range: InsightsRange }) {
  const config = useMemo<ChartConfiguration>(() => {
    const dayKeys = days.map((day) => day.day);
    return {
      type: 'bar',
      data: {
        labels: days.map((day) => dayLabel(day.day, today)),
        datasets: [
          {
            label: 'Web',
            data: days.map((day) => day.byPlatform.web),
            backgroundColor: barColours(SERIES.blue, dayKeys, today),
          },
          {
            label: 'Mini App',
            data: days.map((day) => day.byPlatform.miniapp),
            backgroundColor: barColours(SERIES.violet, dayKeys, today),
          },
          {
            label: 'xApp',
            data: days.map((day) => day.byPlatform.xapp),
            backgroundColor: barColours(SERIES.amber, dayKeys, today),
          },
        ],
      },
      options: { scales: playersAxes },
    };
  }, [days, today]);
  return (
    <InsightsSection
      id="platforms"
      title="Where they played"
      csvHref={insightsCsvUrl('days', range)}
      chart={<ChartCanvas label="Players a day on the web, in the Mini App and in the xApp" config={config} />}
      columns={['Day', 'Web', 'Mini App', 'xApp']}
      rows={newestFirst(days).map((day) => ({
        key: day.day,
        cells: [dayLabel(day.day, today), day.byPlatform.web, day.byPlatform.miniapp, day.byPlatform.xapp],
      }))}
    />
  );
}
