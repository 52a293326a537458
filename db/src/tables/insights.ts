import { text, integer } from './columns';
import type { Dialect, Engine, KeyedTable } from './dialect';

/**
 * The operator's insights, rolled up once a day is over (its guesses no longer change), so
 * a month of a million players answers without reading its guesses again. Today's rounds
 * are tallied as the day goes (insight_tallies), so only the last minutes' guesses are
 * counted when the operator asks.
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

/** How a round's games went: its players, their wins (on the 1st, 2nd, 3rd try) and losses. */
const roundCounts = {
  players: integer('players').notNull(),
  wins: integer('wins').notNull(),
  first: integer('first').notNull(),
  second: integer('second').notNull(),
  third: integer('third').notNull(),
  lost: integer('lost').notNull(),
};

export const insightsTables = <E extends Engine>(
  d: Dialect<E>,
  { gameRounds, users }: { gameRounds: KeyedTable; users: KeyedTable },
) => {
  /** A finished UTC day's numbers (yyyy-MM-dd), as GET /api/admin/insights shows them. */
  const insightDays = d.table('insight_days', {
    day: text('day').primaryKey(),
    ...dayCounts,
    /** Games within 2 hours of the day's reminders: null until the last of those hours is over. */
    gamesAfterReminder: integer('games_after_reminder'),
  });

  /** A finished day's round: its players and how their games ended. */
  const insightRounds = d.table('insight_rounds', {
    roundId: integer('round_id')
      .primaryKey()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    ...roundCounts,
  });

  /** Each player's first game's day, recorded when that day is rolled up: who is new, and each cohort. */
  const firstGames = d.table(
    'first_games',
    {
      userId: integer('user_id')
        .primaryKey()
        .references(() => users.id, { onDelete: 'cascade' }),
      day: text('day').notNull(),
    },
    (t) => [d.index('first_games_day_idx').on(t.day)],
  );

  /** Of a cohort (the players whose first game was on `cohort`), how many played `after` days later. */
  const insightReturns = d.table(
    'insight_returns',
    {
      cohort: text('cohort').notNull(),
      after: integer('after').notNull(),
      players: integer('players').notNull(),
    },
    (t) => [d.primaryKey(t.cohort, t.after)],
  );

  /**
   * An open round's counts so far: every guess of the round with an id up to `through_guess_id`
   * counted once, each guess adding what it changed (a first attempt adds a player, a right
   * one a win…), so the next tally adds the guesses after it.
   */
  const insightTallies = d.table('insight_tallies', {
    roundId: integer('round_id')
      .primaryKey()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    throughGuessId: integer('through_guess_id').notNull(),
    guesses: integer('guesses').notNull(),
    ...roundCounts,
    dayPlayers: integer('day_players').notNull(),
    newPlayers: integer('new_players').notNull(),
    web: integer('web').notNull(),
    miniapp: integer('miniapp').notNull(),
    xapp: integer('xapp').notNull(),
    d1: integer('d1').notNull(),
    d7: integer('d7').notNull(),
    d30: integer('d30').notNull(),
  });

  return { insightDays, insightRounds, firstGames, insightReturns, insightTallies };
};
