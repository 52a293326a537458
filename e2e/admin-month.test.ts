import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WALLETS, type TestApp } from '@app/api/testing/harness';
import { confirmAction, newPage, PHONE, SCREENSHOTS, screenshot, seriousViolations, signIn } from './support/browser';
import { adminPage, useBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

describe("the operator's day on the admin page", () => {
  it('Set today says who played already, and a player whose game of the day is over is told why on the new NFT', async () => {
    const player = await newPage(browser, PHONE);
    await player.page.goto(app.url);
    await signIn(player.page, WALLETS.carol);
    const first = await app.currentRound();
    await player.page.getByLabel('NFT ID Number').fill(first.nft.nftId);
    await player.page.getByRole('button', { name: 'Submit Guess' }).click();
    await player.page.getByText('Correct!').first().waitFor();

    const admin = await adminPage(browser, app);
    const other = (await app.deps.database.query.nfts.findMany()).find((nft) => nft.active && nft.id !== first.nft.id)!;
    await admin.getByRole('button', { name: `Set today: ${other.name}` }).click();
    await admin
      .getByRole('alertdialog')
      .getByText(/1 player has already played today: their game of the day stays over and they are told why/)
      .waitFor();
    await confirmAction(admin, 'Set for Today');
    await admin.getByText('NFT Set for Today').first().waitFor();

    await player.page.reload();
    await player.page
      .getByRole('alert')
      .getByText("You already played today's challenge before it was changed: your game of the day is over.", {
        exact: false,
      })
      .waitFor();
    expect(await player.page.getByLabel('NFT ID Number').count()).toBe(0);
    expect(await seriousViolations(player.page)).toEqual([]);
    await screenshot(player.page, 'phone-game-day-already-played', { fullPage: false });
    await player.context.close();
    await admin.context().close();
  });

  it('changes the maintenance message and end while maintenance is on', async () => {
    const page = await adminPage(browser, app, PHONE);
    await page.getByLabel('Message for players (optional)').fill('Moving servers');
    await page.getByRole('button', { name: 'Enable Maintenance' }).click();
    await confirmAction(page, 'Enable Maintenance');
    await page.getByText('Under Maintenance').waitFor();
    const message = page.getByLabel('Message for players', { exact: true });
    expect(await message.inputValue()).toBe('Moving servers');
    await message.fill('Taking a little longer');
    await page.getByRole('button', { name: 'Update message' }).click();
    await page.getByText('Maintenance Message Updated').first().waitFor();
    await page.getByText('Players read: Taking a little longer').waitFor();
    expect(await seriousViolations(page, 'section[aria-labelledby="maintenance-title"]')).toEqual([]);
    await page
      .getByRole('region', { name: 'System Maintenance' })
      .screenshot({ path: join(SCREENSHOTS, 'phone-admin-maintenance-update.png') });
    await page.getByRole('button', { name: 'Disable Maintenance' }).click();
    await page.getByText('Operational').waitFor();
    await page.context().close();
  });
});
