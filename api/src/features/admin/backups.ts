import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { asc, eq, sql } from '@app/db/orm';
import type { BackupList, BackupResult } from '@app/shared/schemas/admin';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { audit } from './guard';
import { currentSeason } from '../leaderboard/season';

export type BackupKind = 'leaderboard' | 'bwif-leaderboard' | 'database';

const EXTENSION: Record<BackupKind, string> = {
  leaderboard: 'json',
  'bwif-leaderboard': 'json',
  database: 'sqlite',
};

/** The only names a backup can have: what this module writes, nothing a client can steer. */
const BACKUP_NAME =
  /^(leaderboard|bwif-leaderboard|database)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.(json|sqlite)$/;

function backupDir(ctx: Ctx): string {
  const dir = join(ctx.settings.dataDir, 'backups');
  mkdirSync(dir, { recursive: true });
  return dir;
}

function backupName(kind: BackupKind, now: Date): string {
  return `${kind}-${now.toISOString().replace(/[:.]/g, '-')}.${EXTENSION[kind]}`;
}

function boardRows(ctx: Ctx, board: typeof leaderboard | typeof bwifLeaderboard) {
  return ctx.db
    .select({
      userId: board.userId,
      walletAddress: users.walletAddress,
      telegramUsername: users.telegramUsername,
      totalPoints: board.totalPoints,
      totalCorrect: board.totalCorrect,
      totalAttempts: board.totalAttempts,
      lastUpdated: board.lastUpdated,
      ...('bwifBalance' in board ? { bwifBalance: board.bwifBalance } : {}),
    })
    .from(board)
    .innerJoin(users, eq(users.id, board.userId))
    .where(eq(board.season, currentSeason(ctx.db)))
    .orderBy(sql`${board.totalPoints} DESC`, asc(board.averageAttempts), asc(board.lastUpdated))
    .all();
}

/** Writes a board to a timestamped JSON file in the backups folder. */
export function backupBoard(ctx: Ctx, kind: 'leaderboard' | 'bwif-leaderboard'): BackupResult {
  const rows = boardRows(ctx, kind === 'leaderboard' ? leaderboard : bwifLeaderboard);
  const filename = backupName(kind, ctx.now);
  const content = { kind, createdAt: ctx.now.toISOString(), entries: rows };
  writeFileSync(join(backupDir(ctx), filename), JSON.stringify(content));
  audit(ctx, `backup.${kind}`, { filename, entries: rows.length });
  return { entries: rows.length, filename };
}

/** A consistent copy of the whole database through SQLite's online backup, safe while the game runs. */
export async function backupDatabase(ctx: Ctx): Promise<{ filename: string; bytes: number }> {
  const filename = backupName('database', ctx.now);
  const path = join(backupDir(ctx), filename);
  await ctx.db.$client.backup(path);
  audit(ctx, 'backup.database', { filename });
  return { filename, bytes: readFileSync(path).length };
}

export function listBackups(ctx: Ctx): BackupList {
  const names = readdirSync(backupDir(ctx))
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  const of = (kind: BackupKind) => names.filter((name) => name.startsWith(`${kind}-`));
  return {
    leaderboardFiles: of('leaderboard'),
    bwifLeaderboardFiles: of('bwif-leaderboard'),
    databaseFiles: of('database'),
  };
}

/** The path of a listed backup; any other name is refused before touching the file system. */
export function backupPath(ctx: Ctx, filename: string): string {
  if (!BACKUP_NAME.test(filename))
    throw new AppError('BAD_REQUEST', 'That is not a backup file name', { field: 'filename' });
  const path = join(backupDir(ctx), filename);
  if (!existsSync(path)) throw new AppError('NOT_FOUND', `No backup named ${filename}`);
  return path;
}
