import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InsightsDigest } from '@app/shared/schemas/insights';
import { createAnnouncer } from '../src/announcer';
import { startBotHarness, type BotHarness } from './fixtures';

let h: BotHarness;
beforeEach(async () => {
  h = await startBotHarness();
});
afterEach(() => h.close());

const quietWeek: InsightsDigest = {
  weekStart: '2026-11-16',
  weekEnd: '2026-11-22',
  players: 0,
  newPlayers: 0,
  cohort: { day: '2026-11-15', players: 0, d7: 0 },
  hardest: null,
  adsRewarded: 0,
  invitesAttributed: 0,
  invitesRewarded: 0,
};

describe('the weekly insights digest', () => {
  it("goes to each admin, not the announcement chat, with the Insights page's button, even without an announcement chat", async () => {
    for (const announceChatId of ['-100777', undefined]) {
      await createAnnouncer(h.bot, { ...h.config, announceChatId, adminIds: ['11', '12'] }).insightsDigest(quietWeek);
    }
    const sent = h.api.callsOf('sendMessage');
    expect(sent.map((call) => String(call.payload.chat_id))).toEqual(['11', '12', '11', '12']);
    expect(h.lastMessage().text).toBe(
      [
        'Insights for Nov 16, 2026 to Nov 22, 2026',
        'Players: 0 (0 new)',
        'D7 of the new players of Nov 15, 2026: 0 of 0',
        'Hardest round: nobody played.',
        'Ads rewarded: 0',
        'Invites: 0 attributed, 0 rewarded',
      ].join('\n'),
    );
    expect(h.lastMessage().reply_markup.inline_keyboard[0][0]).toEqual({
      text: 'Open Insights',
      url: 'https://guess.example/admin/insights',
    });
  });

  it("writes its days as each admin's saved language writes dates, else in English, in English words", async () => {
    h.state.savedLanguages.set('12', 'ja');
    const busyWeek: InsightsDigest = {
      ...quietWeek,
      players: 40,
      newPlayers: 8,
      cohort: { day: '2026-11-15', players: 4, d7: 1 },
      hardest: { day: '2026-11-18', nftId: '385', name: 'Bored Wif', players: 20, wins: 5 },
    };
    await createAnnouncer(h.bot, { ...h.config, adminIds: ['11', '12'] }, h.logger, h.services).insightsDigest(
      busyWeek,
    );
    const [english, japanese] = h.api.callsOf('sendMessage').map((call) => String(call.payload.text));
    expect(english).toContain('Insights for Nov 16, 2026 to Nov 22, 2026\n');
    expect(english).toContain('D7 of the new players of Nov 15, 2026: 1 of 4 (25%)');
    expect(english).toContain('Hardest round: Bored Wif #385 on Nov 18, 2026, 5 of 20 won (25%)');
    expect(japanese).toContain('Insights for 2026/11/16 to 2026/11/22\n');
    expect(japanese).toContain('D7 of the new players of 2026/11/15: 1 of 4 (25%)');
    expect(japanese).toContain('Hardest round: Bored Wif #385 on 2026/11/18, 5 of 20 won (25%)');
  });

  it('still reaches an admin whose language cannot be looked up, with English dates', async () => {
    const unavailable = { playerLanguage: () => Promise.reject(new Error('database unavailable')) };
    await createAnnouncer(h.bot, { ...h.config, adminIds: ['11'] }, h.logger, unavailable).insightsDigest(quietWeek);
    expect(h.lastMessage().text).toContain('Insights for Nov 16, 2026 to Nov 22, 2026\n');
  });
});
