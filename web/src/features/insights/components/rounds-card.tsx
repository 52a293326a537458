import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { InsightsRound } from '@app/shared/schemas/insights';
import { insightsCsvUrl, type InsightsRange } from '@app/shared/client/insights';
import { nftLabel } from '@app/shared/rules/nft-label';
import { SERIES } from '../utils/colours';
import { titledAxes } from '../utils/axes';
import { dayLabel, newestFirst, percent } from '../utils/day-label';
import { ChartCanvas } from './chart-canvas';
import { InsightsSection } from './insights-section';

/** How each round's games ended: won on the 1st, 2nd or 3rd try, or lost; the hard NFTs stand out. */
export function RoundsCard({ rounds, today, range }: { rounds: InsightsRound[]; today: string; range: InsightsRange }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: rounds.map((round) => `${dayLabel(round.day, today)} #${round.nftId}`),
        datasets: [
          { label: '1st try', data: rounds.map((round) => round.byAttempt[0]), backgroundColor: SERIES.green },
          { label: '2nd try', data: rounds.map((round) => round.byAttempt[1]), backgroundColor: SERIES.blue },
          { label: '3rd try', data: rounds.map((round) => round.byAttempt[2]), backgroundColor: SERIES.amber },
          { label: 'Lost', data: rounds.map((round) => round.lost), backgroundColor: SERIES.red },
        ],
      },
      options: { scales: titledAxes({ x: 'Round (UTC day and NFT number)', y: 'Games', stacked: true }) },
    }),
    [rounds, today],
  );
  return (
    <InsightsSection
      id="rounds"
      title="Each round"
      csvHref={insightsCsvUrl('rounds', range)}
      chart={<ChartCanvas label="Each round's games: won on the 1st, 2nd or 3rd try, or lost" config={config} />}
      columns={['Day', 'NFT', 'Players', 'Wins', '1st', '2nd', '3rd', 'Lost']}
      textColumns={2}
      rows={newestFirst(rounds).map((round) => ({
        key: round.roundId,
        cells: [
          dayLabel(round.day, today),
          nftLabel(round),
          round.players,
          `${round.wins} (${percent(round.wins, round.players)})`,
          ...round.byAttempt,
          round.lost,
        ],
      }))}
    />
  );
}
