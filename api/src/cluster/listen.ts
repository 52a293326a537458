import type { AppDeps } from '../context';
import { forgetCurrentRound } from '../features/game/rounds';
import { forgetSeason } from '../features/leaderboard/season';
import { forgetAnnouncement } from '../features/announcements/store';
import { forgetMaintenance } from '../features/maintenance/store';
import { forgetAllSessions, forgetSession } from '../features/session/store';

/**
 * What each change heard from another process drops from this one's memory; the next
 * request reads it again from the record. Changes that may have been missed drop it all.
 */
export function listenForChanges({ signals, database }: AppDeps): void {
  const forget = {
    maintenance: () => forgetMaintenance(database),
    announcement: () => forgetAnnouncement(database),
    round: () => forgetCurrentRound(database),
    season: () => forgetSeason(database),
  };
  signals.on('maintenance', forget.maintenance);
  signals.on('announcement', forget.announcement);
  signals.on('round', forget.round);
  signals.on('season', forget.season);
  signals.on('session-changed', (sessionId) => forgetSession(database, sessionId));
  signals.onMissed(() => {
    for (const drop of Object.values(forget)) drop();
    forgetAllSessions(database);
  });
}
