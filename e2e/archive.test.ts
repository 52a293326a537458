import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, WALLETS, wrongGuess, type TestApp, type TestClient } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, signIn } from './support/browser';
import { useBrowserApp } from './support/app';
import { darkScreenshot } from './support/themes';
import {
  DARK_THEME,
  LIGHT_THEME,
  openTelegramPage,
  pressMainButton,
  telegramInitData,
  telegramLaunchHash,
} from './support/telegram';

const BOT_TOKEN = '123456:archive-test-token';
const GUESS_FIELD = 'Enter NFT ID (e.g. 385 or #385)';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

/** The answers of the days opened so far, by day. */
const answers: Record<string, { roundId: number; nftId: string }> = {};

/** Opens each day's round at 09:00 UTC; `plays` finishes it for `player` (a win, or three misses). */
async function days(
  list: Array<[string, 'win' | 'loss' | 'skip']>,
  player: TestClient,
  headers?: Record<string, string>,
) {
  for (const [day, play] of list) {
    app.clock.set(`${day}T09:00:00Z`);
    const round = await app.currentRound();
    answers[day] = { roundId: round.id, nftId: round.nft.nftId };
    const send = (guess: string) => player.post('/api/game/guess', { guess, roundId: round.id }, headers);
    if (play === 'win') await send(round.nft.nftId);
    if (play === 'loss') for (const miss of [1, 2, 3]) await send(wrongGuess(round.nft.nftId, miss));
  }
}

async function guessOnWeb(page: Page, text: string) {
  await page.getByPlaceholder(GUESS_FIELD).fill(text);
  await page.getByRole('button', { name: 'Submit Guess' }).click();
}

/**
 * How many distinct columns the archive's rows draw: where each day starts, where each result
 * ends, and how tall each result is. A row with the practice mark lines up when each is 1.
 */
function archiveColumns(page: Page, rows: string) {
  return page.$$eval(rows, (links) => {
    const distinct = (values: number[]) => new Set(values.map(Math.round)).size;
    const boxes = links.map((link) => ({
      day: link.children[1]!.getBoundingClientRect(),
      result: link.children[2]!.getBoundingClientRect(),
    }));
    return {
      dayStarts: distinct(boxes.map(({ day }) => day.left)),
      resultEnds: distinct(boxes.map(({ result }) => result.right)),
      resultHeights: distinct(boxes.map(({ result }) => result.height)),
    };
  });
}

describe('streaks and the archive', () => {
  it('on the web: the streak at risk, kept by a win with the result dialog, the archive and a practice game for no points', async () => {
    const api = app.client();
    await api.signIn(WALLETS.carol);
    await days(
      [
        ['2026-11-14', 'skip'],
        ['2026-11-15', 'win'],
        ['2026-11-16', 'win'],
        ['2026-11-17', 'loss'],
        ['2026-11-18', 'skip'],
      ],
      api,
    );
    app.clock.set('2026-11-18T10:00:00Z');
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, WALLETS.carol);
    await page.getByText("Your 3-day play streak is at risk: play today's game to keep it.").waitFor();
    await screenshot(page, 'web-home-streak-at-risk', { fullPage: false });

    await guessOnWeb(page, answers['2026-11-18']!.nftId);
    const dialog = page.getByRole('dialog', { name: 'Game Complete!' });
    await dialog
      .getByText('4-day play streak! New best! Come back tomorrow to keep it going.')
      .waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'web-result-dialog-streak', { fullPage: false });
    await darkScreenshot(page, 'web-result-dialog-streak', { fullPage: false });
    await dialog.getByRole('button', { name: 'Stats' }).click();
    const stats = page.getByRole('dialog', { name: 'Your Stats' });
    await stats.getByText('Win Streak', { exact: true }).waitFor();
    await screenshot(page, 'web-stats', { fullPage: false });

    await page.goto(`${app.url}/archive`);
    const row = page.getByRole('link', { name: /Sat, Nov 14.*Not played/ });
    await row.waitFor();
    await page.getByRole('link', { name: /Tue, Nov 17.*Lost/ }).waitFor();
    expect(await page.getByText('Wed, Nov 18').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'web-archive');
    await darkScreenshot(page, 'web-archive');

    await row.click();
    await page.getByText('Practice', { exact: true }).waitFor();
    await guessOnWeb(page, wrongGuess(answers['2026-11-14']!.nftId));
    await page.getByText('Difficulty: Medium').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'web-practice', { fullPage: false });
    await darkScreenshot(page, 'web-practice', { fullPage: false });
    await guessOnWeb(page, answers['2026-11-14']!.nftId);
    // The NFT's label once: its name, carrying its number ("It was Escrow Eel #99.").
    await page.getByText(/^It was [^#]+#\d+\.$/).waitFor({ timeout: 15_000 });
    await expect.poll(async () => page.getByText(/You earned/).count()).toBe(0);
    await screenshot(page, 'web-practice-solved', { fullPage: false });
    await page.getByRole('link', { name: 'Back to archive' }).click();
    await page.getByRole('link', { name: /Sat, Nov 14.*Practice.*Won in 2/ }).waitFor();
    expect(await archiveColumns(page, 'main li > a')).toEqual({ dayStarts: 1, resultEnds: 1, resultHeights: 1 });
    await page.getByRole('link', { name: /Sat, Nov 14/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'web-archive-practice-row', { fullPage: false });
    expect((await api.get('/api/me')).body.streak).toMatchObject({ current: 4, best: 4 });
    await context.close();
  });

  it('in the Mini App, light and dark: the streak at risk, the archive, a practice game, the result dialog, stats and the profile', async () => {
    const players = [
      [901, LIGHT_THEME, 'rArchiveLightXXXXXXXXXXXXXXXXXXXXX'],
      [902, DARK_THEME, 'rArchiveDarkXXXXXXXXXXXXXXXXXXXXXX'],
    ] as const;
    for (const [telegramId, , wallet] of players)
      seedWalletUser(app, wallet, { username: `telegram:${telegramId}`, telegramId: String(telegramId) });
    // The clock only moves forward: a round is opened once, on its day.
    for (const [day, play] of [
      ['2026-11-18', 'skip'],
      ['2026-11-19', 'win'],
      ['2026-11-20', 'skip'],
    ] as const) {
      app.clock.set(`${day}T09:00:00Z`);
      for (const [telegramId] of players)
        await days([[day, play]], app.client(), {
          authorization: `tma ${telegramInitData(BOT_TOKEN, telegramId, app.clock.now())}`,
        });
    }
    for (const [telegramId, theme] of players) {
      const name = theme === DARK_THEME ? 'dark' : 'light';
      const launch = (path: string) =>
        openTelegramPage(
          browser,
          `${app.url}${path}${telegramLaunchHash(BOT_TOKEN, telegramId, app.clock.now(), { theme })}`,
        );
      const home = await launch('/telegram');
      await home.getByText("Your 1-day play streak is at risk: play today's game to keep it.").waitFor();
      await screenshot(home, `miniapp-home-streak-at-risk-${name}`, { fullPage: false });
      await home.getByRole('link', { name: 'Archive' }).click();
      await home.getByText('Past puzzles').waitFor();
      expect(await seriousViolations(home)).toEqual([]);
      await screenshot(home, `miniapp-archive-${name}`, { fullPage: false });
      await home.getByText('Wed, Nov 18').click();
      await home.getByText('Practice', { exact: true }).waitFor();
      await home.getByPlaceholder(GUESS_FIELD).fill(wrongGuess(answers['2026-11-18']!.nftId));
      await pressMainButton(home);
      await home.getByText('Difficulty: Medium').waitFor();
      expect(await seriousViolations(home)).toEqual([]);
      await screenshot(home, `miniapp-practice-${name}`, { fullPage: false });
      await home.goto(
        `${app.url}/telegram/archive${telegramLaunchHash(BOT_TOKEN, telegramId, app.clock.now(), { theme })}`,
      );
      await home.getByText('Past puzzles').waitFor();
      await home.getByRole('link', { name: /Wed, Nov 18.*Practice/ }).waitFor();
      expect(await archiveColumns(home, 'a.archive-row')).toEqual({ dayStarts: 1, resultEnds: 1, resultHeights: 1 });
      await screenshot(home, `miniapp-archive-practice-row-${name}`, { fullPage: false });
      await home.close();

      const profile = await launch('/telegram/bwif-points');
      await profile.getByText('1-day play streak · Best 1').waitFor();
      await screenshot(profile, `miniapp-points-streak-${name}`, { fullPage: false });
      await profile.close();

      const today = await launch('/telegram');
      await today.getByPlaceholder(GUESS_FIELD).fill(answers['2026-11-20']!.nftId);
      await pressMainButton(today);
      await today
        .getByText('2-day play streak! New best! Come back tomorrow to keep it going.')
        .waitFor({ timeout: 15_000 });
      expect(await seriousViolations(today)).toEqual([]);
      await screenshot(today, `miniapp-result-dialog-streak-${name}`, { fullPage: false });
      await today.getByRole('button', { name: 'Stats' }).last().click();
      await today.getByText('Win Streak', { exact: true }).waitFor();
      await screenshot(today, `miniapp-stats-${name}`, { fullPage: false });
      await today.close();
    }
  });
});
