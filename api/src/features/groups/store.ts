import { groupMembers, telegramGroups } from '@app/db/schema/groups';
import { and, eq, isNull, lt, or, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { GroupChat } from '@app/bot/services';
import { DAY_MS } from '@app/shared/constants';
import type { Language } from '@app/shared/i18n/languages';
import { utcDay } from '@app/shared/rules/time';

/** The group, known from now on (its title kept current). */
export async function registerGroup(db: Database, group: GroupChat, now: Date, language?: Language): Promise<void> {
  await db
    .insert(telegramGroups)
    .values({ chatId: group.chatId, title: group.title, language, createdAt: now })
    .onConflictDoUpdate({
      target: telegramGroups.chatId,
      // The group's language stays the first one known: the member's who brought the bot.
      set: { title: group.title, language: sql`coalesce(${telegramGroups.language}, excluded.language)` },
    });
}

/** The bot left the group: it and its members (cascade) are forgotten. */
export async function forgetGroup(db: Database, chatId: string): Promise<void> {
  await db.delete(telegramGroups).where(eq(telegramGroups.chatId, chatId));
}

/**
 * A group upgraded to a supergroup gets a new id: its settings and members move there,
 * merged with what the new id already had (a /play sent there first). Idempotent: Telegram
 * tells both the old chat (migrate_to) and the new one (migrate_from).
 */
export async function migrateGroup(db: Database, from: string, to: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.select().from(telegramGroups).where(eq(telegramGroups.chatId, from));
    if (!old) return;
    await tx
      .insert(telegramGroups)
      .values({ ...old, chatId: to, createdAt: old.createdAt ?? now })
      .onConflictDoUpdate({
        target: telegramGroups.chatId,
        set: { dailyPost: old.dailyPost, postedDay: old.postedDay, language: old.language },
      });
    const members = await tx.select().from(groupMembers).where(eq(groupMembers.chatId, from));
    if (members.length > 0) {
      await tx
        .insert(groupMembers)
        .values(members.map((member) => ({ ...member, chatId: to })))
        .onConflictDoNothing();
    }
    await tx.delete(telegramGroups).where(eq(telegramGroups.chatId, from));
  });
}

/**
 * Turns the daily post on or off. Turned on, the first post is the next midnight's: the
 * day before today counts as posted, so nobody gets yesterday's results in the afternoon.
 */
export async function setDailyPost(db: Database, group: GroupChat, on: boolean, now: Date): Promise<void> {
  await registerGroup(db, group, now);
  const postedDay = utcDay(new Date(now.getTime() - DAY_MS));
  await db
    .update(telegramGroups)
    .set(on ? { dailyPost: true, postedDay } : { dailyPost: false })
    .where(eq(telegramGroups.chatId, group.chatId));
}

/** A group the bot knows. */
export type Group = typeof telegramGroups.$inferSelect;

export async function groupById(db: Database, chatId: string): Promise<Group | undefined> {
  const [group] = await db.select().from(telegramGroups).where(eq(telegramGroups.chatId, chatId));
  return group;
}

export async function membershipOf(db: Database, chatId: string, telegramId: string) {
  const [member] = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.chatId, chatId), eq(groupMembers.telegramId, telegramId)));
  return member;
}

/** Counts the Telegram user in the group (the bot confirmed it at `now`). */
export async function confirmMember(db: Database, chatId: string, telegramId: string, now: Date): Promise<void> {
  await db
    .insert(groupMembers)
    .values({ chatId, telegramId, confirmedAt: now })
    .onConflictDoUpdate({ target: [groupMembers.chatId, groupMembers.telegramId], set: { confirmedAt: now } });
}

export async function dropMember(db: Database, chatId: string, telegramId: string): Promise<void> {
  await db.delete(groupMembers).where(and(eq(groupMembers.chatId, chatId), eq(groupMembers.telegramId, telegramId)));
}

/** The groups whose daily post for `day` is not yet claimed. */
export async function groupsDueForPost(db: Database, day: string) {
  return db
    .select({ chatId: telegramGroups.chatId, title: telegramGroups.title, language: telegramGroups.language })
    .from(telegramGroups)
    .where(
      and(eq(telegramGroups.dailyPost, true), or(isNull(telegramGroups.postedDay), lt(telegramGroups.postedDay, day))),
    );
}

/** Claims the group's post for `day` before it is sent: a restart or a second run never posts it twice. */
export async function claimPost(db: Database, chatId: string, day: string): Promise<boolean> {
  const taken = await db
    .update(telegramGroups)
    .set({ postedDay: day })
    .where(
      and(
        eq(telegramGroups.chatId, chatId),
        eq(telegramGroups.dailyPost, true),
        or(isNull(telegramGroups.postedDay), lt(telegramGroups.postedDay, day)),
      ),
    )
    .returning({ chatId: telegramGroups.chatId });
  return taken.length > 0;
}
