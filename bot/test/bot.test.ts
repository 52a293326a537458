import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAnnouncer } from '../src/announcer';
import { configureMenu, createBot } from '../src/create-bot';
import type { BotConfig, BotServices } from '../src/services';
import { FakeBotApi, textUpdate } from './fake-bot-api';

const silent = { info() {}, warn() {}, error() {} };
let api: FakeBotApi;
let config: BotConfig;
const adminCalls: string[] = [];

const services: BotServices = {
  today: async (telegramId) => ({
    nextRoundAt: new Date('2026-11-19T00:00:00Z'),
    linked: telegramId === '1001',
    played: true,
    won: false,
    attemptsUsed: 2,
  }),
  weeklyTop: async () => [
    { rank: 1, name: 'ada', points: 25 },
    { rank: 2, name: 'rBob...XXX', points: 12 },
  ],
  points: async (telegramId) => (telegramId === '1001' ? { points: 42, rank: 3 } : null),
  admin: {
    setMaintenance: async (id, on) => {
      adminCalls.push(`maintenance ${on} by ${id}`);
      return id === '1' ? `Maintenance is ${on ? 'on' : 'off'}.` : 'Sorry, only admins can do that.';
    },
    archiveWeek: async (id) => (id === '1' ? 'Archived.' : 'Sorry, only admins can do that.'),
    backup: async () => 'Backed up.',
    stats: async () => 'Stats.',
  },
};

beforeEach(async () => {
  api = await new FakeBotApi().start();
  config = { token: '123:test', publicUrl: 'https://guess.example', apiRoot: api.apiRoot, announceChatId: '-100777', botUsername: 'bwif_guess_bot', miniAppShortName: 'play' };
  adminCalls.length = 0;
});

afterEach(() => api.stop());

async function bot() {
  const instance = createBot({ config, services, logger: silent, now: () => new Date('2026-11-18T21:30:00Z') });
  await instance.init();
  return instance;
}

const lastMessage = () => api.callsOf('sendMessage').at(-1)!.payload;

describe('player commands', () => {
  it('/start answers with a web_app Play button opening the Mini App, keeping a deep-link payload', async () => {
    const instance = await bot();
    await instance.handleUpdate(textUpdate('/start'));
    expect(lastMessage().text).toMatch(/Welcome to BWIF NFT Guess, Ada/);
    expect(lastMessage().reply_markup.inline_keyboard[0][0]).toEqual({ text: 'Play', web_app: { url: 'https://guess.example/telegram' } });
    await instance.handleUpdate(textUpdate('/start ref_123'));
    expect(lastMessage().reply_markup.inline_keyboard[0][0].web_app.url).toBe('https://guess.example/telegram?startapp=ref_123');
  });

  it("/top lists the week's leaders in order", async () => {
    const instance = await bot();
    await instance.handleUpdate(textUpdate('/top'));
    expect(lastMessage().text).toBe("This week's top players\n\n1. ada: 25 pts\n2. rBob...XXX: 12 pts");
  });

  it('/today and /points depend on a linked wallet', async () => {
    const instance = await bot();
    await instance.handleUpdate(textUpdate('/today'));
    expect(lastMessage().text).toBe('You have used 2 of 3 attempts today.\nNext challenge in 2h 30m.');
    await instance.handleUpdate(textUpdate('/points'));
    expect(lastMessage().text).toBe('You have 42 BWIF points (rank #3).');
    const stranger = { id: 2002, first_name: 'Eve', username: 'eve' };
    await instance.handleUpdate(textUpdate('/today', stranger));
    expect(lastMessage().text).toMatch(/Link your wallet in the game/);
    await instance.handleUpdate(textUpdate('/points', stranger));
    expect(lastMessage().text).toMatch(/Link your wallet/);
  });

  it('nudges any other private message towards Play', async () => {
    const instance = await bot();
    await instance.handleUpdate(textUpdate('hello'));
    expect(lastMessage().text).toMatch(/Tap Play/);
  });
});

describe('admin commands', () => {
  it('passes the sender to the server-side check and answers its verdict', async () => {
    const instance = await bot();
    await instance.handleUpdate(textUpdate('/maintenance on', { id: 1, first_name: 'Admin', username: 'admin' }));
    expect(lastMessage().text).toBe('Maintenance is on.');
    await instance.handleUpdate(textUpdate('/maintenance on'));
    expect(lastMessage().text).toBe('Sorry, only admins can do that.');
    await instance.handleUpdate(textUpdate('/archive'));
    expect(lastMessage().text).toBe('Sorry, only admins can do that.');
    await instance.handleUpdate(textUpdate('/maintenance maybe', { id: 1, first_name: 'Admin', username: 'admin' }));
    expect(lastMessage().text).toBe('Usage: /maintenance on|off');
    expect(adminCalls).toEqual(['maintenance true by 1', 'maintenance true by 1001']);
  });
});

describe('resilience', () => {
  it('retries a 429 after retry_after', async () => {
    const instance = await bot();
    api.failNext('sendMessage', 429, 1);
    await instance.handleUpdate(textUpdate('/top'));
    const sends = api.callsOf('sendMessage');
    expect(sends).toHaveLength(2);
    expect(sends[1]!.at - sends[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('skips a user who blocked the bot without throwing', async () => {
    const instance = await bot();
    api.failNext('sendMessage', 403);
    await expect(instance.handleUpdate(textUpdate('/top'))).resolves.toBeUndefined();
    expect(api.callsOf('sendMessage')).toHaveLength(1);
  });
});

describe('menu and announcements', () => {
  it('sets a web_app menu button and the command list', async () => {
    const instance = await bot();
    await configureMenu(instance, config);
    expect(api.callsOf('setChatMenuButton')[0]!.payload.menu_button).toEqual({ type: 'web_app', text: 'Play', web_app: { url: 'https://guess.example/telegram' } });
    expect(api.callsOf('setMyCommands')[0]!.payload.commands.map((command: any) => command.command)).toContain('top');
  });

  it('posts the weekly results and winners to the announcement chat with a URL button', async () => {
    const instance = await bot();
    const announcer = createAnnouncer(instance.api, config, silent);
    await announcer.weeklyResults({
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      top: [{ rank: 1, name: 'ada', points: 25 }],
      holdersTop: [],
      raffle: { seed: 'abc', winners: [{ name: 'rHolder', walletAddress: 'rHolder' }] },
    });
    const post = lastMessage();
    expect(post.chat_id).toBe('-100777');
    expect(post.text).toContain('1. ada: 25 pts');
    expect(post.text).toContain('Raffle winners');
    expect(post.text).toContain('1. rHolder');
    expect(post.reply_markup.inline_keyboard[0][0]).toEqual({ text: 'Play now', url: 'https://t.me/bwif_guess_bot/play' });
  });

  it('sends nothing without an announcement chat', async () => {
    const instance = await bot();
    await createAnnouncer(instance.api, { ...config, announceChatId: undefined }, silent).newChallenge(5, false);
    expect(api.callsOf('sendMessage')).toHaveLength(0);
  });
});
