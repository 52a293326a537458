import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, seedWeeklyBoard, WALLETS, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, signIn, smallTapTargets } from './support/browser';
import { useBrowserApp } from './support/app';
import { openTelegramPage, telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:erase-test-token';
const KEPT = 'Kept: your scores, on the leaderboards and in their history as "Deleted player"';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

/** What the weekly board's API says of the player whose row scored `points`. */
async function weeklyRowWith(points: number) {
  const board = (await app.client().get('/api/leaderboard?limit=50')).body as Array<{
    username: string;
    points: number;
  }>;
  return board.find((entry) => entry.points === points);
}

/** The confirmation names what is erased and what is kept, before anything is erased. */
async function expectConfirmation(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByText(/^Erased: your wallet address, your Telegram link and names/).waitFor();
  await dialog.getByText(KEPT, { exact: false }).waitFor();
  await dialog.getByText('This cannot be undone. You will be signed out.').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
}

describe("deleting one's data from a screen", () => {
  it('is on the web wallet menu, asks first, then signs the player out to the signed-out game', async () => {
    await seedWalletUser(app, WALLETS.alice);
    await seedWeeklyBoard(app, [[WALLETS.alice, 37, 3, 4, 0]]);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, WALLETS.alice);

    await page.getByRole('button', { name: `Wallet ${WALLETS.alice}` }).click();
    await page.getByRole('menuitem', { name: 'Delete My Data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your data?' });
    await expectConfirmation(page, dialog);
    expect(await smallTapTargets(page, '[role="alertdialog"]')).toEqual([]);
    await screenshot(page, 'phone-erase-data-dialog', { fullPage: false });

    // Cancel erases nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await weeklyRowWith(37))?.username).not.toBe('Deleted player');

    await page.getByRole('button', { name: `Wallet ${WALLETS.alice}` }).click();
    await page.getByRole('menuitem', { name: 'Delete My Data' }).click();
    await dialog.getByRole('button', { name: 'Delete My Data' }).click();
    await page.getByText('Your data was deleted').first().waitFor();
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    await page.getByRole('button', { name: 'Connect wallet' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('walletAddress'))).toBeNull();
    expect(app.db.select().from(users).where(eq(users.walletAddress, WALLETS.alice)).get()).toBeUndefined();
    expect((await weeklyRowWith(37))?.username).toBe('Deleted player');
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    await screenshot(page, 'phone-erased-signed-out', { fullPage: false });
    await context.close();
  });

  it("is on the Mini App's points page, asks first, then leads home signed out", async () => {
    await seedWalletUser(app, WALLETS.bob, { telegramId: '4242' });
    await seedWeeklyBoard(app, [[WALLETS.bob, 41, 3, 4, 0]]);
    const page = await openTelegramPage(
      browser,
      `${app.url}/telegram/bwif-points${telegramLaunchHash(BOT_TOKEN, 4242, app.clock.now())}`,
    );
    await page.getByRole('button', { name: 'Disconnect' }).waitFor();
    await page.getByRole('button', { name: 'Delete My Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your data?' });
    await expectConfirmation(page, dialog);
    await screenshot(page, 'miniapp-erase-data-sheet', { fullPage: false });

    await dialog.getByRole('button', { name: 'Delete My Data' }).click();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await page.getByText('Your data was deleted').waitFor();
    expect(new URL(page.url()).pathname).toBe('/telegram/');
    expect(app.db.select().from(users).where(eq(users.walletAddress, WALLETS.bob)).get()).toBeUndefined();
    expect((await weeklyRowWith(41))?.username).toBe('Deleted player');
    await screenshot(page, 'miniapp-erased-signed-out', { fullPage: false });
    await page.context().close();
  });
});
