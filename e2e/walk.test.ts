import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { seedWalletUser, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { useBrowserApp } from './support/app';
import { MONDAY_START, NARROW_PHONE, usePastAndToday, type TwoDays } from './support/two-days';
import { newPage, PHONE, signIn } from './support/browser';
import { openTelegramPage, pressMainButton, telegramLaunchHash, TELEGRAM_THEMES } from './support/telegram';

// The walk of issue 49, as pictures for a person to judge (WALK_SHOTS names their folder):
// a Spanish player on the web, an Arabic one at 390 and 320 px, a Russian one in the Mini App
// in Telegram's day and night themes. The outage's pictures are outage-recovery.test.ts's.
const WALK_SHOTS = process.env.WALK_SHOTS;
const BOT_TOKEN = '123456:walk-token';
let app: TestApp;
let browser: Browser;
useBrowserApp((started) => ({ app, browser } = started), {
  start: MONDAY_START,
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
});

const days = {} as TwoDays;
usePastAndToday(() => app, days, 2);

/** A picture of the page in WALK_SHOTS (the whole page unless `firstScreen`), once it has settled. */
async function shot(page: Page, name: string, { firstScreen = false } = {}): Promise<void> {
  mkdirSync(WALK_SHOTS!, { recursive: true });
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(WALK_SHOTS!, `${name}.png`), fullPage: !firstScreen });
}

describe.runIf(WALK_SHOTS)('the walk of issue 49, in pictures', () => {
  for (const [language, width, viewport] of [
    ['es', 390, PHONE],
    ['ar', 390, PHONE],
    ['ar', 320, NARROW_PHONE],
  ] as const) {
    it(`the web in ${language} at ${width} px`, async () => {
      const name = (screen: string) => `web-${language}-${width}-${screen}`;
      const { context, page } = await newPage(browser, viewport, { locale: language });
      await page.goto(app.url);
      await page.locator('#challenge-title').waitFor();
      await shot(page, name('1-visitor'), { firstScreen: true });
      // An address in the ledger's alphabet (no 0, O, I or l).
      await signIn(page, `rWeb${language === 'es' ? 'Es' : 'Ar'}${width === 390 ? 'Nine' : 'Two'}`.padEnd(34, 'X'));
      const field = page.locator('input[inputmode]').first();
      await field.fill(wrongGuess(days.answer));
      await page.locator('form button[type=submit]').click();
      await page.waitForTimeout(1_000);
      await shot(page, name('2-miss'), { firstScreen: true });
      await field.fill(days.answer);
      await page.locator('form button[type=submit]').click();
      await page.getByRole('dialog').waitFor();
      await shot(page, name('3-result'), { firstScreen: true });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await shot(page, name('4-after-game'));
      await page.goto(`${app.url}/bwif-points`);
      await shot(page, name('5-points'));
      await page.goto(`${app.url}/archive`);
      await shot(page, name('6-archive'));
      await page.goto(`${app.url}/archive/${days.past.roundId}`);
      await shot(page, name('7-practice'));
      await context.close();
    });
  }

  for (const [theme, themeName] of TELEGRAM_THEMES) {
    it(`the Mini App in Russian, ${themeName}`, async () => {
      const name = (screen: string) => `miniapp-ru-${themeName}-${screen}`;
      const userId = themeName === 'light' ? 9901 : 9902;
      await seedWalletUser(app, `rWalkRu${themeName}`.padEnd(34, 'X'), { telegramId: String(userId) });
      const launch = telegramLaunchHash(BOT_TOKEN, userId, app.clock.now(), { languageCode: 'ru', theme });
      const page = await openTelegramPage(browser, `${app.url}/telegram${launch}`);
      const field = page.getByRole('textbox').first();
      await field.waitFor();
      await shot(page, name('1-before'), { firstScreen: true });
      await field.fill(wrongGuess(days.answer));
      await pressMainButton(page);
      await page.locator('.callout-miss').waitFor();
      await shot(page, name('2-miss'), { firstScreen: true });
      await field.fill(days.answer);
      await pressMainButton(page);
      await page.getByRole('dialog').waitFor();
      await shot(page, name('3-result'), { firstScreen: true });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await shot(page, name('4-after-game'));
      await page.getByRole('tab').last().click();
      await page.getByRole('tab').last().scrollIntoViewIfNeeded();
      await shot(page, name('5-regular-board'), { firstScreen: true });
      await page.goto(`${app.url}/telegram/bwif-points${launch}`);
      await shot(page, name('6-profile'));
      await page.goto(`${app.url}/telegram/archive${launch}`);
      await shot(page, name('7-archive'));
      await page.goto(`${app.url}/telegram/archive/${days.past.roundId}${launch}`);
      await page.getByRole('textbox').first().fill(days.past.nftId);
      await pressMainButton(page);
      await shot(page, name('8-after-practice'));
      await page.context().close();
    });
  }
});
