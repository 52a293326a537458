/**
 * The whole-database backup and `npm run restore` on a large record, on both engines: how
 * long each takes, and the longest the backup holds the event loop of the server making it
 * (a guess arriving meanwhile waits that long).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseLocation } from '@app/db/client';
import { copySqliteToPostgres } from '@app/db/copy-to-postgres';
import { restoreDatabase } from '@app/db/restore/restore';
import { testSchema } from '@app/db/testing/postgres';
import { contextFor, type AppDeps } from '@app/api/context';
import { localSignals } from '@app/api/cluster/signals';
import { backupDatabase } from '@app/api/features/admin/backups';
import { buildDeps } from '@app/api/server';
import { loadSettings, type Settings } from '@app/api/settings';
import { TEST_SESSION_SECRET } from '@app/api/testing/harness';
import { inProcessDeps } from './in-process';
import { seedPlayers } from './population';
import { round } from './stats';

export interface BackupFigures {
  engine: 'SQLite' | 'PostgreSQL';
  backupSeconds: number;
  /** The longest the event loop was held while the server backed up, in ms. */
  backupHoldMs: number;
  /** The longest hold over as long a time right after, the process idle: what the machine alone causes. */
  idleHoldMs: number;
  backupMegabytes: number;
  restoreSeconds: number;
}

/** One player in ten a holder, as the weekly archive's board. */
const HOLDER_EVERY = 10;

const seconds = (since: number) => round((performance.now() - since) / 1000, 1);

/** The longest the event loop was held during `work`, in ms, watched at 1 ms resolution. */
async function longestHold<T>(work: () => Promise<T>): Promise<{ result: T; holdMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const result = await work();
  delay.disable();
  return { result, holdMs: round(delay.max / 1e6, 1) };
}

/**
 * Backs up the record behind `deps` as the admin's button does, then watches the idle
 * process as long: on a shared machine another tenant's load holds the loop too.
 */
async function timeBackup(deps: AppDeps, now: Date) {
  const start = performance.now();
  const backup = await longestHold(() => backupDatabase({ ctx: contextFor(deps, { now, auditActor: 'bench' }) }));
  const backupMs = performance.now() - start;
  const idle = await longestHold(() => new Promise((resolve) => setTimeout(resolve, backupMs)));
  return {
    path: join(deps.settings.backupDir, backup.result.filename),
    backupSeconds: round(backupMs / 1000, 1),
    backupHoldMs: backup.holdMs,
    idleHoldMs: idle.holdMs,
    backupMegabytes: round(backup.result.bytes / 1e6, 1),
  };
}

/** `npm run restore`'s work (the server stopped): the backup put in place of the record at `target`. */
async function timeRestore(backup: string, target: DatabaseLocation, settings: Settings, now: Date): Promise<number> {
  const start = performance.now();
  await restoreDatabase({ backup, target, keepAt: join(settings.backupDir, 'kept-by-restore.sqlite'), now, acceptLoss: false });
  return seconds(start);
}

async function onSqlite(settings: Settings, deps: AppDeps, now: Date): Promise<BackupFigures> {
  const { path, ...backup } = await timeBackup(deps, now);
  await deps.database.close();
  const restoreSeconds = await timeRestore(path, { engine: 'sqlite', path: settings.databasePath }, settings, now);
  return { engine: 'SQLite', ...backup, restoreSeconds };
}

/** The same record copied into a fresh PostgreSQL schema (db:copy's code), backed up and restored there. */
async function onPostgres(settings: Settings, now: Date): Promise<BackupFigures> {
  const schema = await testSchema();
  try {
    const copyStart = performance.now();
    await copySqliteToPostgres(settings.databasePath, { url: schema.url, schema: schema.schema });
    console.log(`copied to PostgreSQL in ${seconds(copyStart)} s`);
    const location = { engine: 'postgres', url: schema.url, schema: schema.schema } as const;
    const { database, close } = await openDatabase(location);
    const deps = buildDeps(settings, { now: () => now }, {}, { database, redis: null, signals: localSignals() });
    const { path, ...backup } = await timeBackup(deps, now).finally(close);
    const restoreSeconds = await timeRestore(path, location, settings, now);
    return { engine: 'PostgreSQL', ...backup, restoreSeconds };
  } finally {
    await schema.drop();
  }
}

/** `players` on the boards (every tenth a holder) in a SQLite file, then in PostgreSQL. */
export async function measureBackups(players: number): Promise<BackupFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-backup-'));
  const settings = loadSettings({
    DATABASE_PATH: join(dir, 'app.db'),
    BACKUP_DIR: join(dir, 'backups'),
    LOG_LEVEL: 'silent',
    SESSION_SECRET: TEST_SESSION_SECRET,
  });
  const now = new Date();
  try {
    const { deps, db } = inProcessDeps(settings, { now: () => now });
    const seedStart = performance.now();
    await seedPlayers(db, players, now, { holderEvery: HOLDER_EVERY, database: deps.database });
    console.log(`seeded ${players.toLocaleString()} players in ${seconds(seedStart)} s`);
    const sqlite = await onSqlite(settings, deps, now);
    console.log(JSON.stringify(sqlite));
    const postgres = await onPostgres(settings, now);
    console.log(JSON.stringify(postgres));
    return [sqlite, postgres];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
