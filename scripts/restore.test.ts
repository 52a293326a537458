import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, startTestApp, WALLETS, type TestApp } from '@app/api/testing/harness';
import { testSchema } from '@app/db/testing/postgres';
import { periods } from '@app/db/schema/periods';
import { raffleWinners } from '@app/db/schema/raffle';
import { eq } from '@app/db/orm';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
let dir: string;
let databasePath: string;
let app: TestApp | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bwif-restore-'));
  databasePath = join(dir, 'app.db');
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run restore -- <file>` in its own process, as an operator runs it. */
async function runRestore(
  file: string,
  { args = [], env = { DATABASE_PATH: databasePath } }: { args?: string[]; env?: Record<string, string> } = {},
): Promise<{ code: number; output: string }> {
  const command = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.restore.split(' ');
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...command.slice(1), file, ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', BACKUP_DIR: join(dir, 'backups'), ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function startOnDatabase(): Promise<TestApp> {
  app = await startTestApp({ env: { DATABASE_PATH: databasePath } });
  return app;
}

async function score(wallet: string): Promise<void> {
  const player = app!.client();
  await player.signIn(wallet);
  const round = await app!.currentRound();
  await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
}

const boardWallets = async () =>
  ((await app!.client().get('/api/leaderboard')).body as Array<{ walletAddress: string }>).map(
    (entry) => entry.walletAddress,
  );

describe('npm run restore of a damaged file', () => {
  it('refuses a corrupt file and leaves the database as it was', async () => {
    await startOnDatabase();
    await score(WALLETS.alice);
    const admin = app!.client();
    await admin.signIn(app!.deps.settings.adminWallet);
    const { filename } = (await admin.post('/api/admin/backup/database')).body;
    await app!.close();
    app = undefined;
    const good = readFileSync(join(dir, 'backups', filename));
    const corrupt = Buffer.from(good);
    corrupt.fill(0x5a, 4096, 8192);
    writeFileSync(join(dir, 'corrupt.sqlite'), corrupt);
    writeFileSync(join(dir, 'noise.sqlite'), 'not a database at all');

    for (const file of ['corrupt.sqlite', 'noise.sqlite']) {
      const refused = await runRestore(join(dir, file));
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toMatch(/integrity check|not a readable SQLite database/);
    }
    expect(readdirSync(dir).some((name) => name.includes('before-restore'))).toBe(false);
    expect(existsSync(`${databasePath}.restoring`)).toBe(false);
    await startOnDatabase();
    expect(await boardWallets()).toEqual([WALLETS.alice]);
  });
});

/** The record of each engine, as the server and the restore script name it. */
const ENGINES = {
  sqlite: async () => ({ env: { DATABASE_PATH: databasePath }, drop: async () => undefined }),
  postgres: async () => {
    const target = await testSchema();
    return { env: { DATABASE_URL: target.url, DATABASE_SCHEMA: target.schema }, drop: target.drop };
  },
};

describe.each(Object.keys(ENGINES) as Array<keyof typeof ENGINES>)('npm run restore on %s', (engine) => {
  let record: { env: Record<string, string>; drop(): Promise<void> };

  beforeEach(async () => {
    record = await ENGINES[engine]();
  });
  afterEach(() => record.drop());

  const start = async () => {
    app = await startTestApp({ env: { ...record.env, BACKUP_DIR: join(dir, 'backups') } });
    return app;
  };
  const stop = async () => {
    await app!.close();
    app = undefined;
  };

  /** A drawn week with one winner, paid when `txHash` is given. */
  async function drawWeek(weekStart: string, wallet: string, txHash: string | null): Promise<number> {
    const { database } = app!.deps;
    const at = app!.clock.now();
    const [period] = await database
      .insert(periods)
      .values({ weekStart, weekEnd: weekStart, archivedAt: at, drawnAt: at, prizeDrops: '1000000' })
      .returning({ id: periods.id });
    await database.insert(raffleWinners).values({
      periodId: period!.id,
      position: 0,
      userId: 1,
      walletAddress: wallet,
      txHash,
      paidAt: txHash ? at : null,
    });
    return period!.id;
  }

  it('puts the backup into the engine the settings name, refusing while the server runs', async () => {
    await start();
    await score(WALLETS.alice);
    const admin = await adminClient(app!);
    const backup = await admin.post('/api/admin/backup/database');
    expect(backup.status).toBe(200);
    expect(backup.body.bytes).toBeGreaterThan(0);
    await score(WALLETS.bob);

    const whileRunning = await runRestore(backup.body.filename, { env: record.env });
    expect(whileRunning.code, whileRunning.output).toBe(1);
    expect(whileRunning.output).toContain('stop the server first');

    await stop();
    const restored = await runRestore(backup.body.filename, { env: record.env });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(engine === 'sqlite' ? `into ${databasePath}` : 'into PostgreSQL');
    const journals = (folder: string) => readdirSync(folder).filter((name) => /-(wal|shm)$/.test(name));
    expect([...journals(dir), ...journals(join(dir, 'backups'))]).toEqual([]);

    await start();
    expect(await boardWallets()).toEqual([WALLETS.alice]);
    // What it replaced is kept as a backup too: restoring it brings the later game back.
    const kept = /kept at (.+)\.$/m.exec(restored.output)![1]!;
    await stop();
    expect((await runRestore(kept, { env: record.env })).code).toBe(0);
    await start();
    expect(await boardWallets()).toHaveLength(2);
    // Three starts and three restore processes: a minute on a busy machine; it checks what is restored, not speed.
  }, 60_000);

  it('re-applies a payment made after the backup, and lists a draw it lacks unless --accept-loss', async () => {
    await start();
    const periodId = await drawWeek('2026-11-09', WALLETS.alice, null);
    const admin = await adminClient(app!);
    const { filename } = (await admin.post('/api/admin/backup/database')).body;
    await app!.deps.database
      .update(raffleWinners)
      .set({ txHash: 'A'.repeat(64), paidAt: app!.clock.now() })
      .where(eq(raffleWinners.periodId, periodId));
    await drawWeek('2026-11-16', WALLETS.bob, 'B'.repeat(64));
    await stop();

    const refused = await runRestore(filename, { env: record.env });
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('the raffle of the week of 2026-11-16');
    expect(refused.output).toContain(`the prize paid to ${WALLETS.bob}`);
    expect(refused.output).not.toContain(WALLETS.alice);

    const accepted = await runRestore(filename, { env: record.env, args: ['--accept-loss'] });
    expect(accepted.code, accepted.output).toBe(0);
    expect(accepted.output).toContain('Re-applied 1 prize payment');
    expect(accepted.output).toContain('Lost, as accepted: the raffle of the week of 2026-11-16');

    await start();
    const winners = await app!.deps.database.select().from(raffleWinners);
    expect(winners.map((w) => [w.walletAddress, w.txHash])).toEqual([[WALLETS.alice, 'A'.repeat(64)]]);
  }, 60_000);

  it('refuses a file that is not a backup, naming why', async () => {
    writeFileSync(join(dir, 'noise.sqlite'), 'not a database at all');
    const refused = await runRestore(join(dir, 'noise.sqlite'), { env: record.env });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Restore refused: ');
    expect(refused.output).toContain('not a readable SQLite database');
  });
});
