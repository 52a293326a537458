import { bwifPointsLeaderboard } from '@app/db/schema/leaderboards';
import { users, UNUSABLE_PASSWORD } from '@app/db/schema/users';
import { weekOf } from '@app/shared/rules/time';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { archiveWeek } from '@app/api/features/weekly/archive';
import { DEV_HOLDER_WALLET } from '@app/api/settings';
import { seedWeeklyBoard, type TestApp } from '@app/api/testing/harness';
import { newPage, screenshot, signIn } from './support/browser';
import { useBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

const player = (index: number) => `rP1ayer${String(index).replace(/0/g, 'z')}XXXXXXXXXXXXXXXXXXXXXXXXXXX`.slice(0, 34);

/** All-time points rows showing each fallback of the player name. */
function seedPoints() {
  const rows: Array<{
    handle: string;
    displayName?: string;
    telegramUsername?: string;
    walletAddress?: string;
    points: number;
  }> = [
    { handle: 'named', displayName: 'Zed', points: 40 },
    { handle: 'telegram', telegramUsername: 'ada', points: 30 },
    { handle: 'wallet', walletAddress: 'rBobbyXXXXXXXXXXXXXXXXXXXXXXXXXXXX', points: 20 },
    { handle: 'nobody', points: 10 },
  ];
  for (const row of rows) {
    const user = app.db
      .insert(users)
      .values({ username: row.handle, password: UNUSABLE_PASSWORD, createdAt: app.clock.now(), ...row })
      .returning()
      .get();
    app.db
      .insert(bwifPointsLeaderboard)
      .values({
        userId: user.id,
        username: row.displayName ?? '',
        walletAddress: row.walletAddress ?? null,
        telegramUsername: row.telegramUsername ?? null,
        points: row.points,
        lastUpdated: app.clock.now(),
      })
      .run();
  }
}

describe('the leaderboards in a browser', () => {
  it('shows empty states, then ranks, Show More, the own row and rank, the eligibility panel and stats', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url);
    await page.getByText('No $bwif leaderboard data available yet.').waitFor();
    await page.getByRole('tab', { name: 'Regular Leaderboard' }).click();
    await page.getByText('No leaderboard data available yet.').waitFor();

    await seedWeeklyBoard(
      app,
      Array.from(
        { length: 12 },
        (_, index) => [player(index + 1), 30 - index, 3, 4, index] as [string, number, number, number, number],
      ),
    );
    await signIn(page, DEV_HOLDER_WALLET);
    const round = await app.currentRound();
    await page.getByLabel('NFT ID Number').fill(round.nft.nftId);
    await page.getByRole('button', { name: 'Submit Guess' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor({ timeout: 10_000 });

    const board = page.getByRole('region', { name: 'Leaderboards' });
    await board.getByText('Your wallet is eligible').waitFor();
    const ownRow = board.locator('tr[aria-current="true"]');
    await ownRow.getByText('You', { exact: true }).waitFor();
    expect(await ownRow.textContent()).toContain('10');

    await board.getByRole('tab', { name: 'Regular Leaderboard' }).click();
    await expect.poll(() => board.locator('tbody tr').count()).toBe(10);
    const ownRank = board.getByTestId('own-rank-regular');
    await expect.poll(() => ownRank.textContent()).toBe('Your rank: #13 of 13 players · 10 points');
    await board.getByRole('button', { name: 'Show More' }).click();
    await expect.poll(() => board.locator('tbody tr').count()).toBe(13);
    expect(await ownRank.count()).toBe(0);
    expect(await board.getByRole('button', { name: 'Show More' }).count()).toBe(0);
    expect(await board.getByRole('img', { name: '1st' }).count()).toBe(1);
    await screenshot(page, 'desktop-leaderboards');

    await page.getByRole('button', { name: 'Stats' }).click();
    const stats = page.getByRole('dialog', { name: 'Your Stats' });
    await stats.getByText('Win %').waitFor();
    // Played, Win %, Play Streak, Best Play Streak, Win Streak, Best Win Streak, Streak Shields.
    expect(await stats.locator('dd').allTextContents()).toEqual(['1', '100', '1', '1', '1', '1', '0']);
    await context.close();
  });

  it('shows archived weeks with both boards on the history page', async () => {
    archiveWeek({ ctx: { ...app.deps, now: app.clock.now() }, input: { week: weekOf(app.clock.now()), forced: true } });
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/leaderboard/history`);
    const week = page.getByRole('region', { name: 'Week of Nov 16, 2026 to Nov 18, 2026' });
    await week.waitFor();
    await week
      .getByRole('cell', { name: /^Anonymous Player\s*rP1aye\.\.\.XXXX$/ })
      .first()
      .waitFor();
    await week.getByRole('tab', { name: '$BWIF Holders Leaderboard' }).click();
    await week.getByRole('cell', { name: /rDemoH\.\.\.XXXX$/ }).waitFor();
    await screenshot(page, 'desktop-history');
    await page.getByRole('link', { name: '← Back to Game' }).waitFor();
    await context.close();
  });

  it('shows the BWIF points page with medals and every name fallback', async () => {
    seedPoints();
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/bwif-points`);
    await page.getByRole('heading', { name: 'How to Earn BWIF Points' }).waitFor();
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    const texts = await rows.allTextContents();
    expect(texts[0]).toMatch(/^🥇Zed40$/);
    expect(texts[1]).toMatch(/^🥈@ada30$/);
    expect(texts[2]).toMatch(/^🥉rBobb\.\.\.XXXXX20$/);
    expect(texts.some((text) => /^#4Unknown User10$/.test(text))).toBe(true);
    await screenshot(page, 'desktop-points');
    await context.close();
  });
});
