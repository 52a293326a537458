import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeBotApi, textUpdate } from '@app/bot/testing/fake-bot-api';
import { startBeside, startTestApp, type TestApp } from '../../test/harness';
import { TEST_REDIS_URL, testRedisPrefix } from '../../test/redis';
import { startWithFakeBotApi } from '../../test/with-fake-bot-api';

let api: FakeBotApi;
let app: TestApp;
let close: () => Promise<void>;

const WEBHOOK = { TELEGRAM_BOT_MODE: 'webhook', TELEGRAM_WEBHOOK_URL: 'https://guess.example' };

/** Posts `update` to the webhook Telegram was given, as Telegram does. */
async function deliver(to: TestApp, update: object) {
  const { url, secret_token: secret } = (await api.waitFor('setWebhook')).payload;
  const headers = { 'x-telegram-bot-api-secret-token': secret };
  return to.client().request('POST', new URL(url).pathname, { json: update, headers });
}

/** One update delivered to `first`, then again to `second`: answered twice, handled once. */
async function expectOneReply(first: TestApp, second: TestApp) {
  const update = textUpdate('/help');
  expect((await deliver(first, update)).status).toBe(200);
  expect((await deliver(second, update)).status).toBe(200);
  await api.waitFor('sendMessage');
  expect(api.callsOf('sendMessage')).toHaveLength(1);
}

describe('webhook mode', () => {
  beforeEach(async () => {
    ({ api, app, close } = await startWithFakeBotApi(WEBHOOK));
  });
  afterEach(() => close());

  it('registers a secret path with a secret token and answers only updates that carry it', async () => {
    const registered = await api.waitFor('setWebhook');
    const { url, secret_token: secret } = registered.payload;
    expect(url).toMatch(/^https:\/\/guess\.example\/telegram-webhook\/[0-9a-f]{32}$/);
    expect(secret).toMatch(/^[0-9a-f]{32}$/);
    const path = new URL(url).pathname;

    const forged = await app
      .client()
      .request('POST', path, { json: textUpdate('/help'), headers: { 'x-telegram-bot-api-secret-token': 'wrong' } });
    expect(forged.status).toBe(401);
    expect(api.callsOf('sendMessage')).toHaveLength(0);

    const genuine = await app
      .client()
      .request('POST', path, { json: textUpdate('/help'), headers: { 'x-telegram-bot-api-secret-token': secret } });
    expect(genuine.status).toBe(200);
    const reply = await api.waitFor('sendMessage');
    expect(reply.payload.text).toMatch(/Guess the blurred XRPL NFT of the day/);
    expect(api.callsOf('getUpdates')).toHaveLength(0);
  });

  it('handles an update Telegram delivers twice once', () => expectOneReply(app, app));
});

describe('webhook mode with several processes', () => {
  let other: TestApp;

  beforeEach(async () => {
    api = await new FakeBotApi().start();
    const env = {
      ...WEBHOOK,
      TELEGRAM_BOT_TOKEN: '123:test',
      TELEGRAM_API_ROOT: api.apiRoot,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: testRedisPrefix(),
    };
    app = await startTestApp({ env });
    other = await startBeside(app, { env });
  });

  afterEach(async () => {
    await other.close();
    await app.close();
    await api.stop();
  });

  it('handles an update redelivered to another process once', () => expectOneReply(app, other));
});
