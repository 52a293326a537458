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
        'Insights for 2026-11-16 to 2026-11-22',
        'Players: 0 (0 new)',
        "D7 of 2026-11-15's new players: 0 of 0",
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
});
