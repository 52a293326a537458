import { settings } from '@app/db/schema/settings';
import { sql } from '@app/db/orm';
import type { Database } from '@app/db/database';

/**
 * Adds one to a counter kept in the settings table (1 on its first use) and answers the new
 * value. One statement reads and moves it, so two processes never draw the same value.
 */
export async function incrementSetting(db: Database, key: string, now: Date): Promise<number> {
  const [moved] = await db
    .insert(settings)
    .values({ key, value: '1', updatedAt: now })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`CAST(CAST(${settings.value} AS INTEGER) + 1 AS TEXT)`, updatedAt: now },
    })
    .returning({ value: settings.value });
  return Number(moved!.value);
}
