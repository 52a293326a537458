import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textUpdate, type FakeBotApi } from '@app/bot/testing/fake-bot-api';
import type { TestApp } from '../../../test/harness';
import { startWithFakeBotApi } from '../../../test/with-fake-bot-api';

let api: FakeBotApi;
let app: TestApp;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ api, app, close } = await startWithFakeBotApi({
    TELEGRAM_BOT_MODE: 'webhook',
    TELEGRAM_WEBHOOK_URL: 'https://guess.example',
  }));
});

afterEach(() => close());

describe('webhook mode', () => {
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
});
