import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, signIn } from './support/browser';
import { useBrowserApp } from './support/app';
import { eventsOf, openTelegramPage, pressMainButton, telegramInitData, telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:every-guess-test-token';
const GUESS_FIELD = 'Enter NFT ID (e.g. 385 or #385)';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  start: '2026-11-18T09:00:00Z',
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
});

let days: Promise<{ yesterday: { id: number; answer: string }; answer: string }> | undefined;

/** Yesterday's round (to practise) and today's, opened once by the first test asking: the clock only moves forward. */
function yesterdayAndToday() {
  days ??= (async () => {
    const past = await app.currentRound();
    app.clock.set('2026-11-19T09:00:00Z');
    return { yesterday: { id: past.id, answer: past.nft.nftId }, answer: (await app.currentRound()).nft.nftId };
  })();
  return days;
}

/** What a player must never read: a JSON body, an error code or an HTTP status. */
const RAW_ERROR = /[{}]|NOT_FOUND|BAD_REQUEST|INTERNAL|\b[45]\d\d:/;

/** The missing puzzle's words and a way back, at each address; then a puzzle the server fails to send. */
async function walkPuzzleErrors(page: Page, open: (path: string) => Promise<void>, name: string): Promise<void> {
  for (const path of ['/archive/99999', '/archive/abc']) {
    await open(path);
    await page.getByText("There's no past puzzle here. It may be today's, or one still to come.").waitFor();
    await page.getByRole('link', { name: 'Back to archive' }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(RAW_ERROR);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, `${name}-missing-puzzle`, { fullPage: false });
  await page.route('**/api/archive/7*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL"}}' }),
  );
  await open('/archive/7');
  await page.getByText('Could not load this puzzle. Check your connection and try again.').waitFor({ timeout: 15_000 });
  expect(await page.locator('body').innerText()).not.toMatch(RAW_ERROR);
  await page.getByRole('link', { name: 'Back to archive' }).click();
  await page.getByRole('heading', { name: 'Past puzzles' }).waitFor();
}

async function guessOnWeb(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder(GUESS_FIELD).fill(text);
  await page.getByRole('button', { name: 'Submit Guess' }).click();
}

/** The Mini App of Telegram user `userId`, in the stand-in Telegram client. */
const openInTelegram = (userId: number, path = '/telegram') =>
  openTelegramPage(browser, `${app.url}${path}${telegramLaunchHash(BOT_TOKEN, userId, app.clock.now())}`);

async function guessInMiniApp(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder(GUESS_FIELD).fill(text);
  await pressMainButton(page);
}

describe('a repeated guess', () => {
  it('is refused on the web in any spelling, today and in practice, without costing an attempt', async () => {
    const { yesterday, answer } = await yesterdayAndToday();
    const tried = wrongGuess(answer);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, WALLETS.alice);
    await guessOnWeb(page, `#${tried}`);
    await page.getByText('Attempt 2 of 3').waitFor();
    await guessOnWeb(page, tried);
    await page.getByText(`You already guessed #${tried}`).waitFor();
    await page.getByText('Attempt 2 of 3').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'web-already-guessed', { fullPage: false });

    const practised = wrongGuess(yesterday.answer);
    await page.goto(`${app.url}/archive/${yesterday.id}`);
    await guessOnWeb(page, practised);
    await page.getByText('Difficulty: Medium').waitFor();
    await guessOnWeb(page, `0${practised}`);
    await page.getByText(`You already guessed #${practised}`).waitFor();
    await page.reload();
    await page.getByText('Difficulty: Medium').waitFor();
    await context.close();
  });

  it('is refused in the Mini App in any spelling, without costing an attempt', async () => {
    const { answer } = await yesterdayAndToday();
    await seedWalletUser(app, 'rRepeatMiniAppXXXXXXXXXXXXXXXXXXXX', { telegramId: '3701' });
    const page = await openInTelegram(3701);
    const tried = wrongGuess(answer, 2);
    await guessInMiniApp(page, tried);
    await page.getByText('Attempt 2 of 3').waitFor();
    await guessInMiniApp(page, `#0${tried}`);
    await page.getByText(`You already guessed #${tried}`).waitFor();
    await page.getByText('Attempt 2 of 3').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-already-guessed', { fullPage: false });
    await page.close();
  });
});

describe('the two front ends agree', () => {
  it('in the Mini App: no attempt left after a win on the 2nd try, Share in the result sheet, the title on one line', async () => {
    const { answer } = await yesterdayAndToday();
    await seedWalletUser(app, 'rOneRuleMiniAppXXXXXXXXXXXXXXXXXXX', { telegramId: '3702' });
    const page = await openInTelegram(3702);
    const brand = page.getByText('BWIF NFT Guess', { exact: true });
    const lineHeight = await brand.evaluate((element) => parseFloat(getComputedStyle(element).fontSize) * 1.5);
    expect((await brand.boundingBox())!.height).toBeLessThan(lineHeight);
    // Whole, too: not cut short at the phone's default text size.
    expect(await brand.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await guessInMiniApp(page, wrongGuess(answer, 3));
    await page.getByText('Attempt 2 of 3').waitFor();
    await guessInMiniApp(page, answer);
    const dialog = page.getByRole('dialog', { name: 'Game Complete!' });
    await dialog.getByRole('button', { name: 'Share Result' }).click();
    await expect.poll(() => eventsOf(page, 'web_app_open_tg_link')).toHaveLength(1);
    const [{ path_full: sharePath }] = await eventsOf(page, 'web_app_open_tg_link');
    expect(new URL(`https://t.me${sharePath}`).pathname).toBe('/share/url');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-result-sheet-share', { fullPage: false });

    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();
    // The guesses tell the day; no count of attempts left is there to disagree with the web's.
    await page.getByRole('list', { name: 'Your guesses today' }).waitFor();
    expect(await page.getByText(/attempts? left/i).count()).toBe(0);
    await screenshot(page, 'miniapp-finished-one-rule', { fullPage: false });
    await page.close();
  });

  it('on the web: the "Wallet connected" toast leaves the result dialog uncovered', async () => {
    const { answer } = await yesterdayAndToday();
    const { context, page } = await newPage(browser, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(app.url);
    await signIn(page, WALLETS.bob);
    // Found by its markup: the open dialog hides the rest of the page from the accessibility tree, not from sight.
    const toast = page.locator('li', { hasText: 'Wallet connected' });
    // A toast waits while the window is in the background: hold it, as a slow machine might.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await toast.waitFor();
    await guessOnWeb(page, answer);
    await page.getByRole('dialog', { name: 'Game Complete!' }).waitFor();
    await toast.waitFor({ state: 'hidden', timeout: 1_000 });
    await screenshot(page, 'web-result-dialog-no-toast', { fullPage: false });
    await context.close();
  });
});

describe('the streak says what it counts', () => {
  it('after a lost day: a 1-day play streak, and a win streak of 0 beside it in the stats, on both front ends', async () => {
    const { answer } = await yesterdayAndToday();
    await seedWalletUser(app, WALLETS.carol, { telegramId: '3703' });
    const player = { authorization: `tma ${telegramInitData(BOT_TOKEN, 3703, app.clock.now())}` };
    const roundId = (await app.currentRound()).id;
    for (const miss of [4, 5, 6])
      await app.client().post('/api/game/guess', { guess: wrongGuess(answer, miss), roundId }, player);

    const miniApp = await openInTelegram(3703);
    await miniApp.getByText('1-day play streak · Best 1').waitFor();
    await miniApp.getByRole('button', { name: 'Stats' }).click();
    const sheet = miniApp.getByRole('dialog', { name: 'Your Stats' });
    await expect
      .poll(() => sheet.locator('.stat-figures').innerText())
      .toMatch(/Win %\s*0\s*Play Streak\s*1\s*Best Play Streak\s*1\s*Win Streak\s*0\s*Best Win Streak\s*0/);
    expect(await seriousViolations(miniApp)).toEqual([]);
    await screenshot(miniApp, 'miniapp-stats-play-and-win-streak', { fullPage: false });
    await miniApp.close();

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, WALLETS.carol);
    await page.getByText('1-day play streak · Best 1').waitFor();
    await page.getByRole('button', { name: 'Stats' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Stats' });
    await dialog.getByText('Best Win Streak').waitFor();
    expect(await dialog.locator('dl').innerText()).toMatch(/Play Streak\s*1[\s\S]*Win Streak\s*0/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'web-stats-play-and-win-streak', { fullPage: false });
    await context.close();
  });
});

describe('a puzzle that cannot be shown', () => {
  it('on the web says it is missing or did not load, with a way back, never the raw answer', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await walkPuzzleErrors(page, async (path) => void (await page.goto(`${app.url}${path}`)), 'web');
    await context.close();
  });

  it('in the Mini App says it is missing or did not load, with a way back, never the raw answer', async () => {
    const page = await openInTelegram(3704, '/telegram/archive');
    const launch = telegramLaunchHash(BOT_TOKEN, 3704, app.clock.now());
    await walkPuzzleErrors(
      page,
      async (path) => void (await page.goto(`${app.url}/telegram${path}${launch}`)),
      'miniapp',
    );
    await page.close();
  });
});

describe('a screen whose code cannot load', () => {
  /** The server away: nothing answers, the page's HEAD for Retry included. */
  const serverAway = (page: Page) => page.route('**/*', (route) => route.abort('connectionrefused'));
  /** Back, after a deploy renamed the chunks: the old name of a screen's code is gone (once; a fresh page asks the new one). */
  const chunkRenamed = (page: Page) =>
    page.route('**/assets/archive-page-*.js', (route) => route.fulfill({ status: 404 }), { times: 1 });

  it("on the web keeps the shell and says it can't reach the game; Retry loads the screen again", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    await serverAway(page);
    await page.getByRole('link', { name: 'Archive' }).click();
    await page.getByText("Can't reach the game").waitFor();
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'web-cannot-reach', { fullPage: false });
    // Still away: Retry leaves the shell and its words in place.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Retry' }).isEnabled()).toBe(true);
    await page.getByText("Can't reach the game").waitFor();

    await page.unrouteAll();
    await chunkRenamed(page);
    await page.goto(app.url);
    await page.getByRole('link', { name: 'Archive' }).click();
    await page.getByText("Can't reach the game").waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Past puzzles' }).waitFor();
    await context.close();
  });

  it("in the Mini App says it can't reach the game; Retry loads the screen again", async () => {
    const page = await openInTelegram(3705);
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await chunkRenamed(page);
    await page.getByRole('link', { name: 'Archive' }).click();
    await page.getByText("Can't reach the game").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-cannot-reach', { fullPage: false });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Past puzzles').first().waitFor();
    await page.close();
  });
});
