import type { Browser, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, WALLETS, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, signIn } from './support/browser';
import { useBrowserApp } from './support/app';
import { openTelegramPage, pressMainButton, telegramLaunchHash } from './support/telegram';

// Issue 49, item 7: where a visitor's practice and a player's first win lead next.
const BOT_TOKEN = '123456:after-practice-token';
const GUESS_FIELD = 'Enter NFT ID (e.g. 385 or #385)';
const PLAY_TODAY = "Sign in to play today's — it counts";
const NAME_OFFER = "You're on the leaderboards as “Anonymous Player”. Choose the name they show.";
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  start: '2026-11-17T09:00:00Z',
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
});

/** Yesterday's round (opened on its day), then the clock back on today. */
async function yesterday(): Promise<{ roundId: number; nftId: string }> {
  app.clock.set('2026-11-16T09:00:00Z');
  const round = await app.currentRound();
  app.clock.set('2026-11-17T10:00:00Z');
  return { roundId: round.id, nftId: round.nft.nftId };
}

/** Today's game won at the first try by the player of `wallet`, through the API. */
async function winToday(wallet: string) {
  const player = app.client();
  await player.signIn(wallet);
  const round = await app.currentRound();
  expect((await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id })).status).toBe(200);
}

const openInTelegram = (userId: number, path = '/telegram') =>
  openTelegramPage(browser, `${app.url}${path}${telegramLaunchHash(BOT_TOKEN, userId, app.clock.now())}`);

/** A thumb hits it: at least 44 px each way. */
async function expectTappable(control: Locator) {
  const box = await control.boundingBox();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
}

describe("after a visitor's practice: today's game, the one that counts", () => {
  it('on the web', async () => {
    const round = await yesterday();
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(`${app.url}/archive/${round.roundId}`);
    await page.getByPlaceholder(GUESS_FIELD).fill(round.nftId);
    await page.getByRole('button', { name: 'Submit Guess' }).click();
    const playToday = page.getByRole('link', { name: PLAY_TODAY });
    await playToday.waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await playToday.scrollIntoViewIfNeeded();
    await expectTappable(playToday);
    await screenshot(page, 'web-visitor-practice-play-today', { fullPage: false });
    await playToday.click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('button', { name: 'Connect wallet' }).last().waitFor();
    await context.close();
  });

  it('in the Mini App', async () => {
    const round = await yesterday();
    const page = await openInTelegram(9301, `/telegram/archive/${round.roundId}`);
    await page.getByPlaceholder(GUESS_FIELD).fill(round.nftId);
    await pressMainButton(page);
    const playToday = page.getByRole('link', { name: PLAY_TODAY });
    await playToday.waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await playToday.scrollIntoViewIfNeeded();
    await expectTappable(playToday);
    await screenshot(page, 'miniapp-visitor-practice-play-today', { fullPage: false });
    await playToday.click();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await page.close();
  });
});

describe('after a win, a player without a name is offered one', () => {
  it('on the web: the display-name dialog', async () => {
    await winToday(WALLETS.alice);
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, WALLETS.alice);
    await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();
    const offer = page.getByText(NAME_OFFER);
    await offer.waitFor();
    const choose = offer.getByRole('button', { name: 'Choose a name' });
    await choose.scrollIntoViewIfNeeded();
    await expectTappable(choose);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'web-first-win-name-offer', { fullPage: false });
    await choose.click();
    const dialog = page.getByRole('dialog', { name: 'Display Name' });
    await dialog.getByLabel('Display name').fill('Alice Finds');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await offer.waitFor({ state: 'detached' });
    await context.close();
  });

  it("in the Mini App: the profile's name form", async () => {
    await seedWalletUser(app, WALLETS.bob, { telegramId: '9302' });
    await winToday(WALLETS.bob);
    const page = await openInTelegram(9302);
    await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();
    const offer = page.getByText(NAME_OFFER);
    await offer.waitFor();
    // The finished card's own, above the one under the boards.
    const choose = page.locator('.game').getByRole('button', { name: 'Choose a name' });
    await choose.scrollIntoViewIfNeeded();
    await expectTappable(choose);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-first-win-name-offer', { fullPage: false });
    await choose.click();
    const sheet = page.getByRole('dialog', { name: 'Display Name' });
    await sheet.getByLabel('Display name').fill('Bob Finds');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.close();
  });
});
