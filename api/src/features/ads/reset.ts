import { settings } from '@app/db/schema/settings';
import { eq } from '@app/db/orm';
import type { Database } from '@app/db/database';

const RESET_KEY = 'ad_reset';

export interface AdReset {
  /** Rewards of an older generation no longer count towards today's cap. */
  generation: number;
  at: Date | null;
}

/** The admin's latest reset of the ad counts, generation 0 before any. */
export async function currentAdReset(db: Database): Promise<AdReset> {
  const [row] = await db.select().from(settings).where(eq(settings.key, RESET_KEY));
  return row ? { generation: Number(row.value), at: row.updatedAt } : { generation: 0, at: null };
}

/** The admin's "Reset Ad Playback Counts": everyone may watch the daily ads again. */
export function resetAdCounts(db: Database, now: Date): Promise<AdReset> {
  return db.transaction(async (tx) => {
    const next = (await currentAdReset(tx)).generation + 1;
    await tx
      .insert(settings)
      .values({ key: RESET_KEY, value: String(next), updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: String(next), updatedAt: now } });
    return { generation: next, at: now };
  });
}
