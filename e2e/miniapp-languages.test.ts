import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, type TestApp } from '@app/api/testing/harness';
import { pseudo } from '@app/shared/i18n/pseudo-language';
import { useBrowserApp } from './support/app';
import { firstText, htmlLanguage, recordFirstText, speakPseudo } from './support/languages';
import { overflows } from './support/overflows';
import { screenshot } from './support/browser';
import {
  DARK_THEME,
  LIGHT_THEME,
  openTelegramPage,
  telegramInitData,
  telegramLaunchHash,
  type LaunchOptions,
} from './support/telegram';

const BOT_TOKEN = '123456:mini-app-languages-token';
let app: TestApp;
let browser: Browser;
useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

/** Where the screenshots of the languages go, for a person to look at. */
const SHOTS = process.env.LANGUAGE_SHOTS;

let nextUser = 7100;

/** The Mini App as a new Telegram user, launched with `options` (their `languageCode` among them). */
const openMiniApp = (options: LaunchOptions, path = '/telegram') =>
  openTelegramPage(browser, `${app.url}${path}${telegramLaunchHash(BOT_TOKEN, nextUser++, app.clock.now(), options)}`);

describe('the Mini App in the player’s Telegram language', () => {
  it.each([
    ['ru', 'Очки и профиль'],
    ['ja', 'ポイントとプロフィール'],
  ])('paints %s first for a Telegram user whose language it is', async (languageCode, profileLink) => {
    const page = await openMiniApp({ languageCode });
    await recordFirstText(page, '.top-bar .pill-button');
    await page.reload();
    await page.getByRole('link', { name: profileLink }).waitFor();
    expect(await firstText(page)).toBe(profileLink);
    expect(await htmlLanguage(page)).toEqual({ lang: languageCode, dir: 'ltr' });
    await page.context().close();
  });

  it('mirrors the Mini App for Arabic', async () => {
    const page = await openMiniApp({ languageCode: 'ar' });
    await page.getByRole('link', { name: 'النقاط والملف الشخصي' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    // The top row's links run from the right in Arabic: the archive's first, the profile's left of it.
    const links = page.locator('.top-bar .top-links a');
    const archive = (await links.first().boundingBox())!;
    const profile = (await links.last().boundingBox())!;
    expect(profile.x + profile.width).toBeLessThanOrEqual(archive.x + 1);
    await page.context().close();
  });

  it('reads the finished card in Arabic: the NFT’s number once, its names isolated', async () => {
    const telegramId = nextUser++;
    seedWalletUser(app, `rArFinished${'X'.repeat(23)}`, {
      username: `telegram:${telegramId}`,
      telegramId: String(telegramId),
    });
    const round = await app.currentRound();
    const authorization = `tma ${telegramInitData(BOT_TOKEN, telegramId, app.clock.now())}`;
    await app.client().post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id }, { authorization });
    const page = await openTelegramPage(
      browser,
      `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, telegramId, app.clock.now(), { languageCode: 'ar' })}`,
    );
    await page.getByRole('heading', { name: 'اكتمل التحدي!' }).waitFor();
    await page.getByText(new RegExp(`^[^#]+#${round.nft.nftId}( · .+)?$`)).waitFor();
    await screenshot(page, 'miniapp-arabic-finished', { fullPage: false });
    await page.context().close();
  });

  it('switches language from the profile’s menu at once', async () => {
    const page = await openMiniApp({ languageCode: 'en' }, '/telegram/bwif-points');
    const menu = page.getByRole('combobox', { name: 'Language' });
    expect((await menu.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await menu.locator('option').allTextContents()).toContain('العربية');
    await menu.selectOption('es');
    await page.getByRole('heading', { name: 'Puntos BWIF', exact: true }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'es', dir: 'ltr' });
    expect(await page.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('es');
    await page.context().close();
  });

  it('loads the catalog of Telegram’s language beside /api/me, not after its answer', async () => {
    const page = await openMiniApp({ languageCode: 'es' });
    await page.getByRole('link', { name: 'Puntos y perfil' }).waitFor();
    const times: Record<string, number> = {};
    page.on('request', (request) => {
      if (/\/telegram\/assets\/es-[\w-]+\.js$/.test(request.url())) times.catalog ??= Date.now();
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/me') times.me ??= Date.now();
    });
    // A slow /api/me: the chunk must not wait for it.
    await page.route(/\/api\/me(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.reload();
    await page.getByRole('link', { name: 'Puntos y perfil' }).waitFor();
    expect(times.catalog).toBeLessThan(times.me! - 400);
    await page.context().close();
  });

  it('fits a pseudo-language 40% longer at 390×844: nothing overflows or is cut', async () => {
    const page = await openMiniApp({ languageCode: 'en' }, '/telegram/bwif-points');
    await speakPseudo(page, ['common', 'miniapp']);
    await page.reload();
    await page.getByRole('heading', { name: pseudo('BWIF Points'), exact: true }).waitFor();
    expect(await overflows(page)).toEqual([]);
    await page.goto(page.url().replace('/bwif-points', ''));
    await page.getByRole('link', { name: pseudo('Points & profile') }).waitFor();
    expect(await overflows(page)).toEqual([]);
    await page.context().close();
  });

  it.runIf(SHOTS)(
    'takes the game, the boards and the profile in Spanish, Japanese and Arabic, light and dark',
    async () => {
      mkdirSync(SHOTS!, { recursive: true });
      for (const languageCode of ['es', 'ja', 'ar']) {
        for (const [themeName, theme] of [
          ['light', LIGHT_THEME],
          ['dark', DARK_THEME],
        ] as const) {
          const shot = (page: Page, name: string) =>
            page.screenshot({ path: join(SHOTS!, `miniapp-${languageCode}-${themeName}-${name}.png`) });
          const game = await openMiniApp({ languageCode, theme });
          await game.locator('.top-bar').waitFor();
          await game.waitForTimeout(1_000);
          await shot(game, 'game');
          await game.getByRole('tablist').first().scrollIntoViewIfNeeded();
          await game.waitForTimeout(500);
          await shot(game, 'boards');
          await game.context().close();
          const profile = await openMiniApp({ languageCode, theme }, '/telegram/bwif-points');
          await profile.locator('.page-title').waitFor();
          await profile.waitForTimeout(800);
          await shot(profile, 'profile');
          await profile.context().close();
        }
      }
    },
  );
});
