import { useT } from '@app/shared/client/i18n/use-t';
import { StatsButton } from './stats-button';
import './game-head.css';

interface GameHeadProps {
  title: string;
  throwback: boolean;
  stats?: boolean;
  /** Beside the title: "Practice" for a past round. */
  badge?: string;
}

/** The game's title row: the title, its badges (Throwback Thursday, Practice), and Stats (a player's only). */
export function GameHead({ title, throwback, stats = true, badge }: GameHeadProps) {
  const t = useT();
  return (
    <div className="game-head">
      <h1>{title}</h1>
      {badge && <span className="badge badge-accent">{badge}</span>}
      {throwback && <span className="badge">{t('game.throwback.badge')}</span>}
      {stats && <StatsButton />}
    </div>
  );
}
