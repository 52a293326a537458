import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { InsightsRound } from '@app/shared/schemas/insights';
import { insightsCsvUrl, type InsightsRange } from '@app/shared/client/insights';
import { nftLabel } from '@app/shared/rules/nft-label';
import { SERIES } from '../utils/colours';
import { percent, shortDay } from '../utils/day-label';
import { ChartCanvas } from './chart-canvas';
import { InsightsSection } from './insights-section';

/** How each round's games ended: won on the 1st, 2nd or 3rd try, or lost; the hard NFTs stand out. */
export function RoundsCard({ rounds, range }: { rounds: InsightsRound[]; range: InsightsRange }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: rounds.map((round) => `${shortDay(round.day)} #${round.nftId}`),
        datasets: [
          { label: '1st try', data: rounds.map((round) => round.byAttempt[0]), backgroundColor: SERIES.green },
          { label: '2nd try', data: rounds.map((round) => round.byAttempt[1]), backgroundColor: SERIES.blue },
          { label: '3rd try', data: rounds.map((round) => round.byAttempt[2]), backgroundColor: SERIES.amber },
          { label: 'Lost', data: rounds.map((round) => round.lost), backgroundColor: SERIES.red },
        ],
      },
      options: { scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } } },
    }),
    [rounds],
  );
  return (
    <InsightsSection
      id="rounds"
      title="Each round"
      csvHref={insightsCsvUrl('rounds', range)}
      chart={<ChartCanvas label="Each round's games: won on the 1st, 2nd or 3rd try, or lost" config={config} />}
      columns={['Day', 'NFT', 'Players', 'Wins', '1st', '2nd', '3rd', 'Lost']}
      textColumns={2}
      rows={rounds.map((round) => ({
        key: round.roundId,
        cells: [
          round.day,
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
