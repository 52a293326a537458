import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WALLETS, type TestApp } from '@app/api/testing/harness';
import { LANGUAGE_COOKIE } from '@app/shared/i18n/languages';
import { useBrowserApp } from './support/app';
import { DESKTOP, newPage, signInByRequests } from './support/browser';
import { firstText, htmlLanguage, recordFirstText } from './support/languages';

let app: TestApp;
let browser: Browser;
useBrowserApp((parts) => ({ app, browser } = parts));

/** The game's title in each language the test goes through. */
const TITLE = {
  es: 'Reto NFT de hoy',
  'pt-BR': 'Desafio NFT de hoje',
  ja: '今日のNFTチャレンジ',
  ko: '오늘의 NFT 챌린지',
} as const;
type Shown = keyof typeof TITLE;

/** Chooses `language` in the header's menu (labelled in the page's language), and waits for the game's title in it. */
async function choose(page: Page, language: Shown): Promise<void> {
  await page.getByRole('banner').getByRole('combobox').selectOption(language);
  await page.getByRole('heading', { name: TITLE[language] }).waitFor();
}

/** The `language` cookie the server keeps in the browser. */
const languageCookie = async (context: BrowserContext) =>
  (await context.cookies(app.url)).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;

/** The language saved on the account of the wallet `wallet`. */
const savedLanguage = (wallet: string) =>
  app.db.select().from(users).where(eq(users.walletAddress, wallet)).get()?.language;

/** Loads the game page and answers the language it showed from its first paint. */
async function firstPaintedTitle(page: Page, language: Shown): Promise<string | undefined> {
  await recordFirstText(page, '#challenge-title');
  await page.goto(app.url);
  await page.getByRole('heading', { name: TITLE[language] }).waitFor();
  return firstText(page);
}

describe('the web’s language kept between a visitor and a player', () => {
  it('keeps a visitor’s choice in the cookie, a player’s on the account, and a visitor’s again after signing out', async () => {
    const { context, page } = await newPage(browser, DESKTOP, { locale: 'en-US' });
    await page.goto(app.url);
    await choose(page, 'es');
    expect(await languageCookie(context)).toBe('es');

    // Signed in, the visitor's choice carries on; the next is saved on the account.
    await signInByRequests(context, app.url, WALLETS.alice);
    await page.reload();
    await page.getByRole('heading', { name: TITLE.es }).waitFor();
    await choose(page, 'pt-BR');
    await expect.poll(() => savedLanguage(WALLETS.alice)).toBe('pt-BR');

    // Signed out, the browser's own choice again: in the cookie only, over the one the server wrote for the player.
    expect((await context.request.post(`${app.url}/api/session/logout`)).status()).toBe(204);
    await page.reload();
    await page.getByRole('heading', { name: TITLE['pt-BR'] }).waitFor();
    await choose(page, 'ja');
    expect(await languageCookie(context)).toBe('ja');
    expect(await firstPaintedTitle(page, 'ja')).toBe(TITLE.ja);
    expect(await htmlLanguage(page)).toEqual({ lang: 'ja', dir: 'ltr' });
    expect(savedLanguage(WALLETS.alice)).toBe('pt-BR');
    await context.close();

    // On another browser, whose visitor chose Korean, the player's saved choice wins once signed in.
    const other = await newPage(browser, DESKTOP, { locale: 'en-US' });
    await other.page.goto(app.url);
    await choose(other.page, 'ko');
    await signInByRequests(other.context, app.url, WALLETS.alice);
    expect(await firstPaintedTitle(other.page, 'pt-BR')).toBe(TITLE['pt-BR']);
    expect(await htmlLanguage(other.page)).toEqual({ lang: 'pt-BR', dir: 'ltr' });
    await other.context.close();
  });
});
