import { integer, primaryKey, sqliteTable, text, index } from 'drizzle-orm/sqlite-core';
import { gameRounds } from './rounds';
import { users } from './users';

/**
 * The operator's insights, rolled up once a day is over (its guesses no longer change), so
 * a month of a million players answers without reading its guesses again. Today is counted
 * from the guesses.
 */
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

/** A finished UTC day's numbers (yyyy-MM-dd), as GET /api/admin/insights shows them. */
export const insightDays = sqliteTable('insight_days', { day: text('day').primaryKey(), ...dayCounts });

/** A finished day's round: its players and how their games ended. */
export const insightRounds = sqliteTable('insight_rounds', {
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

/** Each player's first game's day, recorded when that day is rolled up: who is new, and each cohort. */
export const firstGames = sqliteTable(
  'first_games',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (t) => [index('first_games_day_idx').on(t.day)],
);

/** Of a cohort (the players whose first game was on `cohort`), how many played `after` days later. */
export const insightReturns = sqliteTable(
  'insight_returns',
  {
    cohort: text('cohort').notNull(),
    after: integer('after').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cohort, t.after] })],
);
