import { announcements } from '@app/db/schema/announcements';
import { reminders } from '@app/db/schema/retention';
import { and, eq, isNotNull, isNull, lt, or, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { ReminderSender } from '@app/bot/reminder-sender';
import type { AppDeps } from '../../context';
import { audit } from '../../audit/audit';
import { claimMessage, messagePage, recordOutcome, type MessageRun } from '../reminders/run';
import { isShowing, type AnnouncementRow } from './store';

type DeliveryCtx = Pick<AppDeps, 'database' | 'logger' | 'clock' | 'announcer' | 'reminderSender'>;

/** Not yet sent this announcement (ids grow, so an older one's mark is no mark). */
const notAnnounced = (id: number) => or(isNull(reminders.announcedId), lt(reminders.announcedId, id));

/** Players who let the bot write to them (they started its chat, or asked for reminders) and have not had it yet. */
const duePage = (db: Database, id: number, after: number) =>
  messagePage(db, and(or(isNotNull(reminders.chatOpenedAt), eq(reminders.enabled, true)), notAnnounced(id)), after);

/** The open announcement still to be sent, read from the record (another process may have ended it). */
async function undelivered(db: Database): Promise<AnnouncementRow | null> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(isNull(announcements.endedAt), isNull(announcements.deliveredAt)))
    .limit(1);
  return row ?? null;
}

async function stillShowing(db: Database, id: number, now: Date): Promise<boolean> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row !== undefined && isShowing(row, now);
}

/** Posts it to the announcement chat once, whichever process claims it first. */
async function postToChannel(ctx: DeliveryCtx, row: AnnouncementRow): Promise<void> {
  if (!row.toChannel) return;
  const claimed = await ctx.database
    .update(announcements)
    .set({ postedAt: ctx.clock.now() })
    .where(and(eq(announcements.id, row.id), isNull(announcements.postedAt)))
    .returning({ id: announcements.id });
  if (claimed.length > 0) await ctx.announcer.announcement(row.text);
}

/** Adds to the players an announcement reached. */
async function countReceived(db: Database, id: number, received: number): Promise<void> {
  if (received === 0) return;
  await db
    .update(announcements)
    .set({ received: sql`${announcements.received} + ${received}` })
    .where(eq(announcements.id, id));
}

/** Sends to page after page of the players due while it shows; true once nobody is left. */
async function sendWhileShowing(ctx: DeliveryCtx, row: AnnouncementRow, sender: ReminderSender, run: MessageRun) {
  const db = ctx.database;
  for (let after = 0; await stillShowing(db, row.id, ctx.clock.now());) {
    const page = await duePage(db, row.id, after);
    if (page.length === 0) return true;
    after = page.at(-1)!.userId;
    const sentBefore = run.sent;
    try {
      for (const { userId, telegramId, language } of page) {
        if (!(await claimMessage(db, userId, { announcedId: row.id }, notAnnounced(row.id)))) continue;
        await recordOutcome(db, run, userId, await sender.announce(telegramId!, row.text, language));
      }
    } finally {
      // A page's receivers in one write, even when the page stopped half-way.
      await countReceived(db, row.id, run.sent - sentBefore);
    }
  }
  return false;
}

/**
 * Sends the open announcement, if it is still to be sent, to every player who lets the bot
 * write to them: once each, at the pace of the bot's throttle, a player who blocked the bot
 * switched off as by the reminders. Stops when the admin ends it or its end time passes.
 * Null when there was nothing to send.
 */
export async function deliverAnnouncement({ ctx }: { ctx: DeliveryCtx }): Promise<MessageRun | null> {
  const { database: db, reminderSender: sender } = ctx;
  if (!sender) return null;
  const row = await undelivered(db);
  if (!row || !isShowing(row, ctx.clock.now())) return null;
  await postToChannel(ctx, row);
  const run: MessageRun = { sent: 0, blocked: 0, failed: 0 };
  const finished = await sendWhileShowing(ctx, row, sender, run);
  const now = ctx.clock.now();
  if (finished) await db.update(announcements).set({ deliveredAt: now }).where(eq(announcements.id, row.id));
  if (run.sent + run.blocked + run.failed > 0) {
    ctx.logger.info({ ...run, announcement: row.id }, 'announcement sent');
    await audit({ ctx: { database: db, now }, input: { action: 'announcement.sent', detail: { id: row.id, ...run } } });
  }
  return run;
}

/** Starts sending the open announcement beside the request that posted it; a failure is logged. */
export function deliverInBackground({ ctx }: { ctx: DeliveryCtx }): void {
  void deliverAnnouncement({ ctx }).catch((error: unknown) =>
    ctx.logger.error({ err: error }, 'announcement sending failed'),
  );
}
