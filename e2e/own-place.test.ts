import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWalletUser, seedWeeklyBoard, WALLETS, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, signIn } from './support/browser';
import { useBrowserApp } from './support/app';
import { DARK_THEME, openTelegramPage, pressMainButton, telegramLaunchHash } from './support/telegram';

// Issue 37, item 6: where a player without a row stands, and where they choose their name.
const BOT_TOKEN = '123456:own-place-token';
const NOT_RANKED = 'You — not ranked yet';
const WIN_TO_SCORE = 'Win a round this week to score and get on this board.';
const HOLD_THEN_WIN = 'Once your wallet holds enough $BWIF, win a round this week to get on this board.';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

beforeAll(() =>
  seedWeeklyBoard(app, [
    [WALLETS.bob, 10, 1, 1, 1],
    [WALLETS.carol, 5, 1, 2, 1],
  ]),
);

/** Wins today's round on the web and closes the result, which loads the page again. */
async function winToday(page: Page): Promise<void> {
  await page.getByLabel('NFT ID Number').fill((await app.currentRound()).nft.nftId);
  await page.getByRole('button', { name: 'Submit Guess' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('dialog', { name: 'Game Complete!' }).getByRole('button', { name: 'Close' }).first().click();
  await reloaded;
}

describe('the player on the boards (issue 37, item 6)', () => {
  it('on the web: "not ranked yet" with how to get on, a name chosen from that line, then from the own row', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, WALLETS.alice);
    const board = page.getByRole('region', { name: 'Leaderboards' });
    await board.getByText(NOT_RANKED).waitFor();
    expect(await board.getByTestId('own-rank-holders').textContent()).toBe(`${NOT_RANKED}. ${HOLD_THEN_WIN}`);
    await board.getByRole('tab', { name: 'Regular Leaderboard' }).click();
    await expect.poll(() => board.getByTestId('own-rank-regular').textContent()).toBe(`${NOT_RANKED}. ${WIN_TO_SCORE}`);
    expect(await seriousViolations(page, '[aria-label="Leaderboards"]')).toEqual([]);
    const chooser = board.getByRole('button', { name: 'Choose a name' });
    expect((await chooser.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await chooser.scrollIntoViewIfNeeded();
    await screenshot(page, 'own-place-web-not-ranked', { fullPage: false });

    await chooser.click();
    const dialog = page.getByRole('dialog', { name: 'Display Name' });
    await dialog.getByLabel('Display name').fill('Newcomer Ada');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Display name saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await board.getByRole('button', { name: 'Change name' }).waitFor();

    await winToday(page);
    await board.getByRole('tab', { name: 'Regular Leaderboard' }).click();
    const ownRow = board.locator('tr[aria-current="true"]');
    await ownRow.getByText('Newcomer Ada').waitFor();
    expect(await board.getByText(NOT_RANKED).count()).toBe(0);
    await ownRow.getByRole('button', { name: 'Change name' }).click();
    expect(await dialog.getByLabel('Display name').inputValue()).toBe('Newcomer Ada');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, 'own-place-web-own-row-name', { fullPage: false });
    await context.close();
  });

  it('in the Mini App: "not ranked yet" with how to get on, a name chosen from there, then from under the own row', async () => {
    await seedWalletUser(app, 'rOwnP1aceMiniAppXXXXXXXXXXXXXXXXXX', { telegramId: '3761' });
    const page = await openTelegramPage(
      browser,
      `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, 3761, app.clock.now(), { theme: DARK_THEME })}`,
    );
    const boards = page.getByRole('tabpanel');
    await boards.getByText(NOT_RANKED).waitFor();
    await boards.getByText(HOLD_THEN_WIN).waitFor();
    await page.getByRole('tab', { name: 'Regular Leaderboard' }).click();
    await boards.getByText(WIN_TO_SCORE).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await boards.getByRole('button', { name: 'Choose a name' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'own-place-miniapp-not-ranked', { fullPage: false });

    await boards.getByRole('button', { name: 'Choose a name' }).click();
    const sheet = page.getByRole('dialog', { name: 'Display Name' });
    await sheet.getByLabel('Display name').fill('Telegram Ada');
    await sheet.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('You now play as Telegram Ada').first().waitFor();
    await boards.getByRole('button', { name: 'Change name' }).waitFor();
    expect(await sheet.isVisible()).toBe(false);

    await page.getByPlaceholder('Enter NFT ID (e.g. 385 or #385)').fill((await app.currentRound()).nft.nftId);
    await pressMainButton(page);
    await page.getByRole('dialog', { name: 'Game Complete!' }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Regular Leaderboard' }).click();
    await boards.getByText('Telegram Ada (You)').waitFor();
    expect(await boards.getByText(NOT_RANKED).count()).toBe(0);
    await boards.getByRole('button', { name: 'Change name' }).click();
    expect(await sheet.getByLabel('Display name').inputValue()).toBe('Telegram Ada');
    await page.context().close();
  });
});
