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
    >
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Players</th>
          <th scope="col">New</th>
          <th scope="col">Returning</th>
          <th scope="col">Guesses</th>
          <th scope="col">Wins</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day} className="border-t border-slate-200 dark:border-slate-800">
            <th scope="row">{day.day}</th>
            <td>{day.players}</td>
            <td>{day.newPlayers}</td>
            <td>{day.returningPlayers}</td>
            <td>{day.guesses}</td>
            <td>{day.wins}</td>
          </tr>
        ))}
      </tbody>
    </InsightsSection>
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
    >
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Web</th>
          <th scope="col">Mini App</th>
          <th scope="col">xApp</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day} className="border-t border-slate-200 dark:border-slate-800">
            <th scope="row">{day.day}</th>
            <td>{day.byPlatform.web}</td>
            <td>{day.byPlatform.miniapp}</td>
            <td>{day.byPlatform.xapp}</td>
          </tr>
        ))}
      </tbody>
    </InsightsSection>
  );
}
