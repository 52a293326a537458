import { settings } from '@app/db/schema/settings';
import { eq } from '@app/db/orm';
import type { Db } from '@app/db/client';
import { perDb } from '../../storage/per-db';
import type { AppDeps } from '../../context';

const SEASON_KEY = 'board_season';

/** Read by every score and board query, so kept in memory per database. */
const known = perDb((): { season: number | null } => ({ season: null }));

function readSeason(db: Db): number {
  const row = db.select().from(settings).where(eq(settings.key, SEASON_KEY)).get();
  return row ? Number(row.value) : 0;
}

/** The season the weekly boards are on now: their rows for it are this week's scores. */
export function currentSeason(db: Db): number {
  const cached = known(db);
  return (cached.season ??= readSeason(db));
}

/**
 * Moves the boards to a new, empty season in one IMMEDIATE transaction, with `work`
 * (given the season that ended) in the same transaction; the memory follows the outcome.
 */
export function inNewSeason<T>(
  { db, signals }: Pick<AppDeps, 'db' | 'signals'>,
  now: Date,
  work: (ended: number) => T,
): T {
  try {
    return db.transaction(
      () => {
        const ended = currentSeason(db);
        const value = String(ended + 1);
        db.insert(settings)
          .values({ key: SEASON_KEY, value, updatedAt: now })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } })
          .run();
        return work(ended);
      },
      { behavior: 'immediate' },
    );
  } finally {
    known(db).season = null;
    signals.publish('season');
  }
}

/** Drops the season in memory: another process moved the boards to a new one. */
export function forgetSeason(db: Db): void {
  known(db).season = null;
}
