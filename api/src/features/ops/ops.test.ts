import { sqliteDatabase } from '@app/db/sqlite/open';
import { openDb } from '@app/db/client';
import { sign } from '@telegram-apps/init-data-node';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestClient, WALLETS, wrongGuess, type TestApp } from '../../../test/harness';
import { startWithFakeBotApi } from '../../../test/with-fake-bot-api';
import { createApp } from '../../app';
import type { AppDeps } from '../../context';
import { createExpressServer } from '../../http/express-server';
import { setMaintenance } from '../maintenance/service';

const BOT_TOKEN = '123456:ops-test-token';
const METRICS_TOKEN = 'metrics-token-0123456789';

let app: TestApp;
const servers: Server[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await app.close();
});

/** The real app on other dependencies (a production setting, a broken database), on its own port. */
async function serve(changes: Partial<AppDeps>): Promise<TestClient> {
  const server = createExpressServer(createApp({ ...app.deps, ...changes }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

const inProduction = (metricsToken?: string) => ({
  settings: { ...app.deps.settings, production: true, metricsToken },
});

/** The value of one series in Prometheus text, 0 when it has not been recorded yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(client: TestClient = app.client()): Promise<string> {
  const response = await client.get('/metrics');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text;
}

describe('GET /healthz and GET /readyz', () => {
  it('answer 200 while the database answers, during maintenance too, without opening a session', async () => {
    const healthy = await app.client().get('/healthz');
    expect(healthy.status).toBe(200);
    expect(healthy.body).toEqual({ status: 'ok' });
    expect(healthy.headers.get('set-cookie')).toBeNull();
    const ready = await app.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'up', redis: 'off' });

    await setMaintenance({ ctx: app.deps, input: true });
    try {
      expect((await app.client().get('/api/game/current')).status).toBe(503);
      expect((await app.client().get('/healthz')).status).toBe(200);
      expect((await app.client().get('/readyz')).status).toBe(200);
    } finally {
      await setMaintenance({ ctx: app.deps, input: false });
    }
  });

  it('/readyz answers 503 naming the database when it does not answer; /healthz, liveness, still 200', async () => {
    const closed = openDb(join(app.dir, 'closed.db'));
    closed.$client.close();
    const broken = await serve({ database: sqliteDatabase(closed) });
    const unready = await broken.get('/readyz');
    expect(unready.status).toBe(503);
    expect(unready.body).toEqual({ status: 'not ready', database: 'down', redis: 'off' });
    expect((await broken.get('/healthz')).status).toBe(200);
  });
});

describe('GET /metrics', () => {
  it("counts requests by route pattern, guesses by outcome, sign-ins and renders, with Node's event-loop lag", async () => {
    const before = await scrape();
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const round = await app.currentRound();
    await player.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId), roundId: round.id });
    await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    const { imageUrl } = (await player.get('/api/game/image')).body;
    await player.get(imageUrl);
    const initData = sign({ user: { id: 99, first_name: 'Ada' } }, BOT_TOKEN, app.clock.now());
    expect((await app.client().post('/api/telegram/auth', { initData })).status).toBe(200);
    // Launch data counts once, however many calls carry it, even past its validation's minute.
    const launchData = sign({ user: { id: 98, first_name: 'Ada' } }, BOT_TOKEN, app.clock.now());
    for (const advanceMs of [0, 0, 90_000]) {
      app.clock.advance(advanceMs);
      expect((await app.client().get('/api/me', { authorization: `tma ${launchData}` })).status).toBe(200);
    }

    const after = await scrape();
    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(moved('guesses_total{outcome="wrong"}')).toBe(1);
    expect(moved('guesses_total{outcome="correct"}')).toBe(1);
    expect(moved('sign_ins_total{method="xaman"}')).toBe(1);
    expect(moved('sign_ins_total{method="telegram"}')).toBe(2);
    expect(moved('http_request_duration_seconds_count{method="POST",route="/api/game/guess",status="200"}')).toBe(2);
    const imageRequests =
      'http_request_duration_seconds_count{method="GET",route="/api/secure-images/:token",status="200"}';
    expect(moved(imageRequests)).toBe(1);
    expect(after).not.toContain(imageUrl.split('/').pop());
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

    // The round's variants were rendered once; serving them again renders nothing.
    const renders = valueOf(after, 'image_renders_total');
    expect(renders).toBeGreaterThanOrEqual(1);
    await player.get(imageUrl);
    expect(valueOf(await scrape(), 'image_renders_total')).toBe(renders);
  });

  it("counts the bot's failed Bot API calls once, after its retries", async () => {
    const bot = await startWithFakeBotApi({ TELEGRAM_BOT_MODE: 'polling', TELEGRAM_ANNOUNCE_CHAT_ID: '-100777' });
    try {
      await bot.api.waitFor('setChatMenuButton');
      bot.api.failNext('sendMessage', 403);
      await bot.app.deps.announcer.newChallenge({ roundNumber: 7, throwback: false, commitment: null });
      const text = await scrape(bot.app.client());
      expect(valueOf(text, 'bot_api_errors_total{method="sendMessage"}')).toBe(1);
      // A dropped connection is retried, and the retry gets through: nothing more to count.
      bot.api.failNext('sendMessage', 'network');
      await bot.app.deps.announcer.newChallenge({ roundNumber: 8, throwback: false, commitment: null });
      expect(bot.api.callsOf('sendMessage').length).toBeGreaterThanOrEqual(2);
      expect(valueOf(await scrape(bot.app.client()), 'bot_api_errors_total{method="sendMessage"}')).toBe(1);
    } finally {
      await bot.close();
    }
  });

  it('is closed in production without METRICS_TOKEN, and open only to its bearer with it', async () => {
    expect((await (await serve(inProduction())).get('/metrics')).status).toBe(404);

    const production = await serve(inProduction(METRICS_TOKEN));
    expect((await production.get('/metrics')).status).toBe(401);
    expect((await production.get('/metrics', { authorization: 'Bearer not-the-token' })).status).toBe(401);
    expect((await production.get('/metrics', { authorization: METRICS_TOKEN })).status).toBe(401);
    const allowed = await production.get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('http_request_duration_seconds_bucket');
  });
});
