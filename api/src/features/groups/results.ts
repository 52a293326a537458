import { groupMembers } from '@app/db/schema/groups';
import { gameRounds, guesses } from '@app/db/schema/rounds';
import { users } from '@app/db/schema/users';
import { and, countDistinct, eq, gte, lte, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { boardPlayerName } from '@app/shared/rules/names';
import { playerName } from '../../display-name/player-name';

/** A member's game of one day: how many attempts and the points, never what was guessed. */
export interface MemberDay {
  telegramId: string;
  name: string;
  attemptsUsed: number;
  solved: boolean;
  finished: boolean;
  points: number;
}

/** A member's days from Monday to the day asked for. */
export interface MemberWeek {
  telegramId: string;
  name: string;
  points: number;
  solved: number;
  played: number;
}

const solvedSum = sql<number>`SUM(CASE WHEN ${guesses.correct} THEN 1 ELSE 0 END)`;
const pointsSum = sql<number>`COALESCE(SUM(${guesses.points}), 0)`;

/** The group's counted members with their names, by Telegram id. */
async function membersOf(db: Database, chatId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({
      telegramId: groupMembers.telegramId,
      displayName: users.displayName,
      telegramUsername: users.telegramUsername,
      telegramFirstName: users.telegramFirstName,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.telegramId, groupMembers.telegramId))
    .where(eq(groupMembers.chatId, chatId));
  return new Map(rows.map((row) => [row.telegramId, boardPlayerName(playerName(row))]));
}

/**
 * Each member's game of `day` (members who have not played answer 0 attempts), best
 * first: solved by points then fewer attempts, then the unsolved by attempts, then name.
 */
export async function dayResults(db: Database, chatId: string, day: string): Promise<MemberDay[]> {
  const members = await membersOf(db, chatId);
  const rows = await db
    .select({
      telegramId: groupMembers.telegramId,
      attempts: sql<number>`COUNT(${guesses.id})`,
      solved: solvedSum,
      points: pointsSum,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.telegramId, groupMembers.telegramId))
    .innerJoin(guesses, eq(guesses.userId, users.id))
    .innerJoin(gameRounds, eq(gameRounds.id, guesses.roundId))
    .where(and(eq(groupMembers.chatId, chatId), eq(gameRounds.day, day)))
    .groupBy(groupMembers.telegramId);
  const played = new Map(rows.map((row) => [row.telegramId, row]));
  const results = [...members].map(([telegramId, name]): MemberDay => {
    const row = played.get(telegramId);
    const attemptsUsed = Number(row?.attempts ?? 0);
    const solved = Number(row?.solved ?? 0) > 0;
    return {
      telegramId,
      name,
      attemptsUsed,
      solved,
      finished: solved || attemptsUsed >= ATTEMPTS_PER_DAY,
      points: Number(row?.points ?? 0),
    };
  });
  return results.sort(
    (a, b) =>
      Number(b.solved) - Number(a.solved) ||
      b.points - a.points ||
      (a.solved ? a.attemptsUsed - b.attemptsUsed : b.attemptsUsed - a.attemptsUsed) ||
      a.name.localeCompare(b.name),
  );
}

/** Each member's points, NFTs found and days played from `from` to `to` (yyyy-MM-dd, UTC), most points first. */
export async function weekTotals(db: Database, chatId: string, from: string, to: string): Promise<MemberWeek[]> {
  const members = await membersOf(db, chatId);
  const rows = await db
    .select({
      telegramId: groupMembers.telegramId,
      points: pointsSum,
      solved: solvedSum,
      played: countDistinct(gameRounds.day),
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.telegramId, groupMembers.telegramId))
    .innerJoin(guesses, eq(guesses.userId, users.id))
    .innerJoin(gameRounds, eq(gameRounds.id, guesses.roundId))
    .where(and(eq(groupMembers.chatId, chatId), gte(gameRounds.day, from), lte(gameRounds.day, to)))
    .groupBy(groupMembers.telegramId);
  return rows
    .map((row) => ({
      telegramId: row.telegramId,
      name: members.get(row.telegramId) ?? boardPlayerName(null),
      points: Number(row.points),
      solved: Number(row.solved),
      played: Number(row.played),
    }))
    .sort((a, b) => b.points - a.points || b.solved - a.solved || a.name.localeCompare(b.name));
}
