import { users, UNUSABLE_PASSWORD, type User } from '@app/db/schema/users';
import type { Database } from '@app/db/database';
import type { TelegramIdentity } from './init-data';

/** The user of a Telegram account, created on its first visit; its Telegram names are kept current. */
export async function upsertTelegramUser(db: Database, now: Date, identity: TelegramIdentity): Promise<User> {
  const profile = {
    telegramUsername: identity.username,
    telegramFirstName: identity.firstName,
    telegramLastName: identity.lastName,
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
