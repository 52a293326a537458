import { reminderSends, reminders } from '@app/db/schema/retention';
import { gameRounds, guesses } from '@app/db/schema/rounds';
import { users, UNUSABLE_PASSWORD } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { FakeBotApi } from '@app/bot/testing/fake-bot-api';
import { createReminderSender, type ReminderSender } from '@app/bot/reminder-sender';
import { throttleTransformer } from '@app/bot/throttle';
import { Api } from 'grammy';
import { sign } from '@telegram-apps/init-data-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startWithFakeBotApi } from '../../../test/with-fake-bot-api';
import { sendDueReminders } from './run';

const PLAYERS = 2000;
/** The harness's clock starts at 10:00 UTC. */
const HOUR = 10;
const chatOf = (index: number) => String(9_000_000 + index);

describe('the reminder run, 2,000 players due at the same hour', () => {
  let app: TestApp;
  let telegram: FakeBotApi;
  let ids: number[];

  beforeEach(async () => {
    app = await startTestApp();
    telegram = await new FakeBotApi().start();
    const now = app.clock.now();
    const created = await app.deps.database
      .insert(users)
      .values(
        Array.from({ length: PLAYERS }, (_, index) => ({
          username: `telegram:${chatOf(index)}`,
          password: UNUSABLE_PASSWORD,
          telegramId: chatOf(index),
          createdAt: now,
        })),
      )
      .returning({ id: users.id });
    ids = created.map((user) => user.id);
    await app.deps.database.insert(reminders).values(
      ids.map((userId) => ({
        userId,
        enabled: true,
        localHour: HOUR,
        utcOffsetMinutes: 0,
        hourUtc: HOUR,
        updatedAt: now,
      })),
    );
  });

  afterEach(async () => {
    await app.close();
    await telegram.stop();
  });

  /** Every 10th player has played today's round. */
  async function someHavePlayed(): Promise<Set<string>> {
    const round = await app.currentRound();
    const played = new Set<string>();
    for (let index = 0; index < PLAYERS; index += 10) {
      await app.deps.database
        .insert(guesses)
        .values({ userId: ids[index]!, roundId: round.id, guess: '1', attemptNumber: 1, timestamp: app.clock.now() });
      played.add(chatOf(index));
    }
    return played;
  }

  /** Player 1 won the three days before today. */
  async function threeDayStreak(): Promise<void> {
    const { nft } = await app.currentRound();
    for (const day of ['2026-11-15', '2026-11-16', '2026-11-17']) {
      const at = new Date(`${day}T12:00:00Z`);
      const [round] = await app.deps.database
        .insert(gameRounds)
        .values({ nftId: nft.id, day, startDate: at, endDate: at, active: false })
        .returning();
      await app.deps.database.insert(guesses).values({
        userId: ids[1]!,
        roundId: round!.id,
        guess: nft.nftId,
        correct: true,
        attemptNumber: 1,
        points: 10,
        timestamp: at,
      });
    }
  }

  it('sends within 30 a second, skips who played, switches off who blocked the bot, and a restart sends nobody twice', async () => {
    const played = await someHavePlayed();
    await threeDayStreak();
    // The throttle's time is virtual: the run takes 66 of its seconds and a few real ones.
    let now = 0;
    const sentAt: number[] = [];
    const api = new Api('123:test', { apiRoot: telegram.apiRoot });
    api.config.use((prev, method, payload, signal) => {
      if (method === 'sendMessage') sentAt.push(now);
      return prev(method, payload, signal);
    });
    api.config.use(throttleTransformer(30, { now: () => now, wait: async (ms) => void (now += ms) }));
    const config = { token: '123:test', publicUrl: 'https://guess.example' };
    const sender = createReminderSender(api, config, { info() {}, warn() {}, error() {} });
    // The first player reminded has blocked the bot.
    telegram.failNext('sendMessage', 403);

    // The process stops after 700 reminders, in the middle of the run.
    let calls = 0;
    const stopping: ReminderSender = {
      ...sender,
      remind: (chat, streak) => (++calls > 700 ? Promise.reject(new Error('stopped')) : sender.remind(chat, streak)),
    };
    await expect(sendDueReminders({ ctx: { ...app.deps, now: app.clock.now() }, input: stopping })).rejects.toThrow(
      'stopped',
    );
    // Started again, still within the hour.
    app.clock.advance(5 * 60_000);
    const second = await sendDueReminders({ ctx: { ...app.deps, now: app.clock.now() }, input: sender });
    const again = await sendDueReminders({ ctx: { ...app.deps, now: app.clock.now() }, input: sender });

    const messages = telegram.callsOf('sendMessage');
    const chats = messages.map((call) => String(call.payload.chat_id));
    expect(new Set(chats).size).toBe(chats.length);
    expect(chats.filter((chat) => played.has(chat))).toEqual([]);
    // Everyone who had not played, but the one the stopped process had claimed when it stopped.
    expect(chats).toHaveLength(PLAYERS - played.size - 1);
    expect(second).toMatchObject({ blocked: 0, failed: 0, sent: PLAYERS - played.size - 701 });
    expect(again).toEqual({ sent: 0, played: 0, blocked: 0, failed: 0 });

    sentAt.slice(30).forEach((at, index) => expect(at - sentAt[index]!).toBeGreaterThanOrEqual(1000));
    expect(sentAt.at(-1)! - sentAt[0]!).toBeGreaterThanOrEqual(((sentAt.length - 1) / 30) * 1000 - 1);

    const blocked = (await app.deps.database.select().from(reminders).where(eq(reminders.userId, ids[1]!)))[0];
    expect(blocked).toMatchObject({ enabled: false, chatOpenedAt: null });
    expect(messages[0]!.payload.text).toBe("Today's NFT is waiting. Keep your 3-day play streak.");
    // Each send is recorded with how it went, for the admin's insights.
    const sends = await app.deps.database.select().from(reminderSends);
    expect(sends.filter((send) => send.outcome === 'blocked').map((send) => send.userId)).toEqual([ids[1]]);
    expect(sends.filter((send) => send.outcome === 'sent')).toHaveLength(chats.length - 1);
    expect(sends.every((send) => send.day === '2026-11-18')).toBe(true);
    expect(messages[1]!.payload.text).toBe("Today's NFT is waiting.");
  });
});

describe('the hourly job', () => {
  it("reminds a player at the hour they chose, through the server's own bot, once a day", async () => {
    const { api, app, close } = await startWithFakeBotApi({
      TELEGRAM_BOT_MODE: 'polling',
      TELEGRAM_BOT_TOKEN: '123:test',
    });
    try {
      await api.waitFor('setChatMenuButton');
      const initData = sign({ user: { id: 4321, first_name: 'Ada' } }, '123:test', app.clock.now());
      const headers = { authorization: `tma ${initData}` };
      // 14:00 at UTC+2 is 12:00 UTC; the clock says 10:00 UTC.
      const body = { enabled: true, hour: 14, utcOffsetMinutes: 120 };
      expect((await app.client().request('PUT', '/api/me/reminder', { json: body, headers })).status).toBe(200);
      app.clock.set('2026-11-18T11:00:01Z');
      await app.clock.runDueTimers();
      expect(api.callsOf('sendMessage').filter((call) => call.payload.chat_id === '4321')).toEqual([]);
      app.clock.set('2026-11-18T12:00:01Z');
      await app.clock.runDueTimers();
      const reminder = await api.waitFor('sendMessage', (call) => call.payload.chat_id === '4321');
      expect(reminder.payload.text).toBe("Today's NFT is waiting.");
      expect(reminder.payload.reply_markup.inline_keyboard[1]).toEqual([
        { text: 'Stop reminders', callback_data: 'reminders:stop' },
      ]);
      await app.runDueJobs();
      expect(api.callsOf('sendMessage').filter((call) => call.payload.chat_id === '4321')).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
