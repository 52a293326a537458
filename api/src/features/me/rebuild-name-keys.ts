import type { Db } from '@app/db/client';
import { asc, eq, isNotNull } from '@app/db/orm';
import { settings } from '@app/db/schema/settings';
import { users } from '@app/db/schema/users';
import { checkDisplayName } from '@app/shared/rules/display-name';
import type { Logger } from 'pino';
import { lookAlikeKey, looksReserved } from './look-alike';

/** Set by the migration that changed what a display name's key means. */
const REBUILD_KEY = 'display_name_keys_to_rebuild';

/** The look-alike key of a stored name, or null when today's rules refuse it. */
function storableKey(name: string): string | null {
  const check = checkDisplayName(name);
  if (!check.ok) return null;
  const key = lookAlikeKey(check.key);
  return looksReserved(key) ? null : key;
}

/**
 * At start, once after the migration that cleared the display names' keys: gives every
 * named player its look-alike key, oldest account first. A name today's rules refuse
 * (mixed scripts, a reserved name in look-alike letters) or that looks like an older
 * player's is cleared: the boards show that player's fallback name, and the player may
 * choose another.
 */
export function rebuildDisplayNameKeys(db: Db, logger: Logger): void {
  if (!db.select().from(settings).where(eq(settings.key, REBUILD_KEY)).get()) return;
  const named = db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(isNotNull(users.displayName))
    .orderBy(asc(users.id))
    .all();
  let cleared = 0;
  db.transaction(() => {
    for (const user of named) {
      const key = storableKey(user.displayName!);
      const free = key !== null && !db.select({ id: users.id }).from(users).where(eq(users.displayNameKey, key)).get();
      db.update(users)
        .set(free ? { displayNameKey: key } : { displayName: null, displayNameKey: null })
        .where(eq(users.id, user.id))
        .run();
      if (!free) cleared += 1;
    }
    db.delete(settings).where(eq(settings.key, REBUILD_KEY)).run();
  });
  if (cleared > 0)
    logger.warn(`Cleared ${cleared} display names that look like an older player's or break today's rules`);
}
