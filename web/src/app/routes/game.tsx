import { useCurrentGame, useGameImage } from '@app/shared/client/game';
import { LeaderboardTabs } from '../../features/leaderboard/components/leaderboard-tabs';
import { ChallengeCard } from '../../features/game/components/challenge-card';
import { CountdownCard } from '../../features/game/components/countdown-card';
import { GameCard } from '../../features/game/components/game-card';

/** Route "/": the challenge card, the game and the leaderboards; one column on phones. */
export function GameRoute() {
  const game = useCurrentGame();
  const image = useGameImage(!!game.data);
  return (
    <div
      data-testid="game-layout"
      className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] xl:grid-cols-[280px_minmax(0,1fr)_340px]"
    >
      <div className="flex flex-col gap-6">
        <CountdownCard />
        <ChallengeCard attemptResults={image.data?.attemptResults ?? []} />
      </div>
      {/* On a phone the game comes first; on wider screens it sits in the middle column. */}
      <div className="order-first md:order-none">
        <GameCard />
      </div>
      <div className="md:col-span-2 xl:col-span-1">
        <LeaderboardTabs />
      </div>
    </div>
  );
}
