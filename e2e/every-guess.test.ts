import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, signIn } from './support/browser';
import { useBrowserApp } from './support/app';
import { openTelegramPage, pressMainButton, telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:every-guess-test-token';
const GUESS_FIELD = 'Enter NFT ID (e.g. 385 or #385)';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  start: '2026-11-18T09:00:00Z',
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
});

let days: Promise<{ yesterday: { id: number; answer: string }; answer: string }> | undefined;

/** Yesterday's round (to practise) and today's, opened once by the first test asking: the clock only moves forward. */
function yesterdayAndToday() {
  days ??= (async () => {
    const past = await app.currentRound();
    app.clock.set('2026-11-19T09:00:00Z');
    return { yesterday: { id: past.id, answer: past.nft.nftId }, answer: (await app.currentRound()).nft.nftId };
  })();
  return days;
}

async function guessOnWeb(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder(GUESS_FIELD).fill(text);
  await page.getByRole('button', { name: 'Submit Guess' }).click();
}

async function guessInMiniApp(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder(GUESS_FIELD).fill(text);
  await pressMainButton(page);
}

describe('a repeated guess', () => {
  it('is refused on the web in any spelling, today and in practice, without costing an attempt', async () => {
    const { yesterday, answer } = await yesterdayAndToday();
    const tried = wrongGuess(answer);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, WALLETS.alice);
    await guessOnWeb(page, `#${tried}`);
    await page.getByText('Remaining attempts: 2').waitFor();
    await guessOnWeb(page, tried);
    await page.getByText(`You already guessed #${tried}`).waitFor();
    await page.getByText('Remaining attempts: 2').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'web-already-guessed', { fullPage: false });

    const practised = wrongGuess(yesterday.answer);
    await page.goto(`${app.url}/archive/${yesterday.id}`);
    await guessOnWeb(page, practised);
    await page.getByText('Difficulty: Medium').waitFor();
    await guessOnWeb(page, `0${practised}`);
    await page.getByText(`You already guessed #${practised}`).waitFor();
    await page.reload();
    await page.getByText('Difficulty: Medium').waitFor();
    await context.close();
  });

  it('is refused in the Mini App in any spelling, without costing an attempt', async () => {
    const { answer } = await yesterdayAndToday();
    await seedWalletUser(app, 'rRepeatMiniAppXXXXXXXXXXXXXXXXXXXX', { telegramId: '3701' });
    const page = await openTelegramPage(
      browser,
      `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, 3701, app.clock.now())}`,
    );
    const tried = wrongGuess(answer, 2);
    await guessInMiniApp(page, tried);
    await page.getByText('Attempt 2 of 3').waitFor();
    await guessInMiniApp(page, `#0${tried}`);
    await page.getByText(`You already guessed #${tried}`).waitFor();
    await page.getByText('Attempt 2 of 3').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-already-guessed', { fullPage: false });
    await page.close();
  });
});
