import { reminderSends } from '@app/db/schema/retention';
import type { Database } from '@app/db/database';

/** A reminder the bot tried to send, and how it went: what the admin's insights count. */
export interface ReminderSend {
  userId: number;
  day: string;
  sentAt: Date;
  outcome: 'sent' | 'blocked' | 'failed';
}

/** Records reminders' sends, in one statement. */
export async function recordSends(db: Database, sends: ReminderSend[]): Promise<void> {
  if (sends.length > 0) await db.insert(reminderSends).values(sends);
}
