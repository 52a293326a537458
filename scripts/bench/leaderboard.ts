/**
 * GET /api/leaderboard?limit=50 with a large weekly board (default 1,000,000 players):
 * the service's own time in-process and the HTTP round trip on 127.0.0.1, next to a bare
 * Express JSON route measured the same way in the same run.
 *
 *   node --import tsx scripts/bench/leaderboard.ts [--players 1000000]
 */
import { openDb } from '@app/db/client';
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../../api/src/adapters/clock';
import { createApp } from '../../api/src/app';
import type { Ctx } from '../../api/src/context';
import { getLeaderboard } from '../../api/src/features/leaderboard/service';
import { buildDeps } from '../../api/src/server';
import { loadSettings } from '../../api/src/settings';
import { round, summarize, timeEach } from './stats';

const players = Number(process.argv[process.argv.indexOf('--players') + 1]) || 1_000_000;

function fillBoard(db: ReturnType<typeof openDb>, count: number, now: number): void {
  const sqlite = db.$client;
  const insertUser = sqlite.prepare(
    "INSERT INTO users (username, password, wallet_address, created_at) VALUES (?, '!', ?, ?)",
  );
  const insertRow = sqlite.prepare(
    'INSERT INTO leaderboard (user_id, total_points, total_correct, total_attempts, last_updated) VALUES (?, ?, ?, ?, ?)',
  );
  sqlite.transaction(() => {
    for (let i = 1; i <= count; i++) {
      const id = insertUser.run(`wallet:r${i}`, `rBench${i}`, now).lastInsertRowid;
      const correct = 1 + (i % 7);
      insertRow.run(id, (i * 7919) % 71, correct, correct + (i % 3), now - (i % 86_400_000));
    }
  })();
}

async function measureHttp(url: string, requests: number) {
  await timeEach(200, () => fetch(url).then((response) => response.arrayBuffer()));
  return summarize(await timeEach(requests, () => fetch(url).then((response) => response.arrayBuffer())));
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-leaderboard-'));
  const settings = loadSettings({ DATABASE_PATH: join(dir, 'app.db'), LOG_LEVEL: 'silent' });
  const db = openDb(settings.databasePath);
  const clock = new ManualClock('2026-11-18T10:00:00Z');
  const fillStart = performance.now();
  fillBoard(db, players, clock.now().getTime());
  console.log(`filled ${players.toLocaleString()} players in ${round((performance.now() - fillStart) / 1000, 1)} s`);

  const deps = buildDeps(settings, clock, { db });
  const ctx: Ctx = { ...deps, now: clock.now(), session: null, walletHeader: null };
  const service = summarize(await timeEach(2000, () => getLeaderboard({ ctx, input: { limit: 50 } })));

  const app = createApp(deps);
  const bare = express();
  const small = { ok: true, items: [1, 2, 3] };
  bare.get('/bare', (_req, res) => res.json(small));
  const listen = (handler: express.Express) =>
    new Promise<ReturnType<express.Express['listen']>>((resolve) => {
      const server = handler.listen(0, '127.0.0.1', () => resolve(server));
    });
  const appServer = await listen(app);
  const bareServer = await listen(bare);
  const port = (server: typeof appServer) => (server.address() as AddressInfo).port;
  const http = await measureHttp(`http://127.0.0.1:${port(appServer)}/api/leaderboard?limit=50`, 2000);
  const baseline = await measureHttp(`http://127.0.0.1:${port(bareServer)}/bare`, 2000);

  const table = {
    players,
    serviceMs: { p50: round(service.p50), p99: round(service.p99) },
    httpMs: { p50: round(http.p50), p99: round(http.p99) },
    bareExpressMs: { p50: round(baseline.p50), p99: round(baseline.p99) },
    httpToBareP50: round(http.p50 / baseline.p50, 2),
  };
  console.log(JSON.stringify(table, null, 2));
  appServer.close();
  bareServer.close();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
