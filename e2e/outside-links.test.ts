import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWeeklyBoard, WALLETS, type TestApp } from '@app/api/testing/harness';
import { setMaintenance } from '@app/api/features/maintenance/service';
import { newPage, signIn } from './support/browser';
import { useBrowserApp } from './support/app';

const LINKS = {
  PROMO_GAME_URL: 'https://promo.example/play',
  SOCIAL_X_URL: 'https://social.example/game',
  MARKETPLACE_URL: 'https://market.example/',
  EXPLORER_URL: 'https://explorer.example',
  TELEGRAM_BOT_USERNAME: 'other_game_bot',
  TELEGRAM_MINIAPP_SHORT_NAME: 'daily',
};

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), { env: LINKS });

describe("the web site's outside links", () => {
  it('come from the settings: footer, ad banner, explorer, Telegram and the maintenance page', async () => {
    await seedWeeklyBoard(app, [[WALLETS.bob, 20, 2, 2, 5]]);
    const { context, page } = await newPage(browser);
    await page.goto(app.url);
    const footer = page.getByRole('contentinfo');
    await expect
      .poll(() => footer.getByRole('link', { name: 'X (Twitter)' }).getAttribute('href'))
      .toBe(LINKS.SOCIAL_X_URL);
    expect(await footer.getByRole('link', { name: 'NFT Marketplace' }).getAttribute('href')).toBe(
      LINKS.MARKETPLACE_URL,
    );
    const ad = page.getByRole('complementary', { name: 'Advertisement' });
    expect(await ad.getByRole('link').getAttribute('href')).toBe(LINKS.PROMO_GAME_URL);
    const board = page.getByRole('region', { name: 'Leaderboards' });
    await board.getByRole('tab', { name: 'Regular Leaderboard' }).click();
    const bob = board.locator('tbody a').first();
    await expect.poll(() => bob.getAttribute('href')).toBe(`${LINKS.EXPLORER_URL}/accounts/${WALLETS.bob}`);

    await signIn(page, WALLETS.alice);
    await page.getByRole('button', { name: `Wallet ${WALLETS.alice}` }).click();
    const [explorer] = await Promise.all([
      context.waitForEvent('request', (request) => request.url().startsWith(LINKS.EXPLORER_URL)),
      page.getByRole('menuitem', { name: 'View on Ledger' }).click(),
    ]);
    expect(explorer.url()).toBe(`${LINKS.EXPLORER_URL}/accounts/${WALLETS.alice}`);

    const round = await app.currentRound();
    await page.getByLabel('NFT ID Number').fill(round.nft.nftId);
    await page.getByRole('button', { name: 'Submit Guess' }).click();
    const telegram = page.getByRole('dialog').getByRole('link', { name: 'Open in Telegram' });
    expect(await telegram.getAttribute('href')).toBe('https://t.me/other_game_bot/daily');

    setMaintenance({ ctx: app.deps, input: true });
    const visitor = await newPage(browser);
    await visitor.page.goto(app.url);
    const promo = visitor.page.getByRole('link', { name: 'Play SIGMA, our strategy game on Telegram' });
    await expect.poll(() => promo.getAttribute('href')).toBe(LINKS.PROMO_GAME_URL);
    setMaintenance({ ctx: app.deps, input: false });
    await visitor.context.close();
    await context.close();
  });
});
