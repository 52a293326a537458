import { id, text, boolean, integer, time } from './columns';
import type { Dialect, Engine } from './dialect';

export const announcementsTables = <E extends Engine>(d: Dialect<E>) => {
  /**
   * What the admin tells the players: a banner on the web and in the Mini App while it is
   * current, and one bot message to each player who lets the bot write to them.
   */
  const announcements = d.table(
    'announcements',
    {
      id: id(),
      text: text('text').notNull(),
      createdAt: time('created_at').notNull(),
      /** When it stops showing by itself; null: until the admin ends it (or posts another). */
      endsAt: time('ends_at'),
      /** When the admin ended it, or posted the next one. */
      endedAt: time('ended_at'),
      /** Whether the announcement chat gets it too. */
      toChannel: boolean('to_channel').notNull().default(false),
      /** When it was claimed for the announcement chat: posted there once, whichever process does it. */
      postedAt: time('posted_at'),
      /** When every player it was due to was claimed for sending: no run looks at it again. */
      deliveredAt: time('delivered_at'),
      /** Players the bot's message reached (Telegram accepted it), counted a page of sends at a time. */
      received: integer('received').notNull().default(0),
    },
    (t) => [d.index('announcements_open_idx').on(t.endedAt)],
  );

  return { announcements };
};
