import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, startTestApp, WALLETS, type TestApp } from '@app/api/testing/harness';
import { DEV_HOLDER_WALLET } from '@app/api/settings';
import { join } from 'node:path';
import { newPage, PHONE, SCREENSHOTS, screenshot, seriousViolations, signIn } from './support/browser';
import { useBrowserApp } from './support/app';
import { openTelegramPage, telegramInitData, telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:messages-test-token';
const NO_NFT = 'There is no NFT to play today. Please check back soon.';
// One ad claim a minute: the per-minute limit is met on purpose.
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, ADSGRAM_BLOCK_ID: 'test-block', RATE_LIMIT_ADS_PER_MIN: '1' },
});

const openInTelegram = (target: TestApp, userId: number, path = '/telegram') =>
  openTelegramPage(browser, `${target.url}${path}${telegramLaunchHash(BOT_TOKEN, userId, target.clock.now())}`);

/** Makes the page's requests to `paths` fail as a dropped connection does, until the returned function is called. */
async function dropRequests(page: Page, paths: string[]): Promise<() => Promise<void>> {
  const matches = (url: URL) => paths.includes(url.pathname);
  await page.route(matches, (route) => route.abort('failed'));
  return () => page.unroute(matches);
}

describe('what a player is told', () => {
  it('after a win: the message names the NFT once, the card says the game is over, the holders board shows balances', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, DEV_HOLDER_WALLET);
    const { nft } = await app.currentRound();
    await page.getByLabel('NFT ID Number').fill(nft.nftId);
    await page.getByRole('button', { name: 'Submit Guess' }).click();

    const banner = page.getByRole('status').filter({ hasText: 'Correct!' });
    await banner.getByText(`You identified ${nft.name} on attempt 1.`).waitFor();
    expect(await banner.textContent()).not.toContain(`(#${nft.nftId})`);
    const puzzle = page.locator('section[aria-labelledby="challenge-title"]');
    await puzzle.getByText('Solved today on attempt 1').waitFor();
    expect(await puzzle.getByText(/Attempt \d of 3/).count()).toBe(0);
    expect(await puzzle.getByText('Attempts Left').locator('xpath=..').textContent()).toBe('Attempts Left0');
    await puzzle.screenshot({ path: join(SCREENSHOTS, 'phone-won-puzzle-card.png') });
    await page.getByRole('dialog').getByRole('heading', { name: 'Game Complete!' }).waitFor();

    await page.reload();
    const boards = page.getByRole('region', { name: 'Leaderboards' });
    await boards.getByRole('columnheader', { name: 'BWIF Balance' }).waitFor();
    const holderRow = boards.getByRole('row').filter({ hasText: '10,000,000' });
    expect(await holderRow.count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await boards.screenshot({ path: join(SCREENSHOTS, 'phone-holders-board-balance.png') });
    await context.close();
  });

  it("shows the Mini App's boards' and points page's load errors as the spec words them, with Retry", async () => {
    const page = await openInTelegram(app, 6161);
    const restore = await dropRequests(page, ['/api/leaderboard', '/api/bwif-leaderboard']);
    await page.reload();
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load leaderboard' });
    await failure.getByText('There was an error loading the $bwif leaderboard data. Please try again later.').waitFor();
    await page.getByRole('tab', { name: 'Regular Leaderboard' }).click();
    await failure.getByText('There was an error loading the leaderboard data. Please try again later.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await failure.scrollIntoViewIfNeeded();
    await screenshot(page, 'miniapp-board-error', { fullPage: false });

    await restore();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await failure.waitFor({ state: 'detached' });
    await page.getByRole('tabpanel').getByText(/pts$/).first().waitFor();
    await page.getByRole('tab', { name: '$bwif Holders' }).click();
    await page.getByRole('tabpanel').getByText('10,000,000 $BWIF', { exact: false }).waitFor();
    await screenshot(page, 'miniapp-holders-balance', { fullPage: false });

    const restorePoints = await dropRequests(page, ['/api/bwif-points-leaderboard']);
    await page.getByRole('link', { name: /Points & profile/ }).click();
    const pointsFailure = page.getByRole('alert').filter({ hasText: 'Error loading leaderboard' });
    await pointsFailure.getByText('Failed to load BWIF Points leaderboard. Please try again later.').waitFor();
    await restorePoints();
    await page.context().close();
  });

  it('tells the per-minute ad limit from the daily one, and zeroes the count only for the daily one', async () => {
    await seedWalletUser(app, WALLETS.carol, { telegramId: '5151' });
    const authorization = () => ({ authorization: `tma ${telegramInitData(BOT_TOKEN, 5151, app.clock.now())}` });
    const claim = () => app.client().post('/api/rewards/ad', { points: 5, platform: 'telegram' }, authorization());
    expect((await claim()).status).toBe(200);

    const page = await openInTelegram(app, 5151);
    const watch = (left: number) => page.getByRole('button', { name: `Watch Ad +5 points (${left} left)` });
    // The minute's one claim is spent: the server says wait a moment, and two ads are still left.
    await watch(2).click();
    await page.getByText('Too many ad rewards. Please wait a moment and try again.').waitFor();
    expect(await page.getByText('Daily Ad Limit Reached').count()).toBe(0);
    await watch(2).waitFor();
    await screenshot(page, 'miniapp-ad-rate-limited', { fullPage: false });

    // Two more ads elsewhere reach today's cap behind the page's back.
    for (let ad = 0; ad < 2; ad++) {
      app.clock.advance(60_000);
      expect((await claim()).status).toBe(200);
    }
    app.clock.advance(60_000);
    await watch(2).click();
    await page.getByText('Daily Ad Limit Reached').waitFor();
    await watch(0).waitFor();
    await page.context().close();
  });

  it("says the server's words when no NFT is in the pool, on the web and in the Mini App", async () => {
    const empty = await startTestApp({ env: { SEED_DEMO: 'false', TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
    try {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(empty.url);
      await page.getByText(NO_NFT).waitFor();
      expect(await page.getByText('Game Error').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'phone-no-nft-today', { fullPage: false });
      await context.close();

      const telegram = await openInTelegram(empty, 7171);
      await telegram.getByText(NO_NFT).waitFor();
      expect(await telegram.getByText('Game Error').count()).toBe(0);
      await screenshot(telegram, 'miniapp-no-nft-today', { fullPage: false });
      await telegram.context().close();
    } finally {
      await empty.close();
    }
  });
});
