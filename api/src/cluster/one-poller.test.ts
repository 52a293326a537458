import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBotApi, textUpdate } from '@app/bot/testing/fake-bot-api';
import { startBeside, startTestApp, type TestApp } from '../../test/harness';
import { TEST_REDIS_URL, testRedisPrefix } from '../../test/redis';

let api: FakeBotApi;
const apps: TestApp[] = [];

afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
  await api.stop();
});

/** How many getUpdates calls the stand-in has had so far. */
const polls = () => api.callsOf('getUpdates').length;

describe('the bot with two processes in polling mode', () => {
  it('polls Telegram from the process leading the jobs only, and from the other once it leads', async () => {
    api = await new FakeBotApi().start();
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: testRedisPrefix(),
      SCHEDULER_LEASE_MS: '1500',
      TELEGRAM_BOT_TOKEN: '123:test',
      TELEGRAM_API_ROOT: api.apiRoot,
      TELEGRAM_BOT_MODE: 'polling',
    };
    const a = await startTestApp({ env });
    apps.push(a);
    apps.push(await startBeside(a, { env }));
    await api.waitFor('getUpdates');
    // A lease's worth of long polls, each 100 ms on the stand-in: two pollers would collide in it.
    const before = polls();
    await vi.waitFor(() => expect(polls()).toBeGreaterThan(before + 10), { timeout: 5000, interval: 50 });
    expect(api.conflicts).toBe(0);

    // The leader stops (a deploy): the other takes the lease and the polling with it.
    await apps.shift()!.close();
    const afterHandOver = polls();
    api.pushUpdate(textUpdate('/top'));
    await vi.waitFor(() => expect(polls()).toBeGreaterThan(afterHandOver), { timeout: 5000, interval: 50 });
    await api.waitFor('sendMessage', (call) => call.payload.chat_id === 1001, 5000);
  });
});
