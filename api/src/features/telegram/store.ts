import { users, UNUSABLE_PASSWORD, type User } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { TelegramIdentity } from './launch/init-data';

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

/** The user linked to a Telegram account, if any. */
export async function findTelegramUser(db: Database, telegramId: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.telegramId, telegramId));
  return user;
}
