import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWeeklyBoard, WALLETS, type TestApp } from '@app/api/testing/harness';
import { DESKTOP, newPage, PHONE, screenshot, seriousViolations, signIn } from './support/browser';
import { useBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

beforeAll(async () => {
  const bob = app.client();
  await bob.signIn(WALLETS.bob);
  await bob.request('PUT', '/api/me/profile', { json: { displayName: 'Taken Name' } });
  await seedWeeklyBoard(app, [
    [WALLETS.alice, 10, 1, 1, 1],
    [WALLETS.bob, 5, 1, 2, 1],
  ]);
});

async function openNameDialog(page: Page, item: string) {
  await page.getByRole('button', { name: `Wallet ${WALLETS.alice}` }).click();
  await page.getByRole('menuitem', { name: item }).waitFor();
  expect(await smallestTarget(page, '[role="menuitem"]')).toBeGreaterThanOrEqual(44);
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: 'Display Name' });
  await dialog.waitFor();
  return dialog;
}

/** Whether `control` holds keyboard focus: a closed dialog gives it back to what opened it. */
const hasFocus = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** The smallest height among what a thumb must hit: the controls of the dialog or the menu. */
const smallestTarget = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) => Math.min(...elements.map((element) => element.getBoundingClientRect().height)));

describe('the display name in the wallet menu', () => {
  it('sets a name on a phone, with the rule and the server refusing what they must, and clears it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, WALLETS.alice);
    const board = page.getByRole('region', { name: 'Leaderboards' });
    await board.getByRole('tab', { name: 'Regular Leaderboard' }).click();
    await board.getByText('Taken Name').waitFor();
    expect(await board.locator('tbody tr').first().textContent()).toContain('Anonymous Player');

    let dialog = await openNameDialog(page, 'Set Display Name');
    const field = dialog.getByLabel('Display name');
    await field.fill('ab');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('Display name must be at least 3 characters').waitFor();
    await field.fill('taken  NAME');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('That name is already taken. Please choose another.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'phone-display-name-taken');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect(await smallestTarget(page, '[role="dialog"] :is(button, input)')).toBeGreaterThanOrEqual(44);
    // "rn" reads as "m": the server holds it for the same name.
    await field.fill('Taken Narne');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('That name is already taken. Please choose another.').waitFor();
    // A Cyrillic "а" among Latin letters: the rule refuses it before sending.
    await field.fill('\u0430dmin');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByRole('alert')
      .getByText('Display name must use letters of one alphabet: do not mix, say, Latin and Cyrillic')
      .waitFor();
    await screenshot(page, 'phone-display-name-scripts');

    await field.fill('Ｚｅｄ King');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Display name saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(page.getByRole('button', { name: `Wallet ${WALLETS.alice}` }))).toBe(true);
    await expect.poll(() => board.locator('tbody tr').first().textContent()).toContain('Zed King');
    await screenshot(page, 'phone-display-name-on-board');

    dialog = await openNameDialog(page, 'Change Display Name');
    expect(await dialog.getByLabel('Display name').inputValue()).toBe('Zed King');
    await screenshot(page, 'phone-display-name-change');
    await dialog.getByRole('button', { name: 'Remove Name' }).click();
    await page.getByText('Display name removed').first().waitFor();
    await expect.poll(() => board.locator('tbody tr').first().textContent()).toContain('Anonymous Player');
    await context.close();
  });

  it('shows the dialog on a desktop, and its error in the dark theme', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(app.url);
    await signIn(page, WALLETS.alice);
    let dialog = await openNameDialog(page, 'Set Display Name');
    await dialog.getByLabel('Display name').fill('Ada Lovelace');
    await screenshot(page, 'desktop-display-name');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(page.getByRole('button', { name: `Wallet ${WALLETS.alice}` }))).toBe(true);

    const chooser = page.getByRole('button', { name: 'Choose a name' }).first();
    await chooser.click();
    dialog = page.getByRole('dialog', { name: 'Display Name' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(chooser)).toBe(true);

    await page.getByRole('radio', { name: 'Dark theme' }).click();
    dialog = await openNameDialog(page, 'Set Display Name');
    await dialog.getByLabel('Display name').fill('<admin>');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('Display name can only use letters, digits, spaces and _ - .').waitFor();
    await screenshot(page, 'desktop-display-name-dark');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await context.close();
  });
});
