import { Placeholder, Spinner } from '@telegram-apps/telegram-ui';
import { useCurrentGame, useGameImage } from '@app/shared/client/game';
import { PuzzleCard } from './puzzle-card';

/** Today's puzzle for a visitor: the most blurred image, no field; the sign-in comes under it. Nothing if it fails to load. */
export function VisitorPuzzle() {
  const game = useCurrentGame();
  const image = useGameImage(!!game.data);
  if (game.isPending || image.isPending)
    return (
      <Placeholder>
        <Spinner size="l" />
      </Placeholder>
    );
  if (game.isError || image.isError) return null;
  return <PuzzleCard game={game.data} image={image.data} visitor />;
}
