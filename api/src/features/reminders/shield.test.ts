import { reminders } from '@app/db/schema/retention';
import { FakeBotApi } from '@app/bot/testing/fake-bot-api';
import { createReminderSender } from '@app/bot/reminder-sender';
import { Api } from 'grammy';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { seedWalletUser, startTestApp, WALLETS, type TestApp } from '../../../test/harness';
import { sendDueReminders } from './run';

const HOUR = 10;
let app: TestApp;
let telegram: FakeBotApi;

beforeEach(async () => {
  app = await startTestApp({ start: '2026-11-01T09:00:00Z' });
  telegram = await new FakeBotApi().start();
});
afterEach(async () => {
  await app.close();
  await telegram.stop();
});

it('tells a player whose streak a shield carried over the day they missed', async () => {
  const player = await seedWalletUser(app, WALLETS.alice, { telegramId: '601' });
  await app.deps.database.insert(reminders).values({
    userId: player.id,
    enabled: true,
    localHour: HOUR,
    utcOffsetMinutes: 0,
    hourUtc: HOUR,
    updatedAt: app.clock.now(),
  });
  const alice = app.client();
  await alice.signIn(WALLETS.alice);
  for (let day = 1; day <= 7; day++) {
    app.clock.set(`2026-11-0${day}T09:00:00Z`);
    const round = await app.currentRound();
    expect((await alice.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id })).status).toBe(200);
  }
  const sender = createReminderSender(new Api('123:test', { apiRoot: telegram.apiRoot }), {
    token: '123:test',
    publicUrl: 'https://guess.example',
  });

  // 8 November missed: on the 9th, the reminder says the shield kept the streak.
  app.clock.set(`2026-11-09T${HOUR}:00:00Z`);
  await sendDueReminders({ ctx: { ...app.deps, now: app.clock.now() }, input: sender });
  expect(telegram.callsOf('sendMessage').map(({ payload }) => payload.text)).toEqual([
    "A streak shield kept your 7-day play streak alive. Today's NFT is waiting: play to keep it going.",
  ]);
});
