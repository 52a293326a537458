import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs, serialId } from './columns';

export const announcements = pgTable(
  'announcements',
  {
    id: serialId(),
    text: text('text').notNull(),
    createdAt: epochMs('created_at').notNull(),
    endsAt: epochMs('ends_at'),
    endedAt: epochMs('ended_at'),
    toChannel: boolean('to_channel').notNull().default(false),
    postedAt: epochMs('posted_at'),
    deliveredAt: epochMs('delivered_at'),
  },
  (t) => [index('announcements_open_idx').on(t.endedAt)],
);
