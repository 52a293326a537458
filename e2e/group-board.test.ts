import { sign } from '@telegram-apps/init-data-node';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { registerGroup } from '@app/api/features/groups/store';
import { screenshot } from './support/browser';
import { useBrowserApp } from './support/app';
import { openTelegramPage, telegramLaunchHash, TELEGRAM_THEMES } from './support/telegram';

const BOT_TOKEN = '123456:group-board-test-token';
const GROUP_START = 'g_m1005005';
let app: TestApp;
let browser: Browser;

// Telegram confirms every membership: the bot's side has its own API tests.
useBrowserApp((started) => ({ app, browser } = started), {
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
  overrides: { groupChats: { isMember: async () => true, post: async () => 'sent' } },
});

/** Bob, another member, opened the game from the group and has played today: found on the 2nd try. */
async function bobPlaysFromTheGroup() {
  const data = sign(
    { user: { id: 2002, first_name: 'Bob', username: 'bob_nft' }, start_param: GROUP_START },
    BOT_TOKEN,
    app.clock.now(),
  );
  const headers = { authorization: `tma ${data}` };
  const bob = app.client();
  const created = await bob.post('/api/wallet/xaman/create', {}, headers);
  await app.client().post(`/dev/xaman/${created.body.uuid}/approve`, { account: WALLETS.bob });
  await bob.get(`/api/wallet/xaman/status/${created.body.uuid}`, headers);
  expect((await bob.get('/api/groups/m1005005/board', headers)).status).toBe(200);
  const round = await app.currentRound();
  await bob.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId), roundId: round.id }, headers);
  await bob.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id }, headers);
}

describe('the Mini App opened from a group', () => {
  it("shows the group's board beside the game: today's attempts and points, and the week", async () => {
    await registerGroup(app.deps.database, { chatId: '-1005005', title: 'NFT Fans' }, app.clock.now());
    await bobPlaysFromTheGroup();
    for (const [theme, name] of TELEGRAM_THEMES) {
      const page = await openTelegramPage(
        browser,
        `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, 1001, app.clock.now(), { theme, startParam: GROUP_START })}`,
      );
      const board = page.getByRole('region', { name: 'NFT Fans board' });
      await board.getByText('Today in NFT Fans').waitFor({ timeout: 15_000 });
      await board.getByText('@bob_nft').first().waitFor();
      await board.getByText('Solved in 2/3').waitFor();
      await board.getByText('@ada_tg (You)').first().waitFor();
      await board.getByText('Not played yet').waitFor();
      await board.getByText('This week in the group').waitFor();
      const text = await board.innerText();
      expect(text).toContain('5 pts');
      expect(text).not.toContain((await app.currentRound()).nft.nftId);
      await board.scrollIntoViewIfNeeded();
      await screenshot(page, `miniapp-group-board-${name}`, { fullPage: false });
      await page.context().close();
    }
  });
});
