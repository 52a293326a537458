import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { InsightsCohort } from '@app/shared/schemas/insights';
import { insightsCsvUrl, type InsightsRange } from '@app/shared/client/insights';
import { heat } from '../utils/colours';
import { percent } from '../utils/day-label';
import { ChartCanvas } from './chart-canvas';
import { InsightsSection } from './insights-section';

const RETURNS = ['d1', 'd7', 'd30'] as const;
const LABELS = { d1: 'D1', d7: 'D7', d30: 'D30' } as const;

interface Cell {
  x: string;
  y: string;
  v: number;
}

/** Each cohort's share back 1, 7 and 30 days after its first game, as a heat map. */
export function RetentionCard({ cohorts, range }: { cohorts: InsightsCohort[]; range: InsightsRange }) {
  const config = useMemo(() => {
    const cells: Cell[] = cohorts.flatMap((cohort) =>
      RETURNS.map((after) => ({
        x: LABELS[after],
        y: cohort.cohort,
        v: cohort.players > 0 ? cohort[after] / cohort.players : 0,
      })),
    );
    return {
      type: 'matrix',
      data: {
        datasets: [
          {
            label: 'Share back',
            data: cells,
            backgroundColor: (context: { raw: unknown }) => heat((context.raw as Cell | undefined)?.v ?? 0),
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
                return `${cell.y} ${cell.x}: ${Math.round(cell.v * 100)}%`;
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
          },
          y: {
            type: 'category',
            labels: cohorts.map((cohort) => cohort.cohort),
            offset: true,
            grid: { display: false },
          },
        },
      },
    } as unknown as ChartConfiguration;
  }, [cohorts]);
  return (
    <InsightsSection
      id="retention"
      title="Coming back"
      csvHref={insightsCsvUrl('retention', range)}
      chart={
        <ChartCanvas
          label="Share of each day's new players who played again 1, 7 and 30 days later"
          config={config}
          height={Math.max(256, cohorts.length * 10 + 40)}
        />
      }
      columns={['First game', 'Players', 'D1', 'D7', 'D30']}
      rows={cohorts.map((cohort) => ({
        key: cohort.cohort,
        cells: [
          cohort.cohort,
          cohort.players,
          ...RETURNS.map((after) => `${cohort[after]} (${percent(cohort[after], cohort.players)})`),
        ],
      }))}
    />
  );
}
