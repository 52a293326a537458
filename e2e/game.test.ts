import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setMaintenance } from '@app/api/features/maintenance/service';
import { playNftWithHint, WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { DEV_HOLDER_WALLET } from '@app/api/settings';
import { newPage, PHONE, screenshot, seriousViolations, signIn, smallTapTargets } from './support/browser';
import { useBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

async function submitGuess(page: import('playwright-core').Page, guess: string) {
  await page.getByLabel('NFT ID Number').fill(guess);
  await page.getByRole('button', { name: 'Submit Guess' }).click();
}

/** The visitor's view: today's most blurred image, with the sign-in card under it and no guess field. */
async function expectVisitorPuzzle(page: import('playwright-core').Page) {
  const puzzle = page.getByRole('img', { name: "Today's blurred NFT" });
  await expect.poll(() => puzzle.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await puzzle.getAttribute('src')).toMatch(/^\/api\/secure-images\//);
  await expect.poll(() => page.getByText('Difficulty:').textContent()).toContain('Hard');
  const signIn = page.getByRole('heading', { name: 'Sign in to Play' });
  expect((await signIn.boundingBox())!.y).toBeGreaterThan((await puzzle.boundingBox())!.y);
  expect(await page.getByLabel('NFT ID Number').count()).toBe(0);
}

/** A guess chip under the image, by its guess and mark. */
function chip(page: import('playwright-core').Page, guess: string, mark: 'missed' | 'won') {
  return page
    .getByRole('list', { name: 'Your guesses today' })
    .getByRole('listitem')
    .filter({ hasText: `#${guess}` })
    .filter({ hasText: mark });
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

/** The formats the page's countdowns are written in: a clock ("13:59:58") or hours and minutes ("13h 59m"). */
function countdownFormats(page: import('playwright-core').Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.body.innerText;
    const formats = [/\d+:\d\d:\d\d/.test(text) && 'hh:mm:ss', /\d+\s*h\s*\d+\s*m/.test(text) && 'hours and minutes'];
    return formats.filter((format): format is string => !!format);
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
    await expectVisitorPuzzle(page);
    await screenshot(page, 'desktop-signed-out');
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, WALLETS.alice);
    await page.getByRole('heading', { name: "Today's NFT Challenge" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => page.getByText('Difficulty:').textContent()).toContain('Hard');
    const answer = (await app.currentRound()).nft.nftId;

    await submitGuess(page, 'abc');
    await page.getByText('Only numbers and the # symbol are allowed').waitFor();

    await submitGuess(page, wrongGuess(answer, 1));
    await page.getByText('Not quite!').waitFor();
    await expect.poll(() => page.getByText('Difficulty:').textContent()).toContain('Medium');
    await chip(page, wrongGuess(answer, 1), 'missed').waitFor();
    await page.getByLabel('Attempt 1 missed').waitFor();
    await page.getByText('Attempt 2 of 3').waitFor();
    await page.reload();
    // The guesses come from the server: a reload keeps them.
    await chip(page, wrongGuess(answer, 1), 'missed').waitFor();
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
    // The dialog opened once the game card's picture had cleared from its blur.
    const cleared = page.locator('main img.animate-reveal');
    expect(await cleared.getAttribute('alt')).toBe((await app.currentRound()).nft.name);
    expect(await cleared.evaluate((image) => image.getAnimations().every((run) => run.playState === 'finished'))).toBe(
      true,
    );
    await dialog.getByText(/^You entered the weekly leaderboard at #\d+!$/).waitFor();
    await dialog.getByText('You successfully identified the NFT!').waitFor();
    await dialog.getByText('2 points', { exact: true }).waitFor();
    const { nft } = await app.currentRound();
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
    // The NFT's number once: its name carries it ("Escrow Eel #99 · Escrow Eels").
    await page.getByText(new RegExp(`^[^#]+#${answer}( · .+)?$`)).waitFor();
    await page.getByText("You identified today's NFT and earned 2 points.").waitFor();
    for (const mark of ['Attempt 1 missed', 'Attempt 2 missed', 'Attempt 3 won']) await page.getByLabel(mark).waitFor();
    await screenshot(page, 'desktop-challenge-complete');
    await context.close();
  });

  it('ends the game after three misses for another player on a phone, with reduced motion', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(app.url);
    await signIn(page, WALLETS.bob);
    const answer = (await app.currentRound()).nft.nftId;
    for (let miss = 1; miss <= 3; miss++) {
      await page.getByText(`Attempt ${miss} of 3`).waitFor();
      if (miss === 1) {
        await screenshot(page, 'phone-playing');
        expect(await countdownFormats(page)).toEqual(['hh:mm:ss']);
      }
      await submitGuess(page, wrongGuess(answer, miss + 10));
    }
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Game Over' }).waitFor();
    await dialog.getByText("You've used all your attempts for today.").waitFor();
    await dialog.getByText('0 points', { exact: true }).waitFor();
    expect(await dialog.getByText(/weekly leaderboard/).count()).toBe(0);
    await screenshot(page, 'phone-game-over');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('heading', { name: 'No More Attempts' }).waitFor({ timeout: 10_000 });
    await page.getByText(/Next challenge in \d\d:\d\d:\d\d/).waitFor();
    expect(await countdownFormats(page)).toEqual(['hh:mm:ss']);
    await page.getByText("You've used all 3 attempts for today.").waitFor();
    expect(await page.getByText(/Remaining attempts|No attempts left today/).count()).toBe(0);
    for (const attempt of [1, 2, 3]) await page.getByLabel(`Attempt ${attempt} missed`).waitFor();
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

    setMaintenance({ ctx: app.deps, input: true });
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
      setMaintenance({ ctx: app.deps, input: false });
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
    await expectVisitorPuzzle(page);
    // The header takes one row; the ad follows the game.
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(70);
    const ad = await page.getByRole('complementary', { name: 'Advertisement' }).boundingBox();
    const game = await page.getByRole('heading', { name: 'Sign in to Play' }).boundingBox();
    expect(ad!.y).toBeGreaterThan(game!.y);
    expect(await smallTapTargets(page, 'header, main')).toEqual([]);
    await screenshot(page, 'phone-signed-out');
    await screenshot(page, 'phone-signed-out-first-screen', { fullPage: false });

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

  it("fits a holder's puzzle and guess field in a phone's first screen, and tells a miss from the hint", async () => {
    const withHint = await playNftWithHint(app, '2026-11-22');
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, DEV_HOLDER_WALLET);
    const hint = page.getByRole('complementary').filter({ hasText: '$BWIF Holder Hint' });
    await hint.getByText(withHint.hint!).waitFor();
    // The sign-in toast covers the bottom of the screen for a few seconds; a player waits it out too.
    await page.getByText('Wallet connected').first().waitFor({ state: 'hidden', timeout: 10_000 });
    const image = page.getByRole('img', { name: "Today's blurred NFT" });
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const firstScreen = [
      image,
      page.getByText('Attempt 1 of 3'),
      hint,
      page.getByLabel('NFT ID Number'),
      page.getByRole('button', { name: 'Submit Guess' }),
    ];
    for (const element of firstScreen) {
      const box = (await element.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
    expect(await smallTapTargets(page, 'header, main')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'phone-holder-first-screen', { fullPage: false });

    await submitGuess(page, wrongGuess(withHint.nftId, 5));
    const miss = page.getByRole('status').filter({ hasText: 'Not quite!' });
    await miss.waitFor();
    await chip(page, wrongGuess(withHint.nftId, 5), 'missed').waitFor();
    const colours = (element: typeof miss) =>
      element.evaluate((node) => {
        const style = getComputedStyle(node);
        return `${style.backgroundColor} ${style.borderColor}`;
      });
    expect(await colours(miss)).not.toBe(await colours(hint));
    await expect.poll(() => page.getByText('Difficulty:').textContent()).toContain('Medium');
    // The clearer image shows where the player is: the page did not have to scroll.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const clearer = (await page.getByRole('img', { name: "Today's blurred NFT" }).boundingBox())!;
    expect(clearer.y).toBeGreaterThanOrEqual(0);
    expect(clearer.y + clearer.height).toBeLessThanOrEqual(PHONE.height);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'phone-holder-miss', { fullPage: false });
    await page.getByRole('radio', { name: 'Dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-holder-miss-dark', { fullPage: false });

    await submitGuess(page, withHint.nftId);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Game Complete!' }).waitFor();
    await dialog.getByText('5 points', { exact: true }).waitFor();
    await dialog.getByText(/^You entered the weekly leaderboard at #\d+!$/).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, 'phone-holder-win', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor({ timeout: 10_000 });
    await chip(page, wrongGuess(withHint.nftId, 5), 'missed').waitFor();
    await chip(page, withHint.nftId, 'won').waitFor();
    await page.getByText(/^You identified today's NFT and earned \d+ points\./).waitFor();
    await screenshot(page, 'phone-holder-challenge-complete');
    await context.close();
  });
});
