import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, signInByRequests } from './support/browser';
import { useBrowserApp } from './support/app';
import { DARK_THEME, LIGHT_THEME, openTelegramPage, pressMainButton, telegramLaunchHash } from './support/telegram';
import { darkScreenshot } from './support/themes';

const BOT_TOKEN = '123456:contrast-test-token';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

const highContrastOn = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('high-contrast'));

const borderColor = (element: Locator) => element.evaluate((node) => getComputedStyle(node).borderColor);

describe('high contrast for colour-blind players', () => {
  it('on the web: chosen in the wallet menu, kept on the account, blue misses and orange squares in the share', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
    await signInByRequests(context, app.url, WALLETS.alice);
    await page.goto(app.url);
    const { nftId } = (await app.currentRound()).nft;
    await page.getByLabel('NFT ID Number').fill(wrongGuess(nftId, 1));
    await page.getByRole('button', { name: 'Submit Guess' }).click();
    const chip = page.getByRole('list', { name: 'Your guesses today' }).getByRole('listitem').first();
    await chip.waitFor();
    const standardBorder = await borderColor(chip);

    await page.getByRole('button', { name: /rA1i/ }).click();
    const option = page.getByRole('menuitemcheckbox', { name: 'High contrast' });
    expect(await option.getAttribute('aria-checked')).toBe('false');
    await option.click();
    await expect.poll(() => option.getAttribute('aria-checked')).toBe('true');
    expect(await highContrastOn(page)).toBe(true);
    await screenshot(page, 'contrast-web-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
    // Tailwind's blue-500: the miss is blue, no longer grey.
    expect(await borderColor(chip)).not.toBe(standardBorder);
    expect(await borderColor(chip)).toMatch(/oklch\(0\.623 0\.214 259|rgb\(43, 127, 255\)|rgb\(59, 130, 246\)/);

    // Kept on the account: a reload draws it from /api/me.
    await page.reload();
    await chip.waitFor();
    expect(await highContrastOn(page)).toBe(true);
    for (const miss of [2, 3]) {
      await page.getByLabel('NFT ID Number').fill(wrongGuess(nftId, miss));
      await page.getByRole('button', { name: 'Submit Guess' }).click();
      if (miss < 3) await page.getByText('Attempt 3 of 3').waitFor();
    }
    const dialog = page.getByRole('dialog', { name: 'Game Over' });
    await dialog.getByRole('button', { name: 'Share result' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('🟦🟦🟦');
    await page.keyboard.press('Escape');
    await page.reload();
    await chip.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'contrast-web-finished');
    await darkScreenshot(page, 'contrast-web-finished');
    await context.close();
  });

  it('in the Mini App: a switch in the profile, orange and blue chips in both themes', async () => {
    app.clock.set('2026-11-19T10:00:00Z');
    await seedWalletUser(app, WALLETS.bob, { telegramId: '905' });
    const { nftId } = (await app.currentRound()).nft;
    for (const [theme, name] of [
      [LIGHT_THEME, 'light'],
      [DARK_THEME, 'dark'],
    ] as const) {
      const launch = telegramLaunchHash(BOT_TOKEN, 905, app.clock.now(), { theme });
      const profile = await openTelegramPage(browser, `${app.url}/telegram/bwif-points${launch}`);
      const toggle = profile.getByRole('switch', { name: /High contrast/ }).or(profile.getByLabel(/High contrast/));
      await toggle.first().waitFor();
      if (name === 'light') {
        expect(await toggle.first().isChecked()).toBe(false);
        await toggle.first().click({ force: true });
        await expect.poll(() => highContrastOn(profile)).toBe(true);
      }
      expect(await toggle.first().isChecked()).toBe(true);
      expect(await seriousViolations(profile)).toEqual([]);
      await screenshot(profile, `contrast-miniapp-profile-${name}`);
      await profile.context().close();

      const game = await openTelegramPage(browser, `${app.url}/telegram${launch}`);
      if (name === 'light') {
        await game.getByPlaceholder('Enter NFT ID (e.g. 385 or #385)').fill(wrongGuess(nftId, 1));
        await pressMainButton(game);
        await game.getByPlaceholder('Enter NFT ID (e.g. 385 or #385)').waitFor();
        await game.getByText('Attempt 2 of 3').waitFor();
        await game.getByPlaceholder('Enter NFT ID (e.g. 385 or #385)').fill(nftId);
        await pressMainButton(game);
        await game.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      }
      const won = game.locator('.guess-chip.won');
      await won.waitFor();
      expect(await highContrastOn(game)).toBe(true);
      expect(await won.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(179, 80, 0)');
      expect(await borderColor(game.locator('.guess-chip.missed'))).toBe('rgb(59, 123, 224)');
      expect(await seriousViolations(game)).toEqual([]);
      await screenshot(game, `contrast-miniapp-chips-${name}`);
      await game.context().close();
    }
  });
});
