import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, WALLETS, wrongGuess, type TestApp, type TestClient } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, smallTapTargets } from './support/browser';
import { useBrowserApp } from './support/app';
import { DARK_THEME, LIGHT_THEME, openTelegramPage, telegramLaunchHash } from './support/telegram';
import { darkScreenshot } from './support/themes';

const BOT_TOKEN = '123456:calendar-test-token';
let app: TestApp;
let browser: Browser;
const roundIds: Record<string, number> = {};

useBrowserApp((started) => ({ app, browser } = started), {
  start: '2026-11-14T09:00:00Z',
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
});

/** Plays `day` (09:00 UTC): `misses` wrong guesses, then the answer when `win`. */
async function play(player: TestClient, day: string, misses: number, win: boolean) {
  app.clock.set(`${day}T09:00:00Z`);
  const round = await app.currentRound();
  roundIds[day] = round.id;
  for (let miss = 1; miss <= misses; miss++)
    await player.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId, miss), roundId: round.id });
  if (win) await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
}

/** Alice's November: #1 won on try 2, #2 missed, #3 not played, #4 practised afterwards; today is #5. */
async function aliceNovember(): Promise<TestClient> {
  await seedWalletUser(app, WALLETS.alice, { telegramId: '707' });
  const alice = app.client();
  await alice.signIn(WALLETS.alice);
  await play(alice, '2026-11-14', 1, true);
  await play(alice, '2026-11-15', 3, false);
  await play(alice, '2026-11-16', 0, false);
  await play(alice, '2026-11-17', 0, false);
  app.clock.set('2026-11-18T09:00:00Z');
  await app.currentRound();
  await alice.post(`/api/archive/${roundIds['2026-11-17']}/guess`, { guess: '1' });
  await alice.post(`/api/archive/${roundIds['2026-11-17']}/guess`, { guess: '2' });
  await alice.post(`/api/archive/${roundIds['2026-11-17']}/guess`, { guess: '3' });
  return alice;
}

/** The calendar's days, as their titles name them (the grid is hidden from screen readers: the list reads out). */
const dayLabels = (page: Page) =>
  page.locator('table a').evaluateAll((links) => links.map((link) => link.getAttribute('title')));

describe('the archive as a calendar', () => {
  it('on the web: a month with each day marked, the newest not played first, Go to #N; English and Arabic', async () => {
    const alice = await aliceNovember();
    for (const language of ['en', 'ar'] as const) {
      const { context, page } = await newPage(browser, PHONE);
      await context.addCookies([
        { name: 'sid', value: /sid=([^;]+)/.exec(alice.cookie)![1]!, url: app.url },
        { name: 'language', value: language, url: app.url },
      ]);
      await page.goto(`${app.url}/archive`);
      await page.locator('table').waitFor();
      if (language === 'en') {
        await page.getByRole('heading', { name: 'November 2026' }).waitFor();
        expect(await dayLabels(page)).toEqual([
          '#1 · Sat, Nov 14: Won in 2',
          '#2 · Sun, Nov 15: Lost',
          '#3 · Mon, Nov 16: Not played',
          '#4 · Tue, Nov 17: Lost (Practice)',
        ]);
        expect(await page.locator('table').getAttribute('aria-hidden')).toBe('true');
        expect(await page.locator('table a').first().getAttribute('tabindex')).toBe('-1');
        const marks = page.locator('table a b');
        expect(await marks.allInnerTexts()).toEqual(['2', '✗', '', 'P']);
        // The list stays, 30 rows a page, for screen readers and keyboards.
        expect(await page.locator('li > a[href^="/archive/"]').count()).toBe(4);
        expect(await page.getByRole('link', { name: 'Newest not played: #3' }).getAttribute('href')).toBe(
          `/archive/${roundIds['2026-11-16']}`,
        );
        // November holds every past round: no month before it, none after.
        expect(await page.getByRole('button', { name: 'Next month' }).isDisabled()).toBe(true);
        expect(await page.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);
        // Seven 44 px days fit a phone from 360 px up: the grid takes the card's padding.
        for (const width of [360, PHONE.width]) {
          await page.setViewportSize({ ...PHONE, width });
          expect(await smallTapTargets(page, 'table')).toEqual([]);
        }
      }
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `calendar-web-${language}`);
      if (language === 'en') {
        await darkScreenshot(page, 'calendar-web-en');
        await page.getByLabel('Go to #').fill('9');
        await page.getByRole('button', { name: 'Go', exact: true }).click();
        await page.getByRole('alert').getByText('No past puzzle #9.').waitFor();
        await page.getByLabel('Go to #').fill('2');
        await page.getByRole('button', { name: 'Go', exact: true }).click();
        await page.waitForURL(`**/archive/${roundIds['2026-11-15']}`);
      } else {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await page.getByRole('heading', { name: /2026/ }).waitFor();
      }
      await context.close();
    }
  });

  it('in the Mini App: the same calendar in the theme of Telegram, English and Arabic', async () => {
    for (const [languageCode, theme, name] of [
      ['en', LIGHT_THEME, 'en-light'],
      ['en', DARK_THEME, 'en-dark'],
      ['ar', DARK_THEME, 'ar-dark'],
    ] as const) {
      const launch = telegramLaunchHash(BOT_TOKEN, 707, app.clock.now(), { theme, languageCode });
      const page = await openTelegramPage(browser, `${app.url}/telegram/archive${launch}`);
      await page.locator('table').waitFor();
      expect(await dayLabels(page)).toHaveLength(4);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `calendar-miniapp-${name}`);
      await page.context().close();
    }
  });
});
