import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_HOLDER_WALLET } from '@app/api/settings';
import { startTestApp, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { newPage, screenshot, seriousViolations, signIn, withoutWrittenFirstScreen } from './support/browser';
import { useBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

const DAVE = `rDave${'X'.repeat(29)}`;

describe('the site shell and the image in a browser', () => {
  it('has the header, the footer and a 728:90 ad banner', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url);
    const header = page.getByRole('banner');
    await header.getByText('BWIF NFT Guess').waitFor();
    expect(await header.getByRole('link', { name: 'BWIF Points' }).getAttribute('href')).toBe('/bwif-points');
    expect(await header.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    const footer = page.getByRole('contentinfo');
    await footer.getByText(`© ${new Date().getFullYear()} BWIF NFT Guess`).waitFor();
    expect(await footer.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/terms');
    expect(await footer.getByRole('link', { name: 'BWIF Points' }).getAttribute('href')).toBe('/bwif-points');
    expect(await footer.getByRole('link', { name: 'NFT Marketplace' }).getAttribute('target')).toBe('_blank');

    const ad = page.getByRole('complementary', { name: 'Advertisement' });
    await ad.getByText('Earn SIGMA tokens on the XRPL with the Free-to-Play game:').waitFor();
    await ad.getByText('Ad', { exact: true }).waitFor();
    const banner = ad.getByRole('link');
    expect(await banner.getAttribute('target')).toBe('_blank');
    const box = (await banner.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(728);
    expect(Math.abs(box.height - (box.width * 90) / 728)).toBeLessThan(2);
    await context.close();
  });

  it('saves the theme to the server half a second after a change, and System follows the device', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    const clickedAt = Date.now();
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/theme') && request.method() === 'POST');
    await page.getByRole('radio', { name: 'Dark theme' }).click();
    const request = await saved;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(450);
    expect(request.postDataJSON()).toEqual({ appearance: 'dark' });
    await page.getByRole('radio', { name: 'System theme' }).click();
    await page.getByRole('radio', { name: 'System theme', checked: true }).waitFor();
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(dark).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(dark).toBe(false);
    await context.close();
  });

  it('offers Retry and details when the image fails, and hides the result banner after 5 s', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url);
    await signIn(page, DAVE);
    await page.getByRole('heading', { name: "Today's NFT Challenge" }).waitFor();

    await page.route('**/api/secure-images/**', (route) => route.abort());
    await page.reload();
    await page.getByText('Failed to load image').waitFor();
    await page.getByRole('button', { name: 'Show Details' }).click();
    await page.getByText(/\/api\/secure-images\//).waitFor();
    await page.getByRole('button', { name: 'Hide Details' }).waitFor();
    await page.unroute('**/api/secure-images/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    const image = page.getByRole('img', { name: "Today's blurred NFT" });
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect.poll(() => image.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

    await page.getByLabel('NFT ID Number').fill(wrongGuess((await app.currentRound()).nft.nftId, 5));
    await page.getByRole('button', { name: 'Submit Guess' }).click();
    const banner = page.getByText('Not quite!');
    await banner.waitFor();
    const shownAt = Date.now();
    await banner.waitFor({ state: 'detached', timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);

    await page.getByLabel('NFT ID Number').fill('');
    await page.getByRole('button', { name: 'Submit Guess' }).click();
    await page.getByText('NFT ID is required').waitFor();
    await context.close();
  });
});

describe('error and timer states in a browser', () => {
  it('shows the Game Error card when the game cannot load', async () => {
    const { context, page } = await newPage(browser);
    await withoutWrittenFirstScreen(page);
    await page.route('**/api/game/current**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"boom"}}',
      }),
    );
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'Game Error' }).waitFor();
    await page.getByText('There was an error loading the game data. Please try again later.').waitFor();
    await page.getByRole('button', { name: 'Reload Page' }).waitFor();
    await context.close();
  });

  it('shows the round-change notice when the current game says the round moved', async () => {
    const { context, page } = await newPage(browser);
    await withoutWrittenFirstScreen(page);
    await page.route('**/api/game/current**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"error":{"code":"ROUND_CHANGED","message":"New round"},"needsRefresh":true}',
      }),
    );
    await page.goto(app.url);
    const notice = page.getByRole('alertdialog', { name: 'New Challenge Available!' });
    await notice.getByText(/Refreshing in \d+ seconds/).waitFor();
    await notice.getByRole('button', { name: 'Refresh Now' }).waitFor();
    await context.close();
  });

  it('announces the daily change when the countdown reaches zero', async () => {
    app.clock.set('2026-11-18T23:59:58Z');
    const { context, page } = await newPage(browser);
    await page.goto(app.url);
    await page.getByText('New NFT in:').waitFor();
    await page
      .getByText(/^Daily Challenge Changing - A new NFT is being loaded\. Refreshing in \d+ seconds\.\.\.$/)
      .waitFor({ timeout: 8_000 });
    await context.close();
  });
});

describe('a Throwback Thursday round for a holder', () => {
  it('shows the badge and the hint, and the throwback notes on a first-try win', async () => {
    const thursday = await startTestApp({ start: '2026-11-19T10:00:00Z' });
    const { context, page } = await newPage(browser);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: thursday.url });
      await page.goto(thursday.url);
      await signIn(page, DEV_HOLDER_WALLET);
      const round = await thursday.currentRound();
      expect(round.throwbackThursday).toBe(true);
      await page.getByText('Throwback Thursday', { exact: true }).waitFor();
      await page.getByText('$BWIF Holder Hint').waitFor();
      if (round.nft.hint) await page.getByText(round.nft.hint).waitFor();
      await page.getByText('Attempt 1 of 3').waitFor();

      await page.getByLabel('NFT ID Number').fill(round.nft.nftId);
      await page.getByRole('button', { name: 'Submit Guess' }).click();
      await page.getByText('Correct!').waitFor();
      await page.getByText(/You earned 10 points/).waitFor();
      const dialog = page.getByRole('dialog', { name: 'Game Complete!' });
      await dialog.getByText('Throwback Thursday special!').waitFor();
      await dialog.getByText('10 points', { exact: true }).waitFor();
      await screenshot(page, 'desktop-throwback-win');
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    } finally {
      await context.close();
      await thursday.close();
    }
  });
});
