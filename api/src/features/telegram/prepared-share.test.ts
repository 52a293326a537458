import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { sign } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeBotApi } from '@app/bot/testing/fake-bot-api';
import { startTestApp, WALLETS, wrongGuess, type TestApp, type TestClient } from '../../../test/harness';
import { startWithFakeBotApi } from '../../../test/with-fake-bot-api';

const BOT_TOKEN = '123:test';
let api: FakeBotApi;
let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ api, app, close } = await startWithFakeBotApi({
    TELEGRAM_BOT_MODE: 'polling',
    TELEGRAM_BOT_USERNAME: 'bwif_guess_bot',
    TELEGRAM_MINIAPP_SHORT_NAME: 'play',
  }));
});

afterAll(() => close());

/** A Mini App session for Telegram user `telegramId` (Telegram in `languageCode`), whose linked wallet is `wallet`. */
async function telegramPlayer(telegramId: number, wallet: string, languageCode = 'en'): Promise<TestClient> {
  const initData = () =>
    sign({ user: { id: telegramId, first_name: 'Ada', language_code: languageCode } }, BOT_TOKEN, app.clock.now());
  const client = app.client();
  await client.post('/api/telegram/auth', { initData: initData() });
  app.db
    .update(users)
    .set({ walletAddress: wallet })
    .where(eq(users.telegramId, String(telegramId)))
    .run();
  await client.post('/api/telegram/auth', { initData: initData() });
  return client;
}

async function loseToday(client: TestClient): Promise<void> {
  const round = await app.currentRound();
  for (let attempt = 1; attempt <= 3; attempt++)
    await client.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId, attempt), roundId: round.id });
}

describe('POST /api/telegram/prepared-share', () => {
  it("has the bot save the player's result as an inline message with the share picture and a deep link to the round", async () => {
    const player = await telegramPlayer(5005, WALLETS.alice);
    await loseToday(player);
    const response = await player.post('/api/telegram/prepared-share');
    expect(response.status).toBe(200);
    const call = api.callsOf('savePreparedInlineMessage').at(-1)!;
    expect(response.body).toEqual({ preparedMessageId: expect.stringMatching(/^prepared-/) });
    const { roundNumber } = (await player.get('/api/game/current')).body;
    const link = `https://t.me/bwif_guess_bot/play?startapp=r${roundNumber}`;
    const picture = `${app.deps.settings.publicUrl}/api/og/round-${(await app.currentRound()).id}.jpg`;
    expect(call.payload).toMatchObject({
      user_id: 5005,
      allow_user_chats: true,
      allow_group_chats: true,
      allow_channel_chats: true,
      result: {
        type: 'photo',
        photo_url: picture,
        thumbnail_url: picture,
        caption: `BWIF NFT Guess #${roundNumber} X/3\n🟥🟥🟥\n0 points\n${link}`,
        reply_markup: { inline_keyboard: [[{ text: 'Play', url: link }]] },
      },
    });
    expect(JSON.stringify(call.payload)).not.toContain((await app.currentRound()).nft.name);
  });

  it("words the caption in the player's Telegram language", async () => {
    const player = await telegramPlayer(5115, `rEsp${'X'.repeat(30)}`, 'es');
    await loseToday(player);
    expect((await player.post('/api/telegram/prepared-share')).status).toBe(200);
    const { caption } = api.callsOf('savePreparedInlineMessage').at(-1)!.payload.result as { caption: string };
    expect(caption.split('\n').slice(1, 3)).toEqual(['🟥🟥🟥', '0 puntos']);
    const { reply_markup } = api.callsOf('savePreparedInlineMessage').at(-1)!.payload.result as {
      reply_markup: { inline_keyboard: Array<Array<{ text: string }>> };
    };
    expect(reply_markup.inline_keyboard[0]![0]!.text).toBe('Jugar');
  });

  it('waits for the end of the game, and says so', async () => {
    const player = await telegramPlayer(6006, WALLETS.bob);
    const early = await player.post('/api/telegram/prepared-share');
    expect([early.status, early.body.error]).toEqual([
      409,
      { code: 'CONFLICT', message: "Finish today's game to share your result" },
    ]);
  });

  it('answers 401 without a Telegram session, a web session included', async () => {
    expect((await app.client().post('/api/telegram/prepared-share')).status).toBe(401);
    const web = app.client();
    await web.signIn(WALLETS.carol);
    const refused = await web.post('/api/telegram/prepared-share');
    expect([refused.status, refused.body.error.message]).toEqual([
      401,
      'Open the game from Telegram to share it there',
    ]);
  });

  it('answers 503 when Telegram fails to save the message', async () => {
    const player = await telegramPlayer(7007, `rDave${'X'.repeat(29)}`);
    await loseToday(player);
    api.failNext('savePreparedInlineMessage', 403);
    const failed = await player.post('/api/telegram/prepared-share');
    expect([failed.status, failed.body.error.code]).toEqual([503, 'UPSTREAM_UNAVAILABLE']);
  });
});

describe('POST /api/telegram/prepared-share with the bot off', () => {
  it('answers 503, and each player only a few times a minute (every call reaches Telegram)', async () => {
    const offline = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, RATE_LIMIT_SHARES_PER_MIN: '2' } });
    try {
      const client = offline.client();
      await client.post('/api/telegram/auth', {
        initData: sign({ user: { id: 8008, first_name: 'Ada' } }, BOT_TOKEN, offline.clock.now()),
      });
      const response = await client.post('/api/telegram/prepared-share');
      expect([response.status, response.body.error]).toEqual([
        503,
        { code: 'UPSTREAM_UNAVAILABLE', message: 'The Telegram bot is off' },
      ]);
      expect((await client.post('/api/telegram/prepared-share')).status).toBe(503);
      expect((await client.post('/api/telegram/prepared-share')).status).toBe(429);
    } finally {
      await offline.close();
    }
  });
});
