import { nfts } from '@app/db/schema/nfts';
import { gameRounds } from '@app/db/schema/rounds';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WALLETS, type TestApp } from '@app/api/testing/harness';
import { join } from 'node:path';
import {
  confirmAction,
  DESKTOP,
  newPage,
  PHONE,
  SCREENSHOTS,
  screenshot,
  seriousViolations,
  signIn,
} from './support/browser';
import { useBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;

// The added NFT's image is served by the test server itself, on loopback.
useBrowserApp((started) => ({ app, browser } = started), { env: { IMAGE_FETCH_ALLOW_PRIVATE: 'true' } });

async function fillNftForm(page: Page) {
  await page.getByLabel('NFT Name').fill('Sigma Frog #77');
  await page.getByLabel(/^NFT ID/).fill('#77');
  await page.getByLabel('Collection').fill('Sigma Frogs');
  await page.getByLabel('Creator').fill('rFrogForge');
  await page.getByLabel('Image URL').fill(`${app.url}/favicon.svg`);
  await page.getByLabel(/^Hint for token holders/).fill('Two sevens');
  await page.getByLabel('Schedule for').fill('2026-12-01');
}

describe('the admin page in a browser', () => {
  it('manages the pool, maintenance, backups and the weekly archive', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    await signIn(page, app.deps.settings.adminWallet);
    await page.getByRole('heading', { name: 'System Maintenance' }).waitFor();
    await page.getByText('Operational').waitFor();

    await fillNftForm(page);
    await page.getByRole('button', { name: 'Add NFT' }).click();
    await page.getByText('NFT Added').first().waitFor();
    const row = page.getByTestId('nft-row-77');
    await row.getByText('Dec 1, 2026').waitFor();
    await screenshot(page, 'desktop-admin');

    const player = await newPage(browser);
    await player.page.goto(app.url);
    await signIn(player.page, WALLETS.carol);
    await player.page.getByRole('heading', { name: "Today's NFT Challenge" }).waitFor();

    await row.getByRole('button', { name: 'Set today: Sigma Frog #77' }).click();
    await confirmAction(page, 'Set for Today');
    await page.getByText('NFT Set for Today').first().waitFor();
    expect((await app.currentRound()).nft.nftId).toBe('77');
    await player.page.reload();
    await player.page.getByLabel('NFT ID Number').fill('77');
    await player.page.getByRole('button', { name: 'Submit Guess' }).click();
    await player.page.getByText('Correct!').waitFor();

    // The scheduler picks rounds at random: delete an NFT no round has used, or it is only marked inactive.
    const usedIds = new Set(
      app.db
        .select({ nftId: gameRounds.nftId })
        .from(gameRounds)
        .all()
        .map((round) => round.nftId),
    );
    const neverPlayed = app.db
      .select()
      .from(nfts)
      .all()
      .find((nft) => !usedIds.has(nft.id) && nft.nftId !== '77')!;
    const unused = page.getByTestId(`nft-row-${neverPlayed.nftId}`);
    await unused.getByRole('button', { name: /^Delete/ }).click();
    await confirmAction(page, 'Delete');
    await page.getByText('NFT Deleted').first().waitFor();
    await unused.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Enable Maintenance' }).click();
    await confirmAction(page, 'Enable Maintenance');
    await page.getByText('Under Maintenance').first().waitFor();
    expect(await page.getByRole('button', { name: 'Enable Maintenance' }).isDisabled()).toBe(true);
    await player.page.reload();
    await player.page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
    // The admin tries the game before reopening it.
    const adminGame = await context.newPage();
    await adminGame.goto(app.url);
    await adminGame.getByRole('heading', { name: "Today's NFT Challenge" }).waitFor();
    expect(await adminGame.getByRole('heading', { name: 'Under Maintenance' }).count()).toBe(0);
    await adminGame.close();
    await page.getByRole('button', { name: 'Disable Maintenance' }).click();
    await page.getByText('Operational').waitFor();
    await player.page.reload();
    await player.page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();

    const noBackups = page.getByRole('region', { name: 'Data Backup' }).getByText(/^No backup files found/);
    expect(await noBackups.innerText()).toBe('No backup files found. Create a backup using the buttons on the left.');
    await page.getByRole('button', { name: 'Backup Main Leaderboard' }).click();
    await page.getByText('Leaderboard Backed Up').first().waitFor();
    const downloadButton = page.getByRole('button', { name: /^Download leaderboard-/ });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    const saved = readFileSync((await download.path())!, 'utf8');
    expect(saved).toContain('\n  "entries": [');
    expect(JSON.parse(saved).entries[0]).toMatchObject({ walletAddress: WALLETS.carol, totalPoints: 10 });

    await page.getByRole('button', { name: 'Backup Database' }).click();
    await page.getByText('Database Backed Up').first().waitFor();
    const databaseLink = page.getByRole('link', { name: /^Download database-/ });
    const [databaseDownload] = await Promise.all([page.waitForEvent('download'), databaseLink.click()]);
    expect(databaseDownload.suggestedFilename()).toMatch(/^database-.*\.sqlite$/);
    expect(
      readFileSync((await databaseDownload.path())!)
        .subarray(0, 16)
        .toString('latin1'),
    ).toBe('SQLite format 3\0');
    const backupsCard = page.getByRole('region', { name: 'Data Backup' });
    await backupsCard.getByRole('heading', { name: 'Full Database' }).waitFor();
    expect(await seriousViolations(page, 'section[aria-labelledby="backup-title"]')).toEqual([]);
    await backupsCard.screenshot({ path: join(SCREENSHOTS, 'desktop-admin-backups.png') });
    await page.setViewportSize(PHONE);
    // Long file names are cut short on a phone, never pushing the card past the screen's edge.
    const cardBox = (await backupsCard.boundingBox())!;
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(await backupsCard.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
    await backupsCard.screenshot({ path: join(SCREENSHOTS, 'phone-admin-backups.png') });
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Force Weekly Archive' }).click();
    await confirmAction(page, 'Force Weekly Archive');
    await page.getByText('Weekly Archive Complete').first().waitFor();
    await page.goto(`${app.url}/leaderboard/history`);
    await page.getByRole('heading', { name: 'Week of Nov 16, 2026 to Nov 18, 2026' }).waitFor();
    await page.getByRole('cell', { name: 'rCaro1...XXXX' }).waitFor();
    await player.context.close();
    await context.close();
  });
});
