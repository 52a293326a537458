import { reminders } from '@app/db/schema/retention';
import { users, UNUSABLE_PASSWORD } from '@app/db/schema/users';
import { FakeBotApi } from '@app/bot/testing/fake-bot-api';
import { createReminderSender } from '@app/bot/reminder-sender';
import { Api } from 'grammy';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { sendDueReminders } from './run';

/** The harness's clock starts at 10:00 UTC. */
const HOUR = 10;
let app: TestApp;
let telegram: FakeBotApi;

beforeEach(async () => {
  app = await startTestApp();
  telegram = await new FakeBotApi().start();
});
afterEach(async () => {
  await app.close();
  await telegram.stop();
});

it("reminds each player in their saved language, else in Telegram's last seen, else in English", async () => {
  const now = app.clock.now();
  const players = [
    { telegramId: '501', language: 'es', telegramLanguage: 'ru' },
    { telegramId: '502', language: null, telegramLanguage: 'ru' },
    { telegramId: '503', language: null, telegramLanguage: 'de' },
  ];
  const created = await app.deps.database
    .insert(users)
    .values(
      players.map((player) => ({
        ...player,
        username: `telegram:${player.telegramId}`,
        password: UNUSABLE_PASSWORD,
        createdAt: now,
      })),
    )
    .returning({ id: users.id });
  await app.deps.database.insert(reminders).values(
    created.map(({ id }) => ({
      userId: id,
      enabled: true,
      localHour: HOUR,
      utcOffsetMinutes: 0,
      hourUtc: HOUR,
      updatedAt: now,
    })),
  );
  const api = new Api('123:test', { apiRoot: telegram.apiRoot });
  const sender = createReminderSender(api, { token: '123:test', publicUrl: 'https://guess.example' });

  await sendDueReminders({ ctx: { ...app.deps, now }, input: sender });

  const texts = Object.fromEntries(
    telegram.callsOf('sendMessage').map(({ payload }) => [payload.chat_id, payload.text]),
  );
  expect(texts).toEqual({
    '501': 'El NFT de hoy te espera.',
    '502': 'NFT дня ждёт вас.',
    '503': "Today's NFT is waiting.",
  });
});
