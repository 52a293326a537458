import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boardAddress, seedWalletUser, WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, signInByRequests } from './support/browser';
import { useBrowserApp } from './support/app';
import { DARK_THEME, LIGHT_THEME, openTelegramPage, pressMainButton, telegramLaunchHash } from './support/telegram';
import { darkScreenshot } from './support/themes';

const BOT_TOKEN = '123456:spread-test-token';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

/** Three players' games of today before ours: one solved first try, one on the second, one missed. */
async function othersPlayed(answer: string, roundId: number, first: number) {
  const games = [[], [wrongGuess(answer, 1)], [1, 2, 3].map((miss) => wrongGuess(answer, miss))];
  for (const [index, misses] of games.entries()) {
    const player = app.client();
    await player.signIn(boardAddress(first + index));
    for (const guess of misses) await player.post('/api/game/guess', { guess, roundId });
    if (misses.length < 3) await player.post('/api/game/guess', { guess: answer, roundId });
  }
}

/** The spread's rows as read: "1st try 50%"… */
const spreadRows = (scope: Page | Locator) =>
  scope
    .getByRole('region', { name: 'How everyone did' })
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

describe('how everyone did', () => {
  it('shows on the web result dialog and when looking back at the day, on a phone, light and dark', async () => {
    const round = await app.currentRound();
    await othersPlayed(round.nft.nftId, round.id, 1);
    const { context, page } = await newPage(browser, PHONE);
    await signInByRequests(context, app.url, WALLETS.alice);
    await page.goto(app.url);
    await page.getByLabel('NFT ID Number').fill(round.nft.nftId);
    await page.getByRole('button', { name: 'Submit Guess' }).click();
    const dialog = page.getByRole('dialog', { name: 'Game Complete!' });
    await dialog.getByText('You were one of the 50% who got it first try').waitFor();
    await dialog.getByText('4 players').waitFor();
    expect(await spreadRows(dialog)).toEqual(['1st try 50%', '2nd try 25%', '3rd try 0%', 'Missed 25%']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'spread-web-result');
    await darkScreenshot(page, 'spread-web-result');

    // The next day, the archive looks back at the game with the day's spread.
    app.clock.set('2026-11-19T10:00:00Z');
    await page.goto(`${app.url}/archive/${round.id}`);
    await page.getByText('You were one of the 50% who got it first try').waitFor();
    expect(await spreadRows(page)).toEqual(['1st try 50%', '2nd try 25%', '3rd try 0%', 'Missed 25%']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'spread-web-archive');
    await context.close();
  });

  it("shows on the Mini App's result sheet in Telegram's colours, and a miss says so", async () => {
    app.clock.set('2026-11-20T10:00:00Z');
    const round = await app.currentRound();
    await othersPlayed(round.nft.nftId, round.id, 11);
    for (const [telegramId, theme, name] of [
      [901, DARK_THEME, 'dark'],
      [902, LIGHT_THEME, 'light'],
    ] as const) {
      await seedWalletUser(app, boardAddress(20 + telegramId - 900), { telegramId: String(telegramId) });
      const page = await openTelegramPage(
        browser,
        `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, telegramId, app.clock.now(), { theme })}`,
      );
      for (const miss of [1, 2, 3]) {
        await page.getByPlaceholder('Enter NFT ID (e.g. 385 or #385)').fill(wrongGuess(round.nft.nftId, miss));
        await pressMainButton(page);
        if (miss < 3) await page.getByText(`Attempt ${miss + 1} of 3`).waitFor();
      }
      const sheet = page.getByRole('dialog', { name: 'Game Over' });
      await sheet.getByText('How everyone did').waitFor();
      const missed = telegramId === 901 ? 50 : 60;
      await sheet.getByText(`You were one of the ${missed}% who missed it`).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `spread-miniapp-result-${name}`);
      await page.context().close();
    }
  });
});
