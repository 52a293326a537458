import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, signIn } from './support/browser';
import { useBrowserApp } from './support/app';
import { eventsOf, mainButton, openTelegramPage, pressMainButton, telegramLaunchHash } from './support/telegram';

// Issue 37, items 1 and 8: past puzzles without a wallet, and the practice flow after one.
const BOT_TOKEN = '123456:guest-practice-token';
const GUESS_FIELD = 'Enter NFT ID (e.g. 385 or #385)';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  start: '2026-11-14T09:00:00Z',
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
});

/** The rounds of the 14th to the 17th (today), opened on their days. */
const rounds: Record<string, { roundId: number; nftId: string }> = {};
async function openDays() {
  if (rounds['2026-11-17']) return;
  for (const day of ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17']) {
    app.clock.set(`${day}T09:00:00Z`);
    const round = await app.currentRound();
    rounds[day] = { roundId: round.id, nftId: round.nft.nftId };
  }
  app.clock.set('2026-11-17T10:00:00Z');
}

async function guessOnWeb(page: Page, text: string) {
  await page.getByPlaceholder(GUESS_FIELD).fill(text);
  await page.getByRole('button', { name: 'Submit Guess' }).click();
}

describe('past puzzles without a wallet', () => {
  it("on the web: a visitor tries yesterday's puzzle, shares it as practice, goes on to the next unplayed day and keeps it at sign-in", async () => {
    await openDays();
    const { page, context } = await newPage(browser, PHONE);
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async ({ text }: { text: string }) => Object.assign(window, { __shared: text }),
      }),
    );
    // The 15th, lost in practice first: "Next puzzle" after the 16th passes over it.
    await page.goto(`${app.url}/archive/${rounds['2026-11-15']!.roundId}`);
    for (const [offset, clearer] of [
      [1, 'Difficulty: Medium'],
      [2, 'Difficulty: Easy'],
      [3, null],
    ] as const) {
      await guessOnWeb(page, wrongGuess(rounds['2026-11-15']!.nftId, offset));
      if (clearer) await page.getByText(clearer).waitFor();
    }
    await page.getByText(/^It was .+\.$/).waitFor({ timeout: 15_000 });

    await page.goto(app.url);
    const tryYesterday = page.getByRole('link', { name: "Try yesterday's puzzle" });
    await tryYesterday.waitFor();
    await page.getByRole('button', { name: 'Connect wallet' }).last().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await tryYesterday.scrollIntoViewIfNeeded();
    await screenshot(page, 'web-visitor-sign-in-or-try-yesterday', { fullPage: false });
    await tryYesterday.click();
    await page.waitForURL(`**/archive/${rounds['2026-11-16']!.roundId}`);
    await page.getByText('Mon, Nov 16').waitFor();
    await page.getByText(/Playing as a guest/).waitFor();
    await guessOnWeb(page, wrongGuess(rounds['2026-11-16']!.nftId));
    await page.getByText('Difficulty: Medium').waitFor();
    await guessOnWeb(page, rounds['2026-11-16']!.nftId);
    await page.getByText(/^It was .+\.$/).waitFor({ timeout: 15_000 });
    await page.getByText('Solved on attempt 2', { exact: true }).waitFor();
    // How it went, said once: not again in a banner or in the end line.
    expect(await page.getByText(/on attempt 2/).count()).toBe(1);
    expect(await page.getByText(/Solved today/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'web-visitor-practice-solved', { fullPage: false });

    await page.getByRole('button', { name: 'Share result' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared?: string }).__shared))
      .toMatch(/^BWIF NFT Guess #3 \(practice\) 2\/3\n🟥🟩\nhttp:\/\/[^\n]+$/);

    await page.getByRole('link', { name: 'Next puzzle' }).click();
    await page.waitForURL(`**/archive/${rounds['2026-11-14']!.roundId}`);
    await page.getByText('Sat, Nov 14').waitFor();
    await page.getByPlaceholder(GUESS_FIELD).waitFor();

    // Signing in makes the browser's practice the player's.
    await signIn(page, WALLETS.bob);
    await page.goto(`${app.url}/archive`);
    await page.getByRole('link', { name: /Mon, Nov 16.*Practice.*Won in 2/ }).waitFor();
    await page.getByRole('link', { name: /Sun, Nov 15.*Practice.*Lost/ }).waitFor();
    await context.close();
  });

  it("in the Mini App: a Telegram user without a wallet tries yesterday's puzzle, shares it as practice and goes on to the next", async () => {
    await openDays();
    const page = await openTelegramPage(
      browser,
      `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, 931, app.clock.now())}`,
    );
    const tryYesterday = page.getByRole('link', { name: "Try yesterday's puzzle" });
    await tryYesterday.waitFor();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await tryYesterday.scrollIntoViewIfNeeded();
    await screenshot(page, 'miniapp-visitor-sign-in-or-try-yesterday', { fullPage: false });
    await tryYesterday.click();
    await page.getByText(/Mon, Nov 16/).waitFor();
    await page.getByText(/Playing without a wallet/).waitFor();
    await page.getByPlaceholder(GUESS_FIELD).fill(wrongGuess(rounds['2026-11-16']!.nftId));
    await pressMainButton(page);
    await page.getByText('Difficulty: Medium').waitFor();
    await page.getByPlaceholder(GUESS_FIELD).fill(rounds['2026-11-16']!.nftId);
    await pressMainButton(page);
    await page.getByText(/^It was .+\.$/).waitFor({ timeout: 15_000 });
    expect(await page.getByText(/on attempt 2/).count()).toBe(1);
    // The card's attempts line tells the outcome, as the web's does, not a next attempt there is none of.
    const attemptsLine = page.locator('.attempt-text');
    await expect.poll(() => attemptsLine.textContent()).toMatch(/^Solved on attempt 2/);
    expect(await page.getByText('Attempt 3 of 3').count()).toBe(0);
    await expect.poll(() => mainButton(page)).toMatchObject({ is_visible: true, text: 'Next puzzle' });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-visitor-practice-solved', { fullPage: false });

    await page.getByRole('button', { name: 'Share practice result' }).click();
    await expect.poll(() => eventsOf(page, 'web_app_open_tg_link')).toHaveLength(1);
    const [{ path_full: sharePath }] = await eventsOf(page, 'web_app_open_tg_link');
    const shared = new URL(`https://t.me${sharePath}`);
    expect(shared.searchParams.get('text')).toBe('BWIF NFT Guess #3 (practice) 2/3\n🟥🟩');

    await pressMainButton(page);
    await page.getByText(/Sun, Nov 15/).waitFor();
    expect(page.url()).toContain(`/telegram/archive/${rounds['2026-11-15']!.roundId}`);
    await page.close();
  });
});
