import { StatsButton } from './stats-button';

/** The game's title row: the title, the Throwback Thursday badge, and Stats (a player's only). */
export function GameHead({ title, throwback, stats = true }: { title: string; throwback: boolean; stats?: boolean }) {
  return (
    <div className="game-head">
      <h1>{title}</h1>
      {throwback && <span className="badge">Throwback Thursday</span>}
      {stats && <StatsButton />}
    </div>
  );
}
