import { useEffect, useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { useAdminRaffle } from '@app/shared/client/raffle';
import { csvFile } from '@app/shared/csv';
import { formatXrp } from '@app/shared/rules/raffle';
import type { AdminRafflePeriod } from '@app/shared/schemas/raffle';
import { titledAxes } from '../utils/axes';
import { SERIES } from '../utils/colours';
import { newestFirst } from '../utils/day-label';
import { ChartCanvas } from './chart-canvas';
import { InsightsSection } from './insights-section';

/** A period's prize money paid so far, in drops. */
const paidDrops = (period: AdminRafflePeriod) =>
  String(
    period.raffle.winners
      .filter((winner) => winner.paid)
      .reduce((total, winner) => total + BigInt(winner.prizeDrops), 0n),
  );

/** Each archived period's raffle: its entrants and the prize paid (the admin page's raffle list, oldest first). */
export function RaffleCard() {
  const raffle = useAdminRaffle();
  const periods = useMemo(() => [...(raffle.data?.periods ?? [])].reverse(), [raffle.data]);
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: periods.map((period) => period.weekStart),
        datasets: [
          {
            label: 'Entrants',
            data: periods.map((period) => period.raffle.entrantCount),
            backgroundColor: SERIES.violet,
          },
        ],
      },
      options: { scales: titledAxes({ x: 'Week starting (UTC)', y: 'Entrants' }) },
    }),
    [periods],
  );
  const csvHref = useMemo(() => {
    const rows = periods.map((period) => [
      period.periodId,
      period.weekStart,
      period.weekEnd,
      period.raffle.entrantCount,
      period.prizeDrops,
      paidDrops(period),
    ]);
    const csv = csvFile(['periodId', 'weekStart', 'weekEnd', 'entrants', 'prizeDrops', 'paidDrops'], rows);
    return URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  }, [periods]);
  useEffect(() => () => URL.revokeObjectURL(csvHref), [csvHref]);
  return (
    <InsightsSection
      id="raffle"
      title="Raffle"
      csvHref={csvHref}
      csvName="insights-raffle.csv"
      chart={<ChartCanvas label="Raffle entrants a period" config={config} />}
      columns={['Period', 'Entrants', 'Prize', 'Paid']}
      rows={newestFirst(periods).map((period) => ({
        key: period.periodId,
        cells: [
          `${period.weekStart} to ${period.weekEnd}`,
          period.raffle.entrantCount,
          formatXrp(period.prizeDrops),
          formatXrp(paidDrops(period)),
        ],
      }))}
    />
  );
}
