import { reminders } from '@app/db/schema/retention';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { Reminder } from '@app/shared/schemas/retention';
import type { Ctx, SignInHook } from '../../context';
import { describeReminder, saveReminder } from './settings';

type BotCtx = Pick<Ctx, 'database' | 'now'>;

async function userOfTelegram(db: Database, telegramId: string): Promise<number | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.telegramId, telegramId));
  return user?.id ?? null;
}

/**
 * The bot's /remind: on at `hour` (in the time zone the game last saw, else UTC) or at the
 * hour chosen before, or off. Null when no player has this Telegram account. Writing to
 * the bot opens its chat, so the bot may write first from now on.
 */
export async function setReminderFromBot({
  ctx: { database: db, now },
  input: { telegramId, change },
}: {
  ctx: BotCtx;
  input: { telegramId: string; change: { enabled: boolean; hour?: number } };
}): Promise<Reminder | null> {
  const userId = await userOfTelegram(db, telegramId);
  if (userId === null) return null;
  const current = (await describeReminder(db, userId))!;
  const hour = change.hour ?? current.hour;
  const { utcOffsetMinutes } = current;
  await saveReminder(db, userId, { enabled: change.enabled, hour, utcOffsetMinutes }, now, { chatOpenedAt: now });
  return { ...current, enabled: change.enabled, hour, botStarted: true };
}

/** A player started the bot's chat: remembered on their reminder (made, switched off, if they had none). */
export async function noteChatStarted({
  ctx: { database: db, now },
  input: telegramId,
}: {
  ctx: BotCtx;
  input: string;
}): Promise<void> {
  const userId = await userOfTelegram(db, telegramId);
  if (userId === null) return;
  const current = (await describeReminder(db, userId))!;
  if (current.botStarted) return;
  const { enabled, hour, utcOffsetMinutes } = current;
  await saveReminder(db, userId, { enabled, hour, utcOffsetMinutes }, now, { chatOpenedAt: now });
}

/**
 * A Telegram-only player's reminder goes with their Telegram identity to the wallet's
 * player that takes it over (unless that one has a reminder already). Call inside the
 * linking transaction, before the Telegram-only row is deleted.
 */
async function carryReminderOver(tx: Database, { from, to }: { from: number; to: number }): Promise<void> {
  const [existing] = await tx.select({ userId: reminders.userId }).from(reminders).where(eq(reminders.userId, to));
  if (!existing) await tx.update(reminders).set({ userId: to }).where(eq(reminders.userId, from));
}

/** At sign-in, a merged Telegram-only account's reminder (and the chat it was noted in) moves to the player. */
export const reminderSignInHook: SignInHook = { accountsMerged: carryReminderOver };
