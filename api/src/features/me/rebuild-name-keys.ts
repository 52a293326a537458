import type { Database } from '@app/db/database';
import { and, asc, eq, isNotNull, ne, notLike } from '@app/db/orm';
import { settings } from '@app/db/schema/settings';
import { users } from '@app/db/schema/users';
import { checkDisplayName } from '@app/shared/rules/display-name';
import type { Logger } from 'pino';
import { ERASED_PREFIX } from '../../identity/session/erased';
import type { Clock } from '../../adapters/clock';
import { LOOK_ALIKE_VERSION, lookAlikeKey, looksReserved } from '../../display-name/look-alike';

/** Set by the migrations that changed what a display name's key means, or which names pass. */
const REBUILD_KEY = 'display_name_keys_to_rebuild';
/** The LOOK_ALIKE_VERSION the stored keys were made with. */
const VERSION_KEY = 'display_name_keys_version';

/** The look-alike key of a stored name, or null when today's rules refuse it. */
function storableKey(name: string): string | null {
  const check = checkDisplayName(name);
  if (!check.ok) return null;
  const key = lookAlikeKey(check.key);
  return looksReserved(key) ? null : key;
}

/**
 * At start, once after a migration that cleared the display names' keys, or once the
 * keys' meaning changed (LOOK_ALIKE_VERSION): gives every
 * named player but the erased ones its look-alike key, oldest account first. A name
 * today's rules refuse (mixed scripts, a reserved name in look-alike letters, characters
 * that draw nothing, an address shape) or that looks like an older player's is cleared:
 * the boards show that player's fallback name, and the player may choose another.
 */
export async function rebuildDisplayNameKeys({
  ctx: { database, logger, clock },
}: {
  ctx: { database: Database; logger: Logger; clock: Clock };
}): Promise<void> {
  const cleared = await database.transaction(async (tx) => {
    // Deleting the flag and writing the version first: of processes starting together, one rebuilds, the others find nothing to do.
    const flagged = await tx.delete(settings).where(eq(settings.key, REBUILD_KEY)).returning({ key: settings.key });
    const versionChanged = await tx
      .insert(settings)
      .values({ key: VERSION_KEY, value: LOOK_ALIKE_VERSION, updatedAt: clock.now() })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: LOOK_ALIKE_VERSION, updatedAt: clock.now() },
        setWhere: ne(settings.value, LOOK_ALIKE_VERSION),
      })
      .returning({ key: settings.key });
    if (flagged.length === 0 && versionChanged.length === 0) return 0;
    const named = await tx
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      // An erased player keeps the name the boards show them by, "Deleted player", with no key.
      .where(and(isNotNull(users.displayName), notLike(users.username, `${ERASED_PREFIX}%`)))
      .orderBy(asc(users.id));
    let refused = 0;
    for (const user of named) {
      const key = storableKey(user.displayName!);
      const [holder] = key ? await tx.select({ id: users.id }).from(users).where(eq(users.displayNameKey, key)) : [];
      const free = key !== null && (!holder || holder.id === user.id);
      await tx
        .update(users)
        .set(free ? { displayNameKey: key } : { displayName: null, displayNameKey: null })
        .where(eq(users.id, user.id));
      if (!free) refused += 1;
    }
    return refused;
  });
  if (cleared > 0)
    logger.warn(`Cleared ${cleared} display names that look like an older player's or break today's rules`);
}
