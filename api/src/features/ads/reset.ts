import { settings } from '@app/db/schema/settings';
import { eq } from '@app/db/orm';
import type { Db } from '@app/db/client';

const RESET_KEY = 'ad_reset';

export interface AdReset {
  /** Rewards of an older generation no longer count towards today's cap. */
  generation: number;
  at: Date | null;
}

export function currentAdReset(db: Db): AdReset {
  const row = db.select().from(settings).where(eq(settings.key, RESET_KEY)).get();
  return row ? { generation: Number(row.value), at: row.updatedAt } : { generation: 0, at: null };
}

/** The admin's "Reset Ad Playback Counts": everyone may watch the daily ads again. */
export function resetAdCounts(db: Db, now: Date): AdReset {
  const next = currentAdReset(db).generation + 1;
  db.insert(settings)
    .values({ key: RESET_KEY, value: String(next), updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: String(next), updatedAt: now } })
    .run();
  return { generation: next, at: now };
}
