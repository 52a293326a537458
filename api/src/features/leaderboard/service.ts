import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { asc, eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type {
  BoardName,
  Eligibility,
  HoldersLeaderboard,
  Leaderboard,
  LeaderboardQuery,
} from '@app/shared/schemas/leaderboard';
import { boardPlayerName, playerName } from '@app/shared/rules/names';
import type { Ctx } from '../../context';
import { perDb, perHandle } from '../../storage/per-db';
import { getHolderStatus } from '../holders/service';
import { requirePlayer } from '../session/service';
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

/** A wallet named by the client must be the session's; the session's wallet marks "you". */
function viewerWallet(ctx: Ctx, claimed: string | undefined): string | null {
  return ctx.session?.walletAddress ? requirePlayer({ ctx, input: claimed }).walletAddress : null;
}

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
 * changes that board, a new season starts, or a few seconds pass (names can change).
 */
const PAGE_TTL_MS = 10_000;
const pages = perDb(() => new Map<string, { version: string; builtAt: number; entries: Leaderboard }>());

async function topPage(ctx: Ctx, board: BoardName, limit: number): Promise<Leaderboard> {
  const { database } = ctx;
  const season = await currentSeason(database);
  const version = `${season}:${await boardVersion(database, board, season)}`;
  const key = `${board}:${limit}`;
  const cached = pages(database).get(key);
  if (cached?.version === version && ctx.now.getTime() - cached.builtAt < PAGE_TTL_MS) return cached.entries;
  const entries = toEntries(await queries(database)[board].execute({ season, limit }), board === 'holders');
  pages(database).set(key, { version, builtAt: ctx.now.getTime(), entries });
  return entries;
}

/** Drops the cached pages, for a change no score records (an erased player's name and wallet). */
export function forgetBoardPages(db: Database): void {
  pages(db).clear();
}

function markViewer(entries: Leaderboard, viewer: string | null): Leaderboard {
  if (viewer === null) return entries;
  return entries.map((entry) => (entry.walletAddress === viewer ? { ...entry, isCurrentUser: true } : entry));
}

export async function getLeaderboard({ ctx, input }: { ctx: Ctx; input: LeaderboardQuery }): Promise<Leaderboard> {
  const viewer = viewerWallet(ctx, input.walletAddress);
  return markViewer(await topPage(ctx, 'regular', input.limit), viewer);
}

export async function getHoldersLeaderboard({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: LeaderboardQuery;
}): Promise<HoldersLeaderboard> {
  const viewer = viewerWallet(ctx, input.walletAddress);
  return {
    leaderboard: markViewer(await topPage(ctx, 'holders', input.limit), viewer),
    eligibility: viewer ? await eligibilityOf(ctx, viewer) : null,
  };
}

async function eligibilityOf(ctx: Ctx, wallet: string): Promise<Eligibility> {
  const status = await getHolderStatus({ ctx, input: wallet });
  return { isEligible: status.isHolder, bwifBalance: status.balance, minimumRequired: ctx.settings.holderMin };
}
