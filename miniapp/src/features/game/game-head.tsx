import { StatsButton } from './stats-button';

/** The game's title row: the title, the Throwback Thursday badge, and Stats. */
export function GameHead({ title, throwback }: { title: string; throwback: boolean }) {
  return (
    <div className="game-head">
      <h1>{title}</h1>
      {throwback && <span className="badge">Throwback Thursday</span>}
      <StatsButton />
    </div>
  );
}
