import { periods } from '@app/db/schema/periods';
import { desc, eq } from '@app/db/orm';
import type { Database } from '@app/db/database';

/** How many archived periods the history and the admin's raffle list show. */
const PERIODS_SHOWN = 12;

/** The latest archived periods, newest first; a period still being copied shows once complete. */
export function latestArchivedPeriods(db: Database) {
  return db.select().from(periods).where(eq(periods.status, 'done')).orderBy(desc(periods.id)).limit(PERIODS_SHOWN);
}
