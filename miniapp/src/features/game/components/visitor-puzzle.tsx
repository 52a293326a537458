import { useCurrentGame, useGameImage } from '@app/shared/client/game';
import { GameError } from './game-error';
import { PuzzleCard } from './puzzle-card';
import { Loading } from '../../../components/loading';

/** Today's puzzle for a visitor: the most blurred image, no field; the sign-in comes under it. */
export function VisitorPuzzle() {
  const game = useCurrentGame();
  const image = useGameImage(!!game.data);
  if (game.isPending || image.isPending) return <Loading />;
  if (game.isError || image.isError) return <GameError error={game.error ?? image.error} />;
  return <PuzzleCard game={game.data} image={image.data} visitor />;
}
