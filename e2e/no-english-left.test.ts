import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '@app/shared/i18n/catalog-files';
import type { Language } from '@app/shared/i18n/languages';
import { WALLETS, type TestApp } from '@app/api/testing/harness';
import { useBrowserApp } from './support/app';
import { newPage, PHONE } from './support/browser';
import { openTelegramPage, telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:no-english-left-token';
let app: TestApp;
let browser: Browser;
useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

/** A player who won today and then deleted their data: the points board names them with its stand-in. */
beforeAll(async () => {
  const player = app.client();
  await player.signIn(WALLETS.carol);
  const round = await app.currentRound();
  expect((await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id })).status).toBe(200);
  expect((await player.request('DELETE', '/api/me')).status).toBeLessThan(300);
});

type Front = 'web' | 'miniapp';

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The English catalog's messages that `language` words differently, as patterns of the whole
 * text (a simple placeholder stands for any words; plurals are left out): none may be on its screens.
 */
function englishOnly(front: Front, language: Language): RegExp[] {
  const english = catalogOf(['common', front], 'en');
  const own = catalogOf(['common', front], language);
  return (
    Object.entries(english)
      .filter(([id, words]) => own[id] !== words && !/\{\w+,/.test(words))
      // A message of placeholders and signs alone would match anyone's words.
      .filter(([, words]) => /[A-Za-z]{3}/.test(words.replace(/\{\w+\}/g, '')))
      .map(([, words]) => new RegExp(`^${escaped(words).replace(/\\?\{\w+\\?\}/g, '.+')}$`))
  );
}

/** Each visible text node's words and each accessible label on the page. */
const shownWords = (page: Page) =>
  page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent && parent.checkVisibility()) words.push(text);
    }
    for (const labelled of Array.from(document.querySelectorAll('[aria-label]')))
      words.push(labelled.getAttribute('aria-label')!.trim());
    return words;
  });

async function englishOn(page: Page, front: Front, language: Language): Promise<string[]> {
  const english = englishOnly(front, language);
  return (await shownWords(page)).filter((words) => english.some((pattern) => pattern.test(words)));
}

describe('a screen in another language shows no English catalog string', () => {
  for (const [language, locale] of [
    ['es', 'es-ES'],
    ['ru', 'ru-RU'],
    ['ar', 'ar'],
  ] as const) {
    it(`on the web in ${language}: the game, the archive and the points`, async () => {
      const { context, page } = await newPage(browser, PHONE, { locale });
      for (const path of ['/', '/archive', '/bwif-points']) {
        await page.goto(`${app.url}${path}`);
        await page.locator('main h1, main h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await englishOn(page, 'web', language), path).toEqual([]);
      }
      await context.close();
    });

    it(`in the Mini App in ${language}: the game and the profile`, async () => {
      const launch = telegramLaunchHash(BOT_TOKEN, 9100 + language.length, app.clock.now(), { languageCode: language });
      for (const path of ['/telegram', '/telegram/bwif-points']) {
        const page = await openTelegramPage(browser, `${app.url}${path}${launch}`);
        await page.locator('.top-bar, .page-title').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await englishOn(page, 'miniapp', language), path).toEqual([]);
        await page.context().close();
      }
    });
  }
});
