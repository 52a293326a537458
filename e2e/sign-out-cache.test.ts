import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWeeklyBoard, WALLETS, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, signIn } from './support/browser';
import { useBrowserApp } from './support/app';

const NOT_RANKED = 'You — not ranked yet';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

beforeAll(() => seedWeeklyBoard(app, [[WALLETS.bob, 10, 1, 1, 1]]));

/** The web game signed in as `wallet`, its boards on screen. */
async function signedIn(wallet: string): Promise<Page> {
  const { page } = await newPage(browser, PHONE);
  await page.goto(app.url);
  await signIn(page, wallet);
  return page;
}

const boards = (page: Page) => page.getByRole('region', { name: 'Leaderboards' });

/** Nothing of the player who left is drawn on the boards any more. */
async function expectNoOwnPlace(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).first().waitFor();
  await boards(page).getByText('No $bwif leaderboard data available yet.').waitFor();
  expect(await boards(page).getByText(NOT_RANKED).count()).toBe(0);
  await boards(page).getByRole('tab', { name: 'Regular Leaderboard' }).click();
  await boards(page).getByRole('table').waitFor();
  expect(await boards(page).getByText(NOT_RANKED).count()).toBe(0);
  expect(await boards(page).getByRole('button', { name: 'Choose a name' }).count()).toBe(0);
}

describe('the "You" panel after the player leaves', () => {
  it('is gone from the holders board after Disconnect, with no reload', async () => {
    const page = await signedIn(WALLETS.alice);
    await boards(page).getByText(NOT_RANKED).waitFor();
    await page.getByRole('button', { name: `Wallet ${WALLETS.alice}` }).click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await expectNoOwnPlace(page);
    await screenshot(page, 'sign-out-boards', { fullPage: false });
    await page.context().close();
  });

  it('is gone after Delete My Data, with no reload', async () => {
    const page = await signedIn(WALLETS.carol);
    await boards(page).getByText(NOT_RANKED).waitFor();
    await page.getByRole('button', { name: `Wallet ${WALLETS.carol}` }).click();
    await page.getByRole('menuitem', { name: 'Delete My Data' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete your data?' })
      .getByRole('button', { name: 'Delete My Data' })
      .click();
    await expectNoOwnPlace(page);
    await page.context().close();
  });
});

describe('the weekly board', () => {
  it('marks the own row "You"', async () => {
    const page = await signedIn(WALLETS.bob);
    await boards(page).getByRole('tab', { name: 'Regular Leaderboard' }).click();
    const ownRow = boards(page).locator('tr[aria-current="true"]');
    await ownRow.getByText('You', { exact: true }).waitFor();
    await page.context().close();
  });
});
