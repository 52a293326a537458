import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { asc, eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { BoardName, Leaderboard } from '@app/shared/schemas/leaderboard';
import { boardPlayerName } from '@app/shared/rules/names';
import { playerName } from '../../display-name/player-name';
import { perDb, perHandle } from '../../storage/per-db';
import { boardVersion } from './own-rank';
import { assignRanks, averageAttempts } from './ranking';
import { currentSeason } from './season';

function topRows(db: Database, board: typeof leaderboard | typeof bwifLeaderboard) {
  return db
    .select({
      displayName: users.displayName,
      telegramUsername: users.telegramUsername,
      telegramFirstName: users.telegramFirstName,
      walletAddress: users.walletAddress,
      points: board.totalPoints,
      totalCorrect: board.totalCorrect,
      totalAttempts: board.totalAttempts,
      averageKey: board.averageAttempts,
      lastUpdated: board.lastUpdated,
      bwifBalance: 'bwifBalance' in board ? board.bwifBalance : sql<string>`'0'`,
    })
    .from(board)
    .innerJoin(users, eq(users.id, board.userId))
    .where(eq(board.season, sql.placeholder('season')))
    .orderBy(sql`${board.totalPoints} DESC`, asc(board.averageAttempts), asc(board.lastUpdated))
    .limit(sql.placeholder('limit'))
    .prepare();
}

const queries = perHandle((db) => ({
  regular: topRows(db, leaderboard),
  holders: topRows(db, bwifLeaderboard),
}));

type BoardRow = Awaited<ReturnType<ReturnType<typeof queries>['regular']['execute']>>[number];

function toEntries(rows: BoardRow[], withBalance: boolean): Leaderboard {
  const ranked = assignRanks(rows, (row) => ({
    points: row.points,
    averageAttempts: row.averageKey ?? 0,
    lastUpdated: row.lastUpdated.getTime(),
  }));
  return ranked.map((row) => ({
    rank: row.rank,
    username: boardPlayerName(playerName(row)),
    walletAddress: row.walletAddress ?? '',
    points: row.points,
    nftsIdentified: row.totalCorrect,
    averageAttempts: averageAttempts(row.totalAttempts, row.totalCorrect),
    isCurrentUser: false,
    ...(withBalance ? { bwifBalance: row.bwifBalance } : {}),
  }));
}

/**
 * Every page load shows both boards, so each page (board and size) is kept until a score
 * changes that board, a new season starts, or a few seconds pass (names can change). While
 * the board's version is unknown (Redis away) a page is read from the record every few seconds.
 */
const PAGE_TTL_MS = 10_000;
const pages = perDb(() => new Map<string, { version: string; builtAt: number; entries: Leaderboard }>());

/** The top `limit` of a board this season, from memory while it holds. */
export async function topPage(db: Database, board: BoardName, limit: number, now: Date): Promise<Leaderboard> {
  const season = await currentSeason(db);
  const version = `${season}:${(await boardVersion(db, board, season)) ?? 'unknown'}`;
  const key = `${board}:${limit}`;
  const cached = pages(db).get(key);
  if (cached?.version === version && now.getTime() - cached.builtAt < PAGE_TTL_MS) return cached.entries;
  const entries = toEntries(await queries(db)[board].execute({ season, limit }), board === 'holders');
  pages(db).set(key, { version, builtAt: now.getTime(), entries });
  return entries;
}

/** Drops the cached pages, for a change no score records (an erased player's name and wallet). */
export function forgetBoardPages(db: Database): void {
  pages(db).clear();
}
