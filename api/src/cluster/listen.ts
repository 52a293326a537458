import type { AppDeps } from '../context';
import { forgetCurrentRound } from '../features/game/rounds';
import { forgetSeason } from '../features/leaderboard/season';
import { forgetMaintenance } from '../features/maintenance/store';
import { forgetSession } from '../features/session/store';

/**
 * What each change heard from another process drops from this one's memory; the next
 * request reads it again from the record.
 */
export function listenForChanges({ signals, database }: AppDeps): void {
  signals.on('maintenance', () => forgetMaintenance(database));
  signals.on('round', () => forgetCurrentRound(database));
  signals.on('season', () => forgetSeason(database));
  signals.on('session-changed', (sessionId) => forgetSession(database, sessionId));
}
