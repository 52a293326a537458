import { reminders } from '@app/db/schema/retention';
import { users } from '@app/db/schema/users';
import { eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { Reminder, ReminderBody } from '@app/shared/schemas/retention';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { requireUser } from '../../identity/session/service';
import { perHandle } from '../../storage/per-db';

/** The hour a reminder is offered at before the player picks one: early evening, time to play before midnight UTC. */
const DEFAULT_HOUR = 19;

const queries = perHandle((db) => ({
  ofUser: db
    .select({
      telegramId: users.telegramId,
      enabled: reminders.enabled,
      localHour: reminders.localHour,
      utcOffsetMinutes: reminders.utcOffsetMinutes,
      chatOpenedAt: reminders.chatOpenedAt,
    })
    .from(users)
    .leftJoin(reminders, eq(reminders.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
}));

/**
 * The UTC hour a local hour falls in, rounded up for time zones off the whole hour: a
 * reminder never comes before the hour the player chose (08:00 at UTC+5:30 is sent at 03:00 UTC, 08:30 there).
 */
export function utcHourOf(localHour: number, utcOffsetMinutes: number): number {
  const hour = Math.ceil((localHour * 60 - utcOffsetMinutes) / 60);
  return ((hour % 24) + 24) % 24;
}

/** The player's reminder as GET /api/me shows it; null without a linked Telegram account. */
export async function describeReminder(db: Database, userId: number): Promise<Reminder | null> {
  const [row] = await queries(db).ofUser.execute({ userId });
  if (!row?.telegramId) return null;
  return {
    enabled: row.enabled ?? false,
    hour: row.localHour ?? DEFAULT_HOUR,
    utcOffsetMinutes: row.utcOffsetMinutes ?? 0,
    botStarted: row.chatOpenedAt != null,
  };
}

/**
 * Writes a reminder as chosen (and, from the bot, that its chat is open); the day it was
 * last sent stays, so turning it off and on never sends twice a day.
 */
export async function saveReminder(
  db: Database,
  userId: number,
  input: ReminderBody,
  now: Date,
  chat: { chatOpenedAt?: Date } = {},
): Promise<void> {
  const chosen = {
    enabled: input.enabled,
    localHour: input.hour,
    utcOffsetMinutes: input.utcOffsetMinutes,
    hourUtc: utcHourOf(input.hour, input.utcOffsetMinutes),
    updatedAt: now,
    ...chat,
  };
  await db
    .insert(reminders)
    .values({ userId, ...chosen })
    .onConflictDoUpdate({ target: reminders.userId, set: chosen });
}

/** PUT /api/me/reminder: 401 signed out, 409 TELEGRAM_REQUIRED without a linked Telegram account. */
export async function setReminder({ ctx, input }: { ctx: Ctx; input: ReminderBody }): Promise<Reminder> {
  const userId = requireUser({ ctx });
  const current = await describeReminder(ctx.database, userId);
  if (!current) {
    throw new AppError('TELEGRAM_REQUIRED', 'Reminders come from the Telegram bot: link your Telegram account first');
  }
  await saveReminder(ctx.database, userId, input, ctx.now);
  return { ...current, enabled: input.enabled, hour: input.hour, utcOffsetMinutes: input.utcOffsetMinutes };
}
