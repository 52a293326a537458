import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, WALLETS, type TestApp } from '@app/api/testing/harness';

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
async function runRestore(file: string): Promise<{ code: number; output: string }> {
  const command = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.restore.split(' ');
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...command.slice(1), file], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_PATH: databasePath, LOG_LEVEL: 'silent' },
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

describe('npm run restore', () => {
  it('puts a backup back: the data changed after it is gone, the replaced file kept aside', async () => {
    await startOnDatabase();
    await score(WALLETS.alice);
    const admin = app!.client();
    await admin.signIn(app!.deps.settings.adminWallet);
    const { filename } = (await admin.post('/api/admin/backup/database')).body;
    await score(WALLETS.bob);
    expect(await boardWallets()).toHaveLength(2);

    const whileRunning = await runRestore(filename);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain('in use: stop the server first');

    await app!.close();
    app = undefined;
    const restored = await runRestore(filename);
    expect(restored.output).toContain('Restored');
    expect(restored.code).toBe(0);
    const aside = readdirSync(dir).filter((name) => name.startsWith('app.db.before-restore-'));
    expect(aside).toHaveLength(1);

    await startOnDatabase();
    expect(await boardWallets()).toEqual([WALLETS.alice]);
  });

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
