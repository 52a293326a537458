import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textUpdate } from './fake-bot-api';
import { startBotHarness, type BotHarness } from './fixtures';

let h: BotHarness;
beforeEach(async () => {
  h = await startBotHarness();
});
afterEach(() => h.close());

describe('talking to Telegram', () => {
  it('retries a 429 after retry_after', async () => {
    h.api.failNext('sendMessage', 429, 1);
    const started = Date.now();
    await h.bot.handleUpdate(textUpdate('/top'));
    const sends = h.api.callsOf('sendMessage');
    expect(sends).toHaveLength(2);
    expect(sends[1]!.at - sends[0]!.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(sends[1]!.payload.text).toMatch(/^This week's top players/);
  });

  it('gives up on a 429 asking for longer than it will wait, without throwing', async () => {
    h.api.failNext('sendMessage', 429, 600);
    await expect(h.bot.handleUpdate(textUpdate('/top'))).resolves.toBeUndefined();
    expect(h.api.callsOf('sendMessage')).toHaveLength(1);
    expect(h.logger.entries.some((entry) => entry.level === 'error' && entry.message === 'bot update failed')).toBe(
      true,
    );
  });

  it('retries a dropped connection after a short backoff', async () => {
    h.api.failNext('sendMessage', 'network');
    await h.bot.handleUpdate(textUpdate('/points'));
    const sends = h.api.callsOf('sendMessage');
    expect(sends).toHaveLength(2);
    expect(sends[1]!.payload.text).toMatch(/^You have 42 BWIF points \(rank #3\)\./);
  });

  it('logs and skips a user who blocked the bot', async () => {
    h.api.failNext('sendMessage', 403);
    await expect(h.bot.handleUpdate(textUpdate('/top'))).resolves.toBeUndefined();
    expect(h.api.callsOf('sendMessage')).toHaveLength(1);
    expect(h.logger.entries).toContainEqual(
      expect.objectContaining({ level: 'info', message: 'the user blocked the bot; skipped' }),
    );
  });
});

describe('a failing game service', () => {
  it('is logged and apologised for, never thrown', async () => {
    h.services.weeklyTop = async () => {
      throw new Error('database is locked');
    };
    await expect(h.bot.handleUpdate(textUpdate('/top'))).resolves.toBeUndefined();
    expect(h.lastMessage().text).toMatch(/^Sorry, something went wrong/);
    expect(h.logger.entries).toContainEqual(expect.objectContaining({ level: 'error', message: 'bot update failed' }));
  });
});
