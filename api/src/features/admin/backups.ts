import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { asc, eq, sql } from '@app/db/orm';
import type { BackupList, BackupResult } from '@app/shared/schemas/admin';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ctx } from '../../context';
import { isDatabaseUnavailable } from '@app/db/unavailable';
import { AppError } from '../../errors';
import { audit } from '../../audit/audit';
import { currentSeason } from '../leaderboard/season';

/** `database-auto` is the scheduler's daily copy, the only kind deleted after BACKUP_KEEP_DAYS. */
export type BackupKind = 'leaderboard' | 'bwif-leaderboard' | 'database' | 'database-auto';
type DatabaseBackupKind = Extract<BackupKind, `database${string}`>;

const EXTENSION: Record<BackupKind, string> = {
  leaderboard: 'json',
  'bwif-leaderboard': 'json',
  database: 'sqlite',
  'database-auto': 'sqlite',
};

/** The only names a backup can have: what this module writes, nothing a client can steer. */
const BACKUP_NAME =
  /^(leaderboard|bwif-leaderboard|database|database-auto)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(json|sqlite)$/;

function backupDir(ctx: Pick<Ctx, 'settings'>): string {
  const dir = ctx.settings.backupDir;
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function backupName(kind: BackupKind, now: Date): string {
  return `${kind}-${now.toISOString().replace(/[:.]/g, '-')}.${EXTENSION[kind]}`;
}

/** The kind and time a backup's name records, or null for a name this module did not write. */
function parseBackupName(name: string): { kind: BackupKind; createdAt: Date } | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [, kind, day, hours, minutes, seconds, ms] = match;
  return { kind: kind as BackupKind, createdAt: new Date(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`) };
}

/** The backups of the given kinds with their times, newest first. */
export function backupFiles({
  ctx,
  input: kinds,
}: {
  ctx: Pick<Ctx, 'settings'>;
  input: readonly BackupKind[];
}): Array<{ name: string; kind: BackupKind; createdAt: Date }> {
  return readdirSync(backupDir(ctx))
    .flatMap((name) => {
      const parsed = parseBackupName(name);
      return parsed && kinds.includes(parsed.kind) ? [{ name, ...parsed }] : [];
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * Writes a backup with `write(path)`; a failure (a full disk, a read-only BACKUP_DIR) is
 * answered with its reason, for the admin to act on, unless the database itself is away.
 */
async function writeBackup(ctx: Ctx, filename: string, write: (path: string) => unknown): Promise<void> {
  try {
    await write(join(backupDir(ctx), filename));
  } catch (error) {
    if (isDatabaseUnavailable(error) || !(error instanceof Error)) throw error;
    ctx.logger.error({ err: error, filename }, 'a backup could not be written');
    throw new AppError('INTERNAL', `The backup could not be written to ${ctx.settings.backupDir}: ${error.message}`);
  }
}

async function boardRows(ctx: Ctx, board: typeof leaderboard | typeof bwifLeaderboard) {
  const season = await currentSeason(ctx.database);
  return ctx.database
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
    .where(eq(board.season, season))
    .orderBy(sql`${board.totalPoints} DESC`, asc(board.averageAttempts), asc(board.lastUpdated));
}

/** Writes a board to a timestamped JSON file in the backups folder. */
export async function backupBoard({
  ctx,
  input: kind,
}: {
  ctx: Ctx;
  input: 'leaderboard' | 'bwif-leaderboard';
}): Promise<BackupResult> {
  const rows = await boardRows(ctx, kind === 'leaderboard' ? leaderboard : bwifLeaderboard);
  const filename = backupName(kind, ctx.now);
  const content = { kind, createdAt: ctx.now.toISOString(), entries: rows };
  await writeBackup(ctx, filename, (path) => writeFileSync(path, JSON.stringify(content)));
  await audit({ ctx, input: { action: `backup.${kind}`, detail: { filename, entries: rows.length } } });
  return { entries: rows.length, filename };
}

/**
 * A consistent copy of the whole database while the game runs, as a SQLite file on either
 * engine (see docs/operating.md): SQLite's online backup, or PostgreSQL's rows in one snapshot.
 */
export async function backupDatabase({
  ctx,
  input: kind = 'database',
}: {
  ctx: Ctx;
  input?: DatabaseBackupKind;
}): Promise<{ filename: string; bytes: number }> {
  const filename = backupName(kind, ctx.now);
  await writeBackup(ctx, filename, (path) => ctx.database.backupFile(path));
  const bytes = statSync(join(backupDir(ctx), filename)).size;
  await audit({ ctx, input: { action: `backup.${kind}`, detail: { filename, bytes } } });
  return { filename, bytes };
}

const LISTED_KINDS: readonly BackupKind[] = ['leaderboard', 'bwif-leaderboard', 'database', 'database-auto'];

/** The backups on disk, by kind, newest first, and each one's size and time. */
export function listBackups({ ctx }: { ctx: Ctx }): BackupList {
  const listed = backupFiles({ ctx, input: LISTED_KINDS });
  const namesOf = (kinds: readonly BackupKind[]) =>
    listed.filter(({ kind }) => kinds.includes(kind)).map(({ name }) => name);
  return {
    leaderboardFiles: namesOf(['leaderboard']),
    bwifLeaderboardFiles: namesOf(['bwif-leaderboard']),
    databaseFiles: namesOf(['database', 'database-auto']),
    files: listed.flatMap(({ name, createdAt }) => {
      // A file pruned since the folder was read is left out.
      const stats = statSync(join(backupDir(ctx), name), { throwIfNoEntry: false });
      return stats ? [{ filename: name, bytes: stats.size, createdAt: createdAt.toISOString() }] : [];
    }),
    databaseEngine: ctx.database.engine,
    keepDays: ctx.settings.backupKeepDays,
  };
}

/** Every kind at once: the admin's "Backup all". */
export async function backupAll({ ctx }: { ctx: Ctx }) {
  return {
    leaderboard: await backupBoard({ ctx, input: 'leaderboard' }),
    bwifLeaderboard: await backupBoard({ ctx, input: 'bwif-leaderboard' }),
    database: await backupDatabase({ ctx }),
  };
}

/** A backup's content to send: a database file as a download, a board's JSON as data. */
export async function backupDownload({ ctx, input: filename }: { ctx: Ctx; input: string }) {
  const path = backupPath({ ctx, input: filename });
  await audit({ ctx, input: { action: 'backup.download', detail: { filename } } });
  if (filename.endsWith('.sqlite')) return { file: path };
  return { data: JSON.parse(readFileSync(path, 'utf8')) as unknown };
}

/** The path of a listed backup; any other name is refused before touching the file system. */
export function backupPath({ ctx, input: filename }: { ctx: Pick<Ctx, 'settings'>; input: string }): string {
  if (!parseBackupName(filename))
    throw new AppError('BAD_REQUEST', 'That is not a backup file name', { field: 'filename' });
  const path = join(backupDir(ctx), filename);
  if (!existsSync(path)) throw new AppError('NOT_FOUND', `No backup named ${filename}`);
  return path;
}
