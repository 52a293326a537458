import { users, UNUSABLE_PASSWORD, type User } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { TelegramIdentity } from './init-data';

/** The user of a Telegram account, created on its first visit; its Telegram names and language are kept current. */
export async function upsertTelegramUser(db: Database, now: Date, identity: TelegramIdentity): Promise<User> {
  const profile = {
    telegramUsername: identity.username,
    telegramFirstName: identity.firstName,
    telegramLastName: identity.lastName,
    ...(identity.languageCode ? { telegramLanguage: identity.languageCode } : {}),
  };
  const [user] = await db
    .insert(users)
    .values({
      username: `telegram:${identity.telegramId}`,
      password: UNUSABLE_PASSWORD,
      telegramId: identity.telegramId,
      createdAt: now,
      ...profile,
    })
    .onConflictDoUpdate({ target: users.telegramId, set: profile })
    .returning();
  return user!;
}

/** The user linked to a Telegram account, if any. */
export async function findTelegramUser(db: Database, telegramId: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.telegramId, telegramId));
  return user;
}

/**
 * Keeps the Telegram language the bot saw last for the account's player (an update's
 * `language_code`), and answers the language the player saved; null without a player.
 */
export async function noteTelegramLanguage(
  db: Database,
  telegramId: string,
  languageCode: string | undefined,
): Promise<string | null> {
  if (!languageCode) return (await findTelegramUser(db, telegramId))?.language ?? null;
  const [user] = await db
    .update(users)
    .set({ telegramLanguage: languageCode })
    .where(eq(users.telegramId, telegramId))
    .returning({ language: users.language });
  return user?.language ?? null;
}
