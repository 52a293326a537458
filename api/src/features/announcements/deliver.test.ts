import { reminders } from '@app/db/schema/retention';
import { users, UNUSABLE_PASSWORD } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { FakeBotApi } from '@app/bot/testing/fake-bot-api';
import { createReminderSender, type ReminderSender } from '@app/bot/reminder-sender';
import { retryTransformer } from '@app/bot/retry';
import { throttleTransformer } from '@app/bot/throttle';
import { Api } from 'grammy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, startBeside, startTestApp, type TestApp } from '../../../test/harness';
import { deliverAnnouncement } from './deliver';

const PLAYERS = 300;
const chatOf = (index: number) => String(7_000_000 + index);
const quiet = { info() {}, warn() {}, error() {} };
/** Of every three players, one started the bot's chat, one asked for reminders, and one did neither. */
const optedIn = (index: number) => index % 3 !== 2;

describe('an announcement sent by the bot', () => {
  let app: TestApp;
  let beside: TestApp | undefined;
  let telegram: FakeBotApi;
  let sender: ReminderSender;
  /** The throttle's virtual time at each sendMessage leaving it. */
  const sentAt: number[] = [];
  let stopAfter = Infinity;
  let stopped = false;

  beforeEach(async () => {
    telegram = await new FakeBotApi().start();
    let now = 0;
    const api = new Api('123:test', { apiRoot: telegram.apiRoot });
    api.config.use((prev, method, payload, signal) => {
      if (method === 'sendMessage') sentAt.push(now);
      return prev(method, payload, signal);
    });
    api.config.use(throttleTransformer(30, { now: () => now, wait: async (ms) => void (now += ms) }));
    api.config.use(retryTransformer(quiet, { maxRetryAfterSeconds: 2 }));
    const real = createReminderSender(api, { token: '123:test', publicUrl: 'https://guess.example' }, quiet);
    let calls = 0;
    // The process stops after `stopAfter` announcements, in the middle of the run.
    sender = {
      remind: real.remind,
      announce: (chat, text) => {
        if (++calls <= stopAfter) return real.announce(chat, text);
        stopped = true;
        return Promise.reject(new Error('stopped'));
      },
    };
    app = await startTestApp({ overrides: { reminderSender: sender } });
    const at = app.clock.now();
    const created = await app.deps.database
      .insert(users)
      .values(
        Array.from({ length: PLAYERS + 5 }, (_, index) => ({
          username: `telegram:${chatOf(index)}`,
          password: UNUSABLE_PASSWORD,
          telegramId: chatOf(index),
          createdAt: at,
        })),
      )
      .returning({ id: users.id });
    // The last five never opened the bot nor chose a reminder: they have no reminder row.
    await app.deps.database.insert(reminders).values(
      created.slice(0, PLAYERS).map(({ id }, index) => ({
        userId: id,
        enabled: index % 3 === 1,
        localHour: 19,
        utcOffsetMinutes: 0,
        hourUtc: 19,
        chatOpenedAt: index % 3 === 0 ? at : null,
        updatedAt: at,
      })),
    );
  });

  afterEach(async () => {
    await beside?.close();
    await app.close();
    await telegram.stop();
    sentAt.length = 0;
    stopAfter = Infinity;
    stopped = false;
  });

  const expectedChats = () =>
    Array.from({ length: PLAYERS }, (_, index) => index)
      .filter(optedIn)
      .map(chatOf);

  it('reaches each player who allows bot messages once, at 30 a second, a blocked one recorded, a 429 waited out, through a restart and two processes', async () => {
    stopAfter = 60;
    // A second process on the same record, up before the announcement.
    beside = await startBeside(app, { overrides: { reminderSender: sender } });
    // The first player messaged blocked the bot.
    telegram.failNext('sendMessage', 403);
    const admin = await adminClient(app);
    const posted = await admin.post('/api/admin/announcements', { text: 'Maintenance tonight at 22:00 UTC.' });
    expect(posted.status).toBe(201);
    // The run the post started stops at the 61st player it claimed, as a process stopping would.
    await expect.poll(() => stopped, { timeout: 10_000 }).toBe(true);
    expect(telegram.callsOf('sendMessage')).toHaveLength(60);

    // Both processes go on at once, as their scheduler's next run does; Telegram asks one message to wait a second.
    stopAfter = Infinity;
    telegram.failNext('sendMessage', 429, 1);
    const runs = (
      await Promise.all([deliverAnnouncement({ ctx: app.deps }), deliverAnnouncement({ ctx: beside.deps })])
    ).filter((run) => run !== null);
    expect(await deliverAnnouncement({ ctx: app.deps })).toBeNull();

    const messages = telegram.callsOf('sendMessage');
    const chats = messages.map((call) => String(call.payload.chat_id));
    // One chat was called twice: Telegram's 429, and the retry a second later.
    const twice = chats.filter((chat, index) => chats.indexOf(chat) !== index);
    expect(twice).toHaveLength(1);
    const [refused, retried] = messages.filter((call) => String(call.payload.chat_id) === twice[0]);
    expect(retried!.at - refused!.at).toBeGreaterThanOrEqual(1000);
    // Everyone who allows bot messages, once; but the one who blocked the bot (the first
    // call) and the one the stopped run had claimed when it stopped.
    const reached = new Set(chats.slice(1));
    const expected = expectedChats();
    expect(chats[0]).toBe(chatOf(0));
    expect([...reached].filter((chat) => !expected.includes(chat))).toEqual([]);
    expect(reached.size).toBe(expected.length - 2);
    expect(messages[1]!.payload.text).toBe('Maintenance tonight at 22:00 UTC.');
    expect(messages[1]!.payload.reply_markup.inline_keyboard).toEqual([
      [{ text: 'Play', web_app: { url: 'https://guess.example/telegram' } }],
    ]);
    const afterRestart = expected.length - 2 - 59;
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(afterRestart);
    expect(runs.every((run) => run.blocked + run.failed === 0)).toBe(true);

    // The blocked player is switched off: no reminders, no announcements.
    const [firstUser] = await app.deps.database
      .select()
      .from(users)
      .where(eq(users.telegramId, chatOf(0)));
    const [blocked] = await app.deps.database.select().from(reminders).where(eq(reminders.userId, firstUser!.id));
    expect(blocked).toMatchObject({ enabled: false, chatOpenedAt: null });

    // Telegram's pace: any 31 messages span a second or more.
    sentAt.slice(30).forEach((at, index) => expect(at - sentAt[index]!).toBeGreaterThanOrEqual(1000));

    const audit = (await admin.get('/api/admin/audit?action=announcement.sent')).body;
    const total = audit.reduce((sum: number, entry: { detail: string }) => sum + JSON.parse(entry.detail).sent, 0);
    expect(total).toBe(afterRestart);
    const [listed] = (await admin.get('/api/admin/announcements')).body;
    expect(listed.deliveredAt).not.toBeNull();
    // Every player Telegram accepted it for, in both runs: the card says how many received it.
    expect(listed.received).toBe(reached.size);
  });

  it('is sent no further once the admin ends it', async () => {
    stopAfter = 0;
    const admin = await adminClient(app);
    const { id } = (await admin.post('/api/admin/announcements', { text: 'Soon' })).body;
    await expect.poll(() => stopped).toBe(true);
    await admin.post(`/api/admin/announcements/${id}/end`);
    stopAfter = Infinity;
    expect(await deliverAnnouncement({ ctx: app.deps })).toBeNull();
    expect(telegram.callsOf('sendMessage')).toEqual([]);
  });
});
