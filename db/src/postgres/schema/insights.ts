import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { gameRounds } from './rounds';
import { users } from './users';

const dayCounts = {
  players: integer('players').notNull(),
  newPlayers: integer('new_players').notNull(),
  guesses: integer('guesses').notNull(),
  wins: integer('wins').notNull(),
  web: integer('web').notNull(),
  miniapp: integer('miniapp').notNull(),
  xapp: integer('xapp').notNull(),
  adsRewarded: integer('ads_rewarded').notNull(),
  invitesAttributed: integer('invites_attributed').notNull(),
  invitesRewarded: integer('invites_rewarded').notNull(),
  remindersSent: integer('reminders_sent').notNull(),
  remindersBlocked: integer('reminders_blocked').notNull(),
};

export const insightDays = pgTable('insight_days', { day: text('day').primaryKey(), ...dayCounts });

export const insightRounds = pgTable('insight_rounds', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => gameRounds.id, { onDelete: 'cascade' }),
  players: integer('players').notNull(),
  wins: integer('wins').notNull(),
  first: integer('first').notNull(),
  second: integer('second').notNull(),
  third: integer('third').notNull(),
  lost: integer('lost').notNull(),
});

export const firstGames = pgTable(
  'first_games',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (t) => [index('first_games_day_idx').on(t.day)],
);

export const insightReturns = pgTable(
  'insight_returns',
  {
    cohort: text('cohort').notNull(),
    after: integer('after').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cohort, t.after] })],
);
