import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAnnouncer } from '../src/announcer';
import type { RaffleDrawn, WeeklyResults } from '@app/shared/announcements';
import { startBotHarness, type BotHarness } from './fixtures';

let h: BotHarness;
beforeEach(async () => {
  h = await startBotHarness();
});
afterEach(() => h.close());

const WINNER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const week: WeeklyResults = {
  periodId: 4,
  weekStart: '2026-11-16',
  weekEnd: '2026-11-22',
  top: [
    { rank: 1, name: 'ada', points: 25 },
    { rank: 2, name: 'bob', points: 12 },
  ],
  holdersTop: [],
};
const draw: RaffleDrawn = {
  periodId: 4,
  weekStart: '2026-11-16',
  weekEnd: '2026-11-22',
  ledgerIndex: 95_000_123,
  ledgerHash: 'AB'.repeat(32),
  standIn: false,
  entrants: 12,
  winners: [{ name: 'whale', walletAddress: WINNER, prizeDrops: '33333334' }],
};

describe('the announcer', () => {
  it('posts the weekly results, then the raffle with its ledger, to the announcement chat with a URL button', async () => {
    await createAnnouncer(h.bot, h.config, h.logger).weeklyResults(week);
    await createAnnouncer(h.bot, h.config, h.logger).raffleDrawn(draw);
    const [post, raffle] = h.api.callsOf('sendMessage');
    expect(post!.payload.chat_id).toBe('-100777');
    expect(post!.payload.text).toContain('Weekly results: Nov 16, 2026 to Nov 22, 2026');
    expect(post!.payload.text).toContain('1. ada: 25 pts\n2. bob: 12 pts');
    expect(raffle!.payload.text).toContain('Raffle Nov 16, 2026 to Nov 22, 2026 (period 4)');
    expect(raffle!.payload.text).toContain('1. whale (rHb9...yTh): 33.333334 XRP');
    expect(raffle!.payload.text).toContain(`12 entrants. Ledger 95000123, hash ${'AB'.repeat(32)}`);
    const button = post!.payload.reply_markup.inline_keyboard[0][0];
    expect(button).toEqual({ text: 'Play now', url: 'https://t.me/bwif_guess_bot/play' });
    expect(button.web_app).toBeUndefined();
  });

  it("posts the admin's announcement to the announcement chat as written, with the Play link", async () => {
    await createAnnouncer(h.bot, h.config, h.logger).announcement('Maintenance tonight at 22:00 UTC.\nBack by 23:00.');
    const post = h.lastMessage();
    expect(post.chat_id).toBe('-100777');
    expect(post.text).toBe('Maintenance tonight at 22:00 UTC.\nBack by 23:00.');
    expect(post.reply_markup.inline_keyboard[0][0]).toEqual({
      text: 'Play now',
      url: 'https://t.me/bwif_guess_bot/play',
    });
  });

  it('announces a new challenge with its commitment, from the Api as well as the Bot', async () => {
    const commitment = 'ab'.repeat(32);
    await createAnnouncer(h.bot.api, h.config).newChallenge({ roundNumber: 7, throwback: true, commitment });
    expect(h.lastMessage().text).toMatch(/^Challenge #7 is live: Throwback Thursday edition!/);
    expect(h.lastMessage().text).toContain(
      `Today's answer is committed before anyone plays: sha256 ${commitment}\nHow do I check? https://guess.example/fair`,
    );
  });

  it('links to the bot, then to the web page, when the direct Mini App link is unknown', async () => {
    await createAnnouncer(h.bot, { ...h.config, miniAppShortName: undefined }).newChallenge({
      roundNumber: 1,
      throwback: false,
      commitment: null,
    });
    expect(h.lastMessage().reply_markup.inline_keyboard[0][0].url).toBe('https://t.me/bwif_guess_bot?start=play');
    await createAnnouncer(h.bot, { ...h.config, botUsername: undefined }).newChallenge({
      roundNumber: 2,
      throwback: false,
      commitment: null,
    });
    expect(h.lastMessage().reply_markup.inline_keyboard[0][0].url).toBe('https://guess.example/telegram');
  });

  it('says when no holder could win', async () => {
    await createAnnouncer(h.bot, h.config).raffleDrawn({ ...draw, winners: [] });
    expect(h.lastMessage().text).toContain('No eligible holders this period.');
  });

  it('posts a paid prize with its explorer link, and tells each admin of unpaid winners, in their date format', async () => {
    h.state.savedLanguages.set('12', 'ja');
    const announcer = createAnnouncer(h.bot, { ...h.config, adminIds: ['11', '12'] }, h.logger, h.services);
    const explorerUrl = `https://livenet.xrpl.org/transactions/${'CD'.repeat(32)}`;
    const winner = { name: 'whale', walletAddress: WINNER, prizeDrops: '5000000' };
    await announcer.rafflePaid({ ...draw, ...winner, txHash: 'CD'.repeat(32), explorerUrl });
    expect(h.lastMessage().text).toBe(
      `Raffle prize paid: 5 XRP to whale (rHb9...yTh) for Nov 16, 2026 to Nov 22, 2026.\n${explorerUrl}`,
    );
    await announcer.raffleUnpaid({ ...draw, unpaid: [winner] });
    const reminders = h.api.callsOf('sendMessage').slice(-2);
    expect(reminders.map((call) => call.payload.chat_id)).toEqual(['11', '12']);
    expect(reminders[0]!.payload.text).toContain(
      'Raffle Nov 16, 2026 to Nov 22, 2026 (period 4): not all winners are paid 48 hours after the draw',
    );
    expect(reminders[0]!.payload.text).toContain('1. whale (rHb9...yTh): 5 XRP');
    expect(reminders[1]!.payload.text).toContain('Raffle 2026/11/16 to 2026/11/22 (period 4)');
  });

  it('sends nothing without an announcement chat', async () => {
    const announcer = createAnnouncer(h.bot, { ...h.config, announceChatId: undefined });
    await announcer.newChallenge({ roundNumber: 5, throwback: false, commitment: null });
    await announcer.weeklyResults(week);
    expect(h.api.callsOf('sendMessage')).toHaveLength(0);
  });

  it('logs a refused post instead of throwing', async () => {
    h.api.failNext('sendMessage', 403);
    await expect(
      createAnnouncer(h.bot, h.config, h.logger).newChallenge({ roundNumber: 3, throwback: false, commitment: null }),
    ).resolves.toBeUndefined();
    expect(h.logger.entries.some((entry) => entry.level === 'error' && entry.message === 'announcement failed')).toBe(
      true,
    );
  });
});
