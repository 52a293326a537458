import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * What the admin tells the players: a banner on the web and in the Mini App while it is
 * current, and one bot message to each player who lets the bot write to them.
 */
export const announcements = sqliteTable(
  'announcements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    text: text('text').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /** When it stops showing by itself; null: until the admin ends it (or posts another). */
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }),
    /** When the admin ended it, or posted the next one. */
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
    /** Whether the announcement chat gets it too. */
    toChannel: integer('to_channel', { mode: 'boolean' }).notNull().default(false),
    /** When it was claimed for the announcement chat: posted there once, whichever process does it. */
    postedAt: integer('posted_at', { mode: 'timestamp_ms' }),
    /** When every player it was due to was claimed for sending: no run looks at it again. */
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('announcements_open_idx').on(t.endedAt)],
);
