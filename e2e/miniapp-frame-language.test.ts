import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '@app/api/testing/harness';
import { telegramLaunchHash } from './support/telegram';
import { openInTelegramWeb, storageAndCookies, useTelegramWebApp } from './support/telegram-web';

const BOT_TOKEN = '123456:framed-language-token';
const TELEGRAM_ID = 4343;
let app: TestApp;
let browser: { context: BrowserContext; close(): Promise<void> };

// Telegram Web's situation (see miniapp-frame.test.ts): the Mini App framed cross-site, its cookies blocked.
useTelegramWebApp(BOT_TOKEN, (parts) => ({ app, browser } = parts));

/** The Mini App's page `path` as Telegram Web frames it for the user, whose Telegram speaks `languageCode`. */
const openFramed = (path: string, languageCode: string) =>
  openInTelegramWeb(
    browser.context,
    `${app.url}/telegram${path}${telegramLaunchHash(BOT_TOKEN, TELEGRAM_ID, app.clock.now(), { languageCode })}`,
  );

describe('the Mini App’s language in a cross-site frame with third-party cookies blocked', () => {
  it('starts in Telegram’s language, and keeps a choice from the profile’s menu on the account', async () => {
    const { page, app: frame, frame: miniAppFrame } = await openFramed('/bwif-points', 'ru');
    await frame.getByRole('heading', { name: 'Очки BWIF', exact: true }).waitFor();
    expect(await frame.locator('html').getAttribute('lang')).toBe('ru');

    await frame.getByRole('combobox', { name: 'Язык' }).selectOption('es');
    await frame.getByRole('heading', { name: 'Puntos BWIF', exact: true }).waitFor();
    await expect
      .poll(
        () =>
          app.db
            .select()
            .from(users)
            .where(eq(users.telegramId, String(TELEGRAM_ID)))
            .get()?.language,
      )
      .toBe('es');

    // The frame keeps nothing itself: the choice comes back from the account, not from a cookie.
    expect(await storageAndCookies(miniAppFrame())).toMatchObject({ cookie: '', storageAccess: false });
    await miniAppFrame().evaluate(() => location.reload());
    await frame.getByRole('heading', { name: 'Puntos BWIF', exact: true }).waitFor();
    expect(await frame.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('es');
    await page.close();

    // Launched again on the game, by Telegram still in Russian.
    const game = await openFramed('', 'ru');
    await game.app.getByRole('link', { name: 'Puntos y perfil' }).waitFor();
    expect(await game.app.locator('html').getAttribute('lang')).toBe('es');
    await game.page.close();
  });
});
