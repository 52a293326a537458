import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, type TestApp } from '@app/api/testing/harness';
import { catalogOf } from '@app/shared/i18n/catalog-files';
import { screenshot } from './support/browser';
import { useBrowserApp } from './support/app';
import { overflows } from './support/overflows';
import { DARK_THEME, LIGHT_THEME, openTelegramPage, pressMainButton, telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:mini-app-fit-token';
const NARROW = { width: 320, height: 640 };
let app: TestApp;
let browser: Browser;
let nextUser = 8200;

useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

/** A Telegram player with a wallet, in `languageCode`, who has just won today's game: the result sheet open. */
async function afterTodaysWin(languageCode: string, theme: typeof LIGHT_THEME): Promise<Page> {
  const userId = nextUser++;
  await seedWalletUser(app, `rFit${userId}XXXXXXXXXXXXXXXXXXXXXXXXXXX`.slice(0, 34), { telegramId: String(userId) });
  const page = await openTelegramPage(
    browser,
    `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, userId, app.clock.now(), { languageCode, theme })}`,
  );
  await page.locator('.top-bar').waitFor();
  await page
    .getByRole('textbox')
    .first()
    .fill((await app.currentRound()).nft.nftId);
  await pressMainButton(page);
  await page.getByRole('dialog').waitFor();
  return page;
}

describe('the Mini App after today’s game fits a phone', () => {
  for (const languageCode of ['ru', 'es', 'ar'] as const) {
    for (const [width, viewport] of [
      [390, null],
      [320, NARROW],
    ] as const) {
      it(`${languageCode} at ${width} px: the result sheet, the game after it and the profile, nothing cut, sideways or empty`, async () => {
        const page = await afterTodaysWin(languageCode, languageCode === 'ru' ? DARK_THEME : LIGHT_THEME);
        if (viewport) await page.setViewportSize(viewport);
        expect(await overflows(page)).toEqual([]);
        await screenshot(page, `fit-${languageCode}-${width}-result`, { fullPage: false });
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        expect(await overflows(page)).toEqual([]);
        // No ad network is set here: no "Earn more points" heading over nothing.
        const moreHeading = catalogOf(['miniapp'], languageCode)['miniapp.ads.section']!;
        expect(await page.getByText(moreHeading).count()).toBe(0);
        await screenshot(page, `fit-${languageCode}-${width}-after-game`);
        await page.locator('.top-bar .pill-button').click();
        await page.locator('.page-title').waitFor();
        await page.waitForTimeout(500);
        expect(await overflows(page)).toEqual([]);
        await screenshot(page, `fit-${languageCode}-${width}-profile`);
        await page.context().close();
      });
    }
  }
});
