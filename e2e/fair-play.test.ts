import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminClient, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations } from './support/browser';
import { adminPage, useBrowserApp } from './support/app';

// Issue 45: when an NFT last played, for the admin; past puzzles resting on a repeat day, for players.
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), { start: '2026-11-16T09:00:00Z' });

/** The round of the 16th (opened at start), then the 17th's: today, replaced by the admin with the 16th's NFT. */
async function replayTheSixteenth(): Promise<{ pastRound: number; nftName: string }> {
  const sixteenth = await app.currentRound();
  app.clock.set('2026-11-17T09:00:00Z');
  await app.currentRound();
  const admin = await adminClient(app);
  expect((await admin.post(`/api/admin/nfts/${sixteenth.nft.id}/set-today`)).status).toBe(200);
  return { pastRound: sixteenth.id, nftName: sixteenth.nft.name };
}

describe('a replayed answer', () => {
  it('shows the admin when each NFT last played, and rests every past puzzle for players that day', async () => {
    const { pastRound, nftName } = await replayTheSixteenth();

    const admin = await adminPage(browser, app, PHONE);
    const row = admin.locator('tr', { hasText: nftName }).first();
    await row.getByText('Last played Nov 17, 2026').waitFor();
    expect(await admin.getByText('Never played').count()).toBeGreaterThan(0);
    await row.getByRole('button', { name: `Set today: ${nftName}` }).click();
    await admin
      .getByText('Its number last played Nov 17, 2026: on a day it plays again, every past puzzle rests.')
      .waitFor();
    await screenshot(admin, 'fair-play-set-today-phone', { fullPage: false });
    await admin.keyboard.press('Escape');
    await screenshot(admin, 'fair-play-library-phone');

    const { page } = await newPage(browser, PHONE);
    await page.goto(`${app.url}/archive/${pastRound}`);
    await page.getByText('Past puzzles are resting today').waitFor();
    await page
      .getByText(
        "Today's puzzle shares its answer with a past one, so every past puzzle rests until tomorrow. Come back then to practise.",
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fair-play-resting-phone', { fullPage: false });
  });
});
