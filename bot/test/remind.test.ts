import { Api } from 'grammy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_STREAK } from '@app/shared/schemas/streak';
import { createReminderSender, reminderText } from '../src/reminder-sender';
import { throttleTransformer } from '../src/throttle';
import { textUpdate } from './fake-bot-api';
import { startBotHarness, type BotHarness } from './fixtures';

let h: BotHarness;
beforeEach(async () => {
  h = await startBotHarness();
});
afterEach(() => h.close());

const stranger = { id: 2002, first_name: 'Eve', username: 'eve' };

function callbackUpdate(data: string, from = { id: 1001, first_name: 'Ada' }) {
  return {
    update_id: 900_000 + Math.floor(Math.random() * 1000),
    callback_query: {
      id: 'cb-1',
      from: { ...from, is_bot: false },
      chat_instance: 'x',
      data,
      message: { message_id: 7, date: 0, chat: { id: from.id, type: 'private' as const, first_name: from.first_name } },
    },
  };
}

describe('/remind', () => {
  it('turns the reminder on at the hour given, in the time zone the game saw', async () => {
    await h.bot.handleUpdate(textUpdate('/remind 8'));
    expect(h.state.reminderChanges).toEqual(['1001 on 8']);
    expect(h.lastMessage().text).toBe(
      'Reminders are on: every day at 08:00 (UTC+5:30) if you have not played yet. Send /remind off to stop them.',
    );
  });

  it('turns it on at the hour chosen before, and off with /remind off', async () => {
    await h.bot.handleUpdate(textUpdate('/remind'));
    await h.bot.handleUpdate(textUpdate('/remind off'));
    expect(h.state.reminderChanges).toEqual(['1001 on same hour', '1001 off']);
    expect(h.lastMessage().text).toBe('Reminders are off. Send /remind to turn them back on.');
  });

  it('refuses an hour that is not one, and asks a stranger to open the game first', async () => {
    await h.bot.handleUpdate(textUpdate('/remind 24'));
    expect(h.lastMessage().text).toMatch(/^Send \/remind for a daily reminder/);
    await h.bot.handleUpdate(textUpdate('/remind', stranger));
    expect(h.lastMessage().text).toBe('Open the game once, then send /remind to get a daily reminder.');
    expect(h.state.reminderChanges).toEqual(['2002 on same hour']);
  });

  it('stops reminders from the button under a reminder', async () => {
    await h.bot.handleUpdate(callbackUpdate('reminders:stop'));
    expect(h.state.reminderChanges).toEqual(['1001 off']);
    expect(h.api.callsOf('answerCallbackQuery')[0]!.payload.text).toBe('Reminders are off.');
  });

  it('notes a private /start: the bot may write to that player first', async () => {
    await h.bot.handleUpdate(textUpdate('/start'));
    await h.bot.handleUpdate(textUpdate('/start', undefined, { id: -5005, title: 'Fans' }));
    expect(h.state.chatsStarted).toEqual(['1001']);
  });
});

describe('the reminder sender', () => {
  it('sends the text with Play and Stop reminders buttons, and tells a block from a failure', async () => {
    const sender = createReminderSender(h.bot.api, h.config, h.logger);
    expect(await sender.remind('1001', { current: 4, shieldsUsed: 0 })).toBe('sent');
    const message = h.lastMessage();
    expect(message.text).toBe("Today's NFT is waiting. Keep your 4-day play streak.");
    expect(message.reply_markup.inline_keyboard).toEqual([
      [{ text: 'Play', web_app: { url: 'https://guess.example/telegram' } }],
      [{ text: 'Stop reminders', callback_data: 'reminders:stop' }],
    ]);
    h.api.failNext('sendMessage', 403);
    expect(await sender.remind('1002', NO_STREAK)).toBe('blocked');
    h.api.failNext('sendMessage', 'network');
    h.api.failNext('sendMessage', 'network');
    h.api.failNext('sendMessage', 'network');
    expect(await sender.remind('1003', NO_STREAK)).toBe('failed');
  });

  it("sends the admin's announcement with the Play button, and tells a block from a failure the same way", async () => {
    const sender = createReminderSender(h.bot.api, h.config, h.logger);
    expect(await sender.announce('1001', 'Double points this weekend!')).toBe('sent');
    expect(h.lastMessage()).toMatchObject({ chat_id: '1001', text: 'Double points this weekend!' });
    expect(h.lastMessage().reply_markup.inline_keyboard).toEqual([
      [{ text: 'Play', web_app: { url: 'https://guess.example/telegram' } }],
    ]);
    h.api.failNext('sendMessage', 403);
    expect(await sender.announce('1002', 'Hi')).toBe('blocked');
  });

  it('has no streak to keep at 0', () => {
    expect(reminderText(NO_STREAK)).toBe("Today's NFT is waiting.");
  });

  it('says when streak shields carried the streak over the days missed', () => {
    expect(reminderText({ current: 9, shieldsUsed: 1 })).toBe(
      "A streak shield kept your 9-day play streak alive. Today's NFT is waiting: play to keep it going.",
    );
    expect(reminderText({ current: 9, shieldsUsed: 2 })).toBe(
      "2 streak shields kept your 9-day play streak alive. Today's NFT is waiting: play to keep it going.",
    );
  });
});

describe('the throttle', () => {
  it('spaces messages at 30 a second with no burst and lets other calls through at once', async () => {
    let now = 1_000_000;
    const sentAt: number[] = [];
    const api = new Api('123:test', { apiRoot: h.api.apiRoot });
    // The last transformer installed runs first: this one sees a call as it leaves the throttle.
    api.config.use((prev, method, payload, signal) => {
      if (method === 'sendMessage') sentAt.push(now);
      return prev(method, payload, signal);
    });
    api.config.use(throttleTransformer(30, { now: () => now, wait: async (ms) => void (now += ms) }));
    for (let chat = 1; chat <= 61; chat++) await api.sendMessage(chat, 'hi');
    const before = now;
    await api.getMe();
    expect(now).toBe(before);
    expect(sentAt).toHaveLength(61);
    // Any second holds at most 30 of them: the 31st after the first is a full second later.
    sentAt.slice(30).forEach((at, index) => expect(at - sentAt[index]!).toBeGreaterThanOrEqual(1000));
    expect(sentAt.at(-1)! - sentAt[0]!).toBe(60 * 34);
  });
});
