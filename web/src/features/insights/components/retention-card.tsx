import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { InsightsCohort } from '@app/shared/schemas/insights';
import { insightsCsvUrl, type InsightsRange } from '@app/shared/client/insights';
import { heat, NOT_YET_COLOUR } from '../utils/colours';
import { dayLabel, newestFirst, percent } from '../utils/day-label';
import { ChartCanvas } from './chart-canvas';
import { InsightsSection } from './insights-section';

const RETURNS = ['d1', 'd7', 'd30'] as const;
const LABELS = { d1: 'D1', d7: 'D7', d30: 'D30' } as const;

/** A heat map cell: the share back, null while its day has not come. */
interface Cell {
  x: string;
  y: string;
  v: number | null;
}

const NOT_YET = 'not yet';

/** The share of a cohort back on a later day; null while that day has not come. */
function shareBack(cohort: InsightsCohort, after: (typeof RETURNS)[number]): number | null {
  const back = cohort[after];
  if (back === null) return null;
  return cohort.players > 0 ? back / cohort.players : 0;
}

/** A cohort's return in the table: "3 (25%)", or "not yet". */
const returnText = (cohort: InsightsCohort, after: (typeof RETURNS)[number]) => {
  const back = cohort[after];
  return back === null ? NOT_YET : `${back} (${percent(back, cohort.players)})`;
};

/** Each cohort's share back 1, 7 and 30 days after its first game, as a heat map. */
export function RetentionCard({
  cohorts,
  today,
  range,
}: {
  cohorts: InsightsCohort[];
  today: string;
  range: InsightsRange;
}) {
  const config = useMemo(() => {
    const cells: Cell[] = cohorts.flatMap((cohort) =>
      RETURNS.map((after) => ({ x: LABELS[after], y: dayLabel(cohort.cohort, today), v: shareBack(cohort, after) })),
    );
    return {
      type: 'matrix',
      data: {
        datasets: [
          {
            label: 'Share back',
            data: cells,
            backgroundColor: (context: { raw: unknown }) => {
              const share = (context.raw as Cell | undefined)?.v;
              return share === null || share === undefined ? NOT_YET_COLOUR : heat(share);
            },
            width: ({ chart }: { chart: { chartArea?: { width: number } } }) =>
              (chart.chartArea?.width ?? 0) / RETURNS.length - 2,
            height: ({ chart }: { chart: { chartArea?: { height: number } } }) =>
              (chart.chartArea?.height ?? 0) / Math.max(1, cohorts.length) - 1,
          },
        ],
      },
      options: {
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: (item: { raw: unknown }) => {
                const cell = item.raw as Cell;
                return `${cell.y} ${cell.x}: ${cell.v === null ? NOT_YET : `${Math.round(cell.v * 100)}%`}`;
              },
            },
          },
        },
        scales: {
          x: {
            type: 'category',
            labels: RETURNS.map((after) => LABELS[after]),
            position: 'top',
            grid: { display: false },
            title: { display: true, text: 'Days after the first game' },
          },
          y: {
            type: 'category',
            labels: cohorts.map((cohort) => dayLabel(cohort.cohort, today)),
            offset: true,
            grid: { display: false },
            title: { display: true, text: 'First game (UTC day)' },
          },
        },
      },
    } as unknown as ChartConfiguration;
  }, [cohorts, today]);
  return (
    <InsightsSection
      id="retention"
      title="Coming back"
      csvHref={insightsCsvUrl('retention', range)}
      chart={
        <>
          <ChartCanvas
            label="Share of each day's new players who played again 1, 7 and 30 days later"
            config={config}
            height={Math.max(256, cohorts.length * 10 + 40)}
          />
          <HeatLegend />
        </>
      }
      columns={['First game', 'Players', 'D1', 'D7', 'D30']}
      rows={newestFirst(cohorts).map((cohort) => ({
        key: cohort.cohort,
        cells: [dayLabel(cohort.cohort, today), cohort.players, ...RETURNS.map((after) => returnText(cohort, after))],
      }))}
    />
  );
}

const LEGEND_SHARES = [0, 0.25, 0.5, 0.75, 1];

/** What the heat map's colours mean: the share back, from pale to strong, and the cells whose day has not come. */
function HeatLegend() {
  return (
    <ul className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs" aria-label="Colour key: share back">
      {LEGEND_SHARES.map((share) => (
        <li key={share} className="flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-5 rounded-sm" style={{ background: heat(share) }} />
          {Math.round(share * 100)}%
        </li>
      ))}
      <li className="flex items-center gap-1">
        <span aria-hidden className="inline-block h-3 w-5 rounded-sm" style={{ background: NOT_YET_COLOUR }} />
        {NOT_YET}
      </li>
    </ul>
  );
}
