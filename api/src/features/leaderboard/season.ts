import { settings } from '@app/db/schema/settings';
import { eq } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { perDb } from '../../storage/per-db';
import type { AppDeps } from '../../context';
import { incrementSetting } from '../../storage/settings-counter';
import { forgetOnChange } from '../../cluster/signals';

/** The settings row that holds the current season. */
export const SEASON_KEY = 'board_season';

/** Read by every score and board query, so kept in memory per database. */
const known = perDb((): { season: number | null } => ({ season: null }));

async function readSeason(db: Database): Promise<number> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SEASON_KEY));
  return row ? Number(row.value) : 0;
}

/** The season the weekly boards are on now: their rows for it are this week's scores. */
export async function currentSeason(db: Database): Promise<number> {
  const cached = known(db);
  return (cached.season ??= await readSeason(db));
}

/**
 * Moves the boards to a new, empty season in one transaction, with `work` (given the
 * season that ended) in the same transaction; the memory follows the outcome.
 */
export async function inNewSeason<T>(
  { database, signals }: Pick<AppDeps, 'database' | 'signals'>,
  now: Date,
  work: (tx: Database, ended: number) => Promise<T>,
): Promise<T> {
  try {
    return await database.transaction(async (tx) => {
      // One statement reads and moves the season, so two processes never end the same one.
      const started = await incrementSetting(tx, SEASON_KEY, now);
      return work(tx, started - 1);
    });
  } finally {
    known(database).season = null;
    signals.publish('season');
  }
}

/** Drops the season in memory: another process moved the boards to a new one. */
function forgetSeason(db: Database): void {
  known(db).season = null;
}

/** Drops the season in memory whenever another process moves the boards, or when its signals may have gone unheard. */
export function followSeasonChanges({ deps }: { deps: Pick<AppDeps, 'signals' | 'database'> }): void {
  forgetOnChange(deps.signals, 'season', () => forgetSeason(deps.database));
}
