import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { InsightsDay } from '@app/shared/schemas/insights';
import { insightsCsvUrl, type InsightsRange } from '@app/shared/client/insights';
import { SERIES } from '../utils/colours';
import { shortDay } from '../utils/day-label';
import { ChartCanvas } from './chart-canvas';
import { InsightsSection } from './insights-section';

const stacked = { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } };

/** Players a day, new and returning, with the day's guesses and wins in the table. */
export function PlayersCard({ days, range }: { days: InsightsDay[]; range: InsightsRange }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: days.map((day) => shortDay(day.day)),
        datasets: [
          { label: 'New', data: days.map((day) => day.newPlayers), backgroundColor: SERIES.green },
          { label: 'Returning', data: days.map((day) => day.returningPlayers), backgroundColor: SERIES.blue },
        ],
      },
      options: { scales: stacked },
    }),
    [days],
  );
  return (
    <InsightsSection
      id="players"
      title="Players a day"
      csvHref={insightsCsvUrl('days', range)}
      chart={<ChartCanvas label="Players a day, new and returning" config={config} />}
      columns={['Day', 'Players', 'New', 'Returning', 'Guesses', 'Wins']}
      rows={days.map((day) => ({
        key: day.day,
        cells: [day.day, day.players, day.newPlayers, day.returningPlayers, day.guesses, day.wins],
      }))}
    />
  );
}

/** Players a day by where they played: the web site, the Mini App, Xaman's xApp. */
export function PlatformsCard({ days, range }: { days: InsightsDay[]; range: InsightsRange }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: days.map((day) => shortDay(day.day)),
        datasets: [
          { label: 'Web', data: days.map((day) => day.byPlatform.web), backgroundColor: SERIES.blue },
          { label: 'Mini App', data: days.map((day) => day.byPlatform.miniapp), backgroundColor: SERIES.violet },
          { label: 'xApp', data: days.map((day) => day.byPlatform.xapp), backgroundColor: SERIES.amber },
        ],
      },
      options: { scales: stacked },
    }),
    [days],
  );
  return (
    <InsightsSection
      id="platforms"
      title="Where they played"
      csvHref={insightsCsvUrl('days', range)}
      chart={<ChartCanvas label="Players a day on the web, in the Mini App and in the xApp" config={config} />}
      columns={['Day', 'Web', 'Mini App', 'xApp']}
      rows={days.map((day) => ({
        key: day.day,
        cells: [day.day, day.byPlatform.web, day.byPlatform.miniapp, day.byPlatform.xapp],
      }))}
    />
  );
}
