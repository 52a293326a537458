import type { Database } from '@app/db/database';
import type { insightDays } from '@app/db/schema/insights';
import { daysBetween, type InsightsDay, type InsightsRound } from '@app/shared/schemas/insights';
import { dayAfter } from './calendar';
import type { Play } from './play';
import { adsByDay, invitesByDay, remindersByDay, type DayRange, type RoundRow } from './store';

/** Every day of the range, in order. */
export const daysOf = ({ from, to }: DayRange) =>
  Array.from({ length: daysBetween(from, to) }, (_, index) => dayAfter(from, index));

/**
 * A day's numbers but the games after a reminder: those are final only 2 hours after the
 * day (insight_days records them then), and counted for the days before at once.
 */
export type CountedDay = Omit<InsightsDay, 'gamesAfterReminder'>;

/** A day nobody played and nothing happened. */
export const quietDay = (day: string): CountedDay => ({
  day,
  players: 0,
  newPlayers: 0,
  returningPlayers: 0,
  guesses: 0,
  wins: 0,
  byPlatform: { web: 0, miniapp: 0, xapp: 0 },
  adsRewarded: 0,
  invitesAttributed: 0,
  invitesRewarded: 0,
  remindersSent: 0,
  remindersBlocked: 0,
});

/**
 * The range's days counted from the record (today's, or a day being rolled up), `play` being
 * the range's: right once every day before the range is rolled up, as new players are those
 * with no first game before their day.
 */
export async function countDays(db: Database, range: DayRange, play: Play): Promise<CountedDay[]> {
  const ads = await adsByDay(db, range);
  const invites = await invitesByDay(db, range);
  const reminders = await remindersByDay(db, range);
  return daysOf(range).map((day, index) => {
    const played = play.days.get(day);
    const players = played?.players ?? 0;
    const fresh = played?.newPlayers ?? 0;
    return {
      day,
      players,
      newPlayers: fresh,
      returningPlayers: players - fresh,
      guesses: played?.guesses ?? 0,
      wins: played?.wins ?? 0,
      byPlatform: played?.byPlatform ?? { web: 0, miniapp: 0, xapp: 0 },
      adsRewarded: ads.get(day) ?? 0,
      invitesAttributed: invites.attributed.get(String(index)) ?? 0,
      invitesRewarded: invites.rewarded.get(String(index)) ?? 0,
      remindersSent: reminders.get(`${day}|sent`) ?? 0,
      remindersBlocked: reminders.get(`${day}|blocked`) ?? 0,
    };
  });
}

/** A round's row as the answer shows it, its counts as numbers. */
export const roundOf = (row: RoundRow): InsightsRound => ({
  roundId: Number(row.roundId),
  day: row.day,
  nftId: row.nftId,
  name: row.name,
  players: Number(row.players),
  wins: Number(row.wins),
  byAttempt: [Number(row.first), Number(row.second), Number(row.third)],
  lost: Number(row.lost),
});

type StoredDay = typeof insightDays.$inferSelect;

/**
 * A day's numbers as insight_days keeps them (returning players are the players less the new
 * ones), the games after its reminders to come.
 */
export const storedDay = (day: CountedDay): StoredDay => ({
  day: day.day,
  players: day.players,
  newPlayers: day.newPlayers,
  guesses: day.guesses,
  wins: day.wins,
  ...day.byPlatform,
  adsRewarded: day.adsRewarded,
  invitesAttributed: day.invitesAttributed,
  invitesRewarded: day.invitesRewarded,
  remindersSent: day.remindersSent,
  remindersBlocked: day.remindersBlocked,
  gamesAfterReminder: null,
});

/** A rolled-up day as the answer shows it. */
export const dayOfStored = ({ web, miniapp, xapp, gamesAfterReminder: _, ...day }: StoredDay): CountedDay => ({
  ...day,
  returningPlayers: day.players - day.newPlayers,
  byPlatform: { web, miniapp, xapp },
});
