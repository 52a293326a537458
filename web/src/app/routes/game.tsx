import { useCurrentGame, useGameImage } from '@app/shared/client/game';
import { BoardTabs } from '../../features/leaderboard/components/board-tabs';
import { ChallengeCard } from '../../features/game/components/challenge-card';
import { NextRoundCountdown } from '../../features/game/components/next-round-countdown';
import { DailyGame } from '../../features/game/components/daily-game';

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
        <NextRoundCountdown />
        <ChallengeCard attemptResults={image.data?.attemptResults ?? []} />
      </div>
      {/* On a phone the game comes first; on wider screens it sits in the middle column. */}
      <div className="order-first md:order-none">
        <DailyGame />
      </div>
      <div className="md:col-span-2 xl:col-span-1">
        <BoardTabs />
      </div>
    </div>
  );
}
