import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textUpdate } from './fake-bot-api';
import { startBotHarness, type BotHarness } from './fixtures';

let h: BotHarness;
beforeEach(async () => {
  h = await startBotHarness();
});
afterEach(() => h.close());

const stranger = { id: 2002, first_name: 'Eve', username: 'eve' };
const firstButton = (payload: Record<string, any>) => payload.reply_markup.inline_keyboard[0][0];

describe('/start', () => {
  it('welcomes with a web_app Play button opening the Mini App', async () => {
    await h.bot.handleUpdate(textUpdate('/start'));
    const message = h.lastMessage();
    expect(message.chat_id).toBe(1001);
    expect(message.text).toMatch(/Welcome to BWIF NFT Guess, Ada/);
    expect(firstButton(message)).toEqual({ text: 'Play', web_app: { url: 'https://guess.example/telegram' } });
  });

  it('hands a deep-link payload on to the Mini App as startapp', async () => {
    await h.bot.handleUpdate(textUpdate('/start ref_123'));
    expect(firstButton(h.lastMessage()).web_app.url).toBe('https://guess.example/telegram?startapp=ref_123');
  });

  it("opens the Mini App on a shared round's link (/start r12), in a private chat and in a group", async () => {
    await h.bot.handleUpdate(textUpdate('/start r12'));
    expect(firstButton(h.lastMessage()).web_app.url).toBe('https://guess.example/telegram?startapp=r12');
    await h.bot.handleUpdate(textUpdate('/start r12', undefined, { id: -5005, title: 'Fans' }));
    expect(firstButton(h.lastMessage())).toEqual({
      text: 'Play',
      url: 'https://t.me/bwif_guess_bot/play?startapp=r12',
    });
  });

  it('drops a payload Telegram would not allow in a deep link', async () => {
    await h.bot.handleUpdate(textUpdate('/start <b>&x=1'));
    expect(firstButton(h.lastMessage()).web_app.url).toBe('https://guess.example/telegram');
  });

  it('uses a URL button in a group, where web_app buttons are refused', async () => {
    await h.bot.handleUpdate(textUpdate('/start', undefined, { id: -5005, title: 'Fans' }));
    expect(firstButton(h.lastMessage())).toEqual({ text: 'Play', url: 'https://t.me/bwif_guess_bot/play' });
  });
});

describe('/help', () => {
  it('explains the game and lists the commands', async () => {
    await h.bot.handleUpdate(textUpdate('/help'));
    const { text } = h.lastMessage();
    expect(text).toContain('3 attempts a day');
    expect(text).toContain('10 points on the 1st try, 5 on the 2nd, 2 on the 3rd');
    expect(text).toContain('5,890,000 $BWIF get hints');
    for (const command of ['/today', '/top', '/points']) expect(text).toContain(command);
  });

  it('states the holder threshold the game is set to (HOLDER_MIN)', async () => {
    h.services.holderMin = 1_000_000;
    await h.bot.handleUpdate(textUpdate('/help'));
    expect(h.lastMessage().text).toContain('Holders of 1,000,000 $BWIF get hints');
  });

  it('lists the admin commands to an admin in a private chat, never to a player or in a group', async () => {
    const admin = { id: 1, first_name: 'Admin' };
    const adminCommands = ['/maintenance', 'on|off', '/archive', '/backup', '/stats'];
    await h.bot.handleUpdate(textUpdate('/help', admin));
    for (const command of adminCommands) expect(h.lastMessage().text).toContain(command);
    await h.bot.handleUpdate(textUpdate('/help'));
    expect(h.lastMessage().text).not.toMatch(/\/maintenance|\/archive|\/backup|\/stats/);
    await h.bot.handleUpdate(textUpdate('/help', admin, { id: -5005, title: 'Fans' }));
    expect(h.lastMessage().text).not.toMatch(/\/maintenance|\/archive|\/backup|\/stats/);
  });
});

describe('/top', () => {
  it("lists the week's ten leaders in order with their points", async () => {
    await h.bot.handleUpdate(textUpdate('/top'));
    expect(h.lastMessage().text).toBe(
      "This week's top players\n\n1. ada: 25 pts\n2. rBob...XXX: 12 pts\n3. carol: 10 pts",
    );
    expect(h.state.topLimits).toEqual([10]);
  });

  it('has a friendly word for an empty week', async () => {
    h.state.top = [];
    await h.bot.handleUpdate(textUpdate('/top'));
    expect(h.lastMessage().text).toBe('No scores this week yet. Be the first!');
    expect(firstButton(h.lastMessage()).web_app).toBeDefined();
  });
});

describe('/today', () => {
  it('tells a linked player the attempts used and the time to the next challenge', async () => {
    await h.bot.handleUpdate(textUpdate('/today'));
    expect(h.lastMessage().text).toBe('You have used 2 of 3 attempts today.\nNext challenge in 2h 30m.');
  });

  it('says so when the player has won or not played yet', async () => {
    h.state.today = { ...h.state.today, won: true, attemptsUsed: 1 };
    await h.bot.handleUpdate(textUpdate('/today'));
    expect(h.lastMessage().text).toBe("You solved today's challenge.\nNext challenge in 2h 30m.");
    h.state.today = { ...h.state.today, won: false, played: false, attemptsUsed: 0 };
    await h.bot.handleUpdate(textUpdate('/today'));
    expect(h.lastMessage().text).toMatch(/^You have not played today yet\./);
  });

  it('asks a player without a linked wallet to link one', async () => {
    await h.bot.handleUpdate(textUpdate('/today', stranger));
    expect(h.lastMessage().text).toBe(
      'Link your wallet in the game to track your progress.\nNext challenge in 2h 30m.',
    );
    expect(h.lastMessage().chat_id).toBe(2002);
  });
});

describe('/points', () => {
  it('shows the points, rank and streak of a linked wallet, and warns when the streak is at risk', async () => {
    await h.bot.handleUpdate(textUpdate('/points'));
    expect(h.lastMessage().text).toBe(
      "You have 42 BWIF points (rank #3).\n4-day play streak · Best 6\nYour 4-day play streak is at risk: play today's game to keep it.",
    );
  });

  it('explains how to link a wallet otherwise', async () => {
    await h.bot.handleUpdate(textUpdate('/points', stranger));
    expect(h.lastMessage().text).toMatch(/connect your wallet in the game/);
    expect(firstButton(h.lastMessage()).web_app.url).toBe('https://guess.example/telegram');
  });
});

describe('anything else', () => {
  it('nudges a private message towards Play', async () => {
    await h.bot.handleUpdate(textUpdate('hello'));
    expect(h.lastMessage().text).toMatch(/Tap Play/);
    expect(firstButton(h.lastMessage()).web_app).toBeDefined();
  });

  it('stays quiet in a group', async () => {
    await h.bot.handleUpdate(textUpdate('hello all', undefined, { id: -5005, title: 'Fans' }));
    expect(h.api.callsOf('sendMessage')).toHaveLength(0);
  });
});

describe('admin commands', () => {
  const admin = { id: 1, first_name: 'Admin' };

  it('runs for a listed admin and passes the sender on', async () => {
    await h.bot.handleUpdate(textUpdate('/maintenance on', admin));
    expect(h.lastMessage().text).toBe('Maintenance mode is on.');
    await h.bot.handleUpdate(textUpdate('/maintenance maybe', admin));
    expect(h.lastMessage().text).toMatch(/^Usage: \/maintenance on\|off/);
    expect(h.state.adminCalls).toEqual(['maintenance true by 1']);
  });

  it('posts an announcement with /announce <text>, ends it with /announce off', async () => {
    await h.bot.handleUpdate(textUpdate('/announce Double points this weekend!\nUntil Sunday.', admin));
    await h.bot.handleUpdate(textUpdate('/announce off', admin));
    await h.bot.handleUpdate(textUpdate('/announce', admin));
    expect(h.lastMessage().text).toMatch(/^Usage: \/announce followed by the message/);
    expect(h.state.adminCalls).toEqual([
      'announce "Double points this weekend!\nUntil Sunday." by 1',
      'end announcement by 1',
    ]);
    await h.bot.handleUpdate(textUpdate('/announce Hi'));
    expect(h.lastMessage().text).toBe('Sorry, only admins can do that.');
  });

  it('/announce takes a length and "channel" before the message, in either order; a plain message keeps its words', async () => {
    await h.bot.handleUpdate(textUpdate('/announce 2d channel Double points\nall weekend', admin));
    await h.bot.handleUpdate(textUpdate('/announce channel 30m Short one', admin));
    await h.bot.handleUpdate(textUpdate('/announce 50 bonus points for the channel', admin));
    expect(h.state.adminCalls).toEqual([
      'announce "Double points\nall weekend" for 2880 min to the channel by 1',
      'announce "Short one" for 30 min to the channel by 1',
      'announce "50 bonus points for the channel" by 1',
    ]);
  });

  it('passes a maintenance length and message on: /maintenance on 2h Moving servers', async () => {
    for (const command of [
      '/maintenance on 2h Moving to a faster server',
      '/maintenance on 45m',
      '/maintenance on Back soon',
      '/maintenance off',
      '/maintenance off now',
    ]) {
      await h.bot.handleUpdate(textUpdate(command, admin));
    }
    expect(h.state.adminCalls).toEqual([
      'maintenance true by 1: 120 min, "Moving to a faster server"',
      'maintenance true by 1: 45 min, ""',
      'maintenance true by 1: undetermined, "Back soon"',
      'maintenance false by 1',
    ]);
    expect(h.lastMessage().text).toMatch(/^Usage: \/maintenance on\|off/);
  });

  it('turns anyone else away without calling the services', async () => {
    await h.bot.handleUpdate(textUpdate('/archive'));
    expect(h.lastMessage().text).toBe('Sorry, only admins can do that.');
    expect(h.state.adminCalls).toEqual([]);
  });
});
