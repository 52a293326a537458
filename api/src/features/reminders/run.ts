import { reminders } from '@app/db/schema/retention';
import { gameRounds, guesses } from '@app/db/schema/rounds';
import { users } from '@app/db/schema/users';
import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, or, type SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { ReminderOutcome, ReminderSender } from '@app/bot/reminder-sender';
import { HOUR_MS } from '@app/shared/constants';
import { chooseLanguage } from '@app/shared/i18n/languages';
import { utcDay } from '@app/shared/rules/time';
import { NO_STREAK } from '@app/shared/schemas/streak';
import type { AppDeps } from '../../context';
import { currentStreaks } from '../streaks/store';
import { recordSends, type ReminderSend } from './sends';

/** Reminders read at a time: a page is a few seconds of sending at Telegram's pace. */
const PAGE = 100;

/** What a run of the bot's messages to players came to. */
export interface MessageRun {
  sent: number;
  blocked: number;
  failed: number;
}

/** What a reminder run did. */
export interface ReminderRun extends MessageRun {
  /** Played today already: claimed for the day, nothing sent. */
  played: number;
}

/** The hour's run: the record, the log, the run's time, and the bot's sender. */
type ReminderJob = { ctx: Pick<AppDeps, 'database' | 'logger'> & { now: Date }; input: ReminderSender };

/** Not yet sent (or skipped) today. */
const notDoneToday = (day: string) => or(isNull(reminders.sentDay), ne(reminders.sentDay, day));

/**
 * The next PAGE players after `after` whom the bot may write to, with a Telegram chat, whose
 * reminder row matches `due` (a run's own rule: the hour's reminders, or an announcement not had),
 * each with the language to write in: the saved one, else Telegram's last seen, else English.
 */
export async function messagePage(db: Database, due: SQL | undefined, after: number) {
  const rows = await db
    .select({
      userId: reminders.userId,
      telegramId: users.telegramId,
      saved: users.language,
      telegram: users.telegramLanguage,
    })
    .from(reminders)
    .innerJoin(users, eq(users.id, reminders.userId))
    .where(and(due, isNotNull(users.telegramId), gt(reminders.userId, after)))
    .orderBy(asc(reminders.userId))
    .limit(PAGE);
  return rows.map(({ userId, telegramId, saved, telegram }) => ({
    userId,
    telegramId,
    language: chooseLanguage({ saved, telegram }),
  }));
}

const duePage = (db: Database, hour: number, day: string, after: number) =>
  messagePage(db, and(eq(reminders.hourUtc, hour), eq(reminders.enabled, true), notDoneToday(day)), after);

async function playedToday(db: Database, userIds: number[], day: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ userId: guesses.userId })
    .from(guesses)
    .innerJoin(gameRounds, eq(gameRounds.id, guesses.roundId))
    .where(and(eq(gameRounds.day, day), inArray(guesses.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}

/**
 * Marks the player's reminder row with `mark` where `unclaimed` still holds, before anything
 * is sent: a run that stops half-way (a restart), or another process's run beside it, never
 * sends the same message twice. Answers whether this run took it.
 */
export async function claimMessage(
  db: Database,
  userId: number,
  mark: Partial<typeof reminders.$inferInsert>,
  unclaimed: SQL | undefined,
): Promise<boolean> {
  const taken = await db
    .update(reminders)
    .set(mark)
    .where(and(eq(reminders.userId, userId), unclaimed))
    .returning({ userId: reminders.userId });
  return taken.length > 0;
}

/** The player blocked the bot: their reminders stop, and the bot no longer counts as started. */
async function switchOff(db: Database, userId: number): Promise<void> {
  await db.update(reminders).set({ enabled: false, chatOpenedAt: null }).where(eq(reminders.userId, userId));
}

/**
 * Counts how a message to a player went; a player who blocked the bot is switched off, so
 * neither reminders nor announcements are sent to them again until they start it anew.
 */
export async function recordOutcome(db: Database, run: MessageRun, userId: number, outcome: ReminderOutcome) {
  run[outcome]++;
  if (outcome === 'blocked') await switchOff(db, userId);
}

/**
 * Sends the reminders due at the clock's hour (UTC) to the players who have not played
 * today's round: one message each a day at most, at the pace the bot's throttle keeps.
 * Players who played are only marked done; one who blocked the bot is switched off.
 */
export async function sendDueReminders({ ctx, input: sender }: ReminderJob): Promise<ReminderRun> {
  const { database: db, now } = ctx;
  const day = utcDay(now);
  const hour = now.getUTCHours();
  const run: ReminderRun = { sent: 0, played: 0, blocked: 0, failed: 0 };
  for (let after = 0; ;) {
    const page = await duePage(db, hour, day, after);
    if (page.length === 0) break;
    after = page.at(-1)!.userId;
    const ids = page.map((row) => row.userId);
    const played = await playedToday(db, ids, day);
    const streaks = await currentStreaks(
      db,
      ids.filter((id) => !played.has(id)),
      day,
    );
    const sends: ReminderSend[] = [];
    try {
      for (const { userId, telegramId, language } of page) {
        if (!(await claimMessage(db, userId, { sentDay: day }, notDoneToday(day)))) continue;
        if (played.has(userId)) {
          run.played++;
          continue;
        }
        const outcome = await sender.remind(telegramId!, streaks.get(userId) ?? NO_STREAK, language);
        sends.push({ userId, day, sentAt: now, outcome });
        await recordOutcome(db, run, userId, outcome);
      }
    } finally {
      // A page's sends in one write (a round trip each would slow the run on PostgreSQL), even when it stopped half-way.
      await recordSends(db, sends);
    }
  }
  if (run.sent + run.played + run.blocked + run.failed > 0) ctx.logger.info({ ...run, day, hour }, 'reminders sent');
  return run;
}

/** How long until the next whole hour, when the next reminders are due. */
export function untilNextHour(now: Date): number {
  return HOUR_MS - (now.getTime() % HOUR_MS);
}
