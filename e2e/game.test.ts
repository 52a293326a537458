import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMaintenance } from '@app/api/features/maintenance/service';
import { WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, signIn } from './support/browser';
import { startBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, browser, close } = await startBrowserApp());
});

afterAll(() => close?.());

async function submitGuess(page: import('playwright-core').Page, guess: string) {
  await page.getByLabel('NFT ID Number').fill(guess);
  await page.getByRole('button', { name: 'Submit Guess' }).click();
}

/** The body background's lightness from 0 (black) to 1 (white), whether the page reports oklch or rgb. */
function bodyLightness(page: import('playwright-core').Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [red, green, blue] = canvas.getImageData(0, 0, 1, 1).data;
    return (red! + green! + blue!) / (3 * 255);
  });
}

describe('the game in a browser', () => {
  it('plays a round: two misses with a clearer image, then a win on the third attempt', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    // The copy path is the one to test: some desktop builds offer the system share sheet.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    await screenshot(page, 'desktop-signed-out');
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, WALLETS.alice);
    await page.getByRole('heading', { name: "Today's NFT Challenge" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => page.getByText('Difficulty:').textContent()).toContain('Hard');
    const answer = app.currentRound().nft.nftId;

    await submitGuess(page, 'abc');
    await page.getByText('Only numbers and the # symbol are allowed').waitFor();

    await submitGuess(page, wrongGuess(answer, 1));
    await page.getByText('Not quite!').waitFor();
    await expect.poll(() => page.getByText('Difficulty:').textContent()).toContain('Medium');
    await submitGuess(page, wrongGuess(answer, 2));
    await page.getByText('Attempt 3 of 3').waitFor();
    await expect.poll(() => page.getByText('Difficulty:').textContent()).toContain('Easy');
    await screenshot(page, 'desktop-playing');

    const blurredSrc = await page.getByRole('img', { name: "Today's blurred NFT" }).getAttribute('src');
    await submitGuess(page, `#${answer}`);
    await page.getByText('Correct!').waitFor();
    await page.getByText('You earned 2 points').waitFor();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Game Complete!' }).waitFor();
    await dialog.getByText('You successfully identified the NFT!').waitFor();
    await dialog.getByText('2 points', { exact: true }).waitFor();
    const { nft } = app.currentRound();
    await dialog.getByText(`#${answer}`, { exact: true }).waitFor();
    await dialog.getByText(nft.name, { exact: true }).waitFor();
    if (nft.collection) await dialog.getByText(nft.collection, { exact: true }).waitFor();
    if (nft.creator) await dialog.getByText(nft.creator, { exact: true }).waitFor();
    await dialog.getByText('Earn More in Telegram').waitFor();
    const resultImage = dialog.getByRole('img', { name: nft.name });
    // The unblurred picture: a different secure image from the blurred one, 120 px high.
    await expect.poll(() => resultImage.getAttribute('src')).toMatch(/\/api\/secure-images\//);
    expect(await resultImage.getAttribute('src')).not.toBe(blurredSrc);
    expect(await resultImage.evaluate((image) => image.parentElement!.getBoundingClientRect().height)).toBe(120);
    await expect
      .poll(() => resultImage.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Share result' }).click();
    await page.getByText('Result copied').first().waitFor();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toContain('🟥🟥🟩');
    expect(shared).toContain('2 points');
    // The link is the site's address; its port may contain the id's digits by chance.
    expect(shared.replace(/https?:\/\/\S+/g, '')).not.toContain(answer);
    await screenshot(page, 'desktop-result-dialog');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await page.mouse.click(5, 5);
    await dialog.getByRole('heading', { name: 'Game Complete!' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();
    await page.getByText(`NFT #${answer}`).waitFor();
    await screenshot(page, 'desktop-challenge-complete');
    await context.close();
  });

  it('ends the game after three misses for another player on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, WALLETS.bob);
    const answer = app.currentRound().nft.nftId;
    for (let miss = 1; miss <= 3; miss++) {
      await page.getByText(`Attempt ${miss} of 3`).waitFor();
      if (miss === 1) await screenshot(page, 'phone-playing');
      await submitGuess(page, wrongGuess(answer, miss + 10));
    }
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Game Over' }).waitFor();
    await dialog.getByText("You've used all your attempts for today.").waitFor();
    await dialog.getByText('0 points', { exact: true }).waitFor();
    await screenshot(page, 'phone-game-over');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('heading', { name: 'No More Attempts' }).waitFor({ timeout: 10_000 });
    await page.getByText(/Next challenge in \d+h \d+m/).waitFor();
    await screenshot(page, 'phone-no-more-attempts');
    await context.close();
  });

  it('shows the 404 page, the terms, and the maintenance screen everywhere but /admin', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/no/such/page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');

    await page.goto(`${app.url}/terms`);
    await page.getByText('Last updated April 06, 2025').waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(11);
    await screenshot(page, 'desktop-terms');
    expect(await seriousViolations(page)).toEqual([]);

    setMaintenance(app.deps, true);
    try {
      await page.goto(app.url);
      await page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
      await page.getByText('Maintenance period: Undetermined').waitFor();
      await page.getByText('BWIF NFT Guess is temporarily unavailable for maintenance').waitFor();
      await screenshot(page, 'desktop-maintenance');
      await page.goto(`${app.url}/admin`);
      await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
      expect(await page.getByText('Under Maintenance').count()).toBe(0);
    } finally {
      setMaintenance(app.deps, false);
    }
    await context.close();
  });

  it('lays out a single column on a 390 px phone and applies the dark theme', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    const columns = await page
      .getByTestId('game-layout')
      .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(1);
    await screenshot(page, 'phone-signed-out');

    await page.getByRole('radio', { name: 'Dark theme' }).hover();
    await page.getByRole('tooltip', { name: 'Dark theme' }).waitFor();
    await page.getByRole('radio', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await bodyLightness(page)).toBeLessThan(0.3);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'phone-dark');
    await context.close();
  });

  it('shows the round-change notice when a guess meets a new day', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url);
    await signIn(page, WALLETS.carol);
    await page.getByRole('heading', { name: "Today's NFT Challenge" }).waitFor();
    app.clock.set('2026-11-19T00:00:05Z');
    await submitGuess(page, '1');
    await page.getByRole('alertdialog', { name: 'New Challenge Available!' }).waitFor();
    await page.getByRole('button', { name: 'Refresh Now' }).waitFor();
    await screenshot(page, 'desktop-round-change');
    await context.close();
  });

  it('says "Game Updated" and reloads 3 s later when the periodic refresh meets a new round', async () => {
    const { context, page } = await newPage(browser);
    await page.clock.install();
    await page.goto(app.url);
    await signIn(page, WALLETS.alice);
    await page.getByRole('heading', { name: "Today's NFT Challenge" }).waitFor();
    const nextDay = new Date(app.clock.now().getTime() + 24 * 3600 * 1000);
    app.clock.set(`${nextDay.toISOString().slice(0, 10)}T00:00:05Z`);
    await page.clock.fastForward('05:01');
    await page.getByText('Game Updated').first().waitFor();
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(3000);
    await reloaded;
    await context.close();
  });
});
