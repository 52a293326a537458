import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '@app/api/testing/harness';
import { CATALOG_LANGUAGE_ATTRIBUTE } from '@app/shared/build/i18n-catalogs';
import { LANGUAGES } from '@app/shared/i18n/languages';
import { useBrowserApp } from './support/app';
import { newPage, PHONE } from './support/browser';

let app: TestApp;
let browser: Browser;
useBrowserApp((parts) => ({ app, browser } = parts));

/** The catalog chunks the page links for preload, by language. */
function linkedCatalogs(html: string): Record<string, string> {
  const links = html.matchAll(new RegExp(`<link [^>]*href="([^"]+)"[^>]*${CATALOG_LANGUAGE_ATTRIBUTE}="([^"]+)"`, 'g'));
  return Object.fromEntries([...links].map(([, href, language]) => [language!, href!]));
}

describe('the web page preloads its language’s catalog', () => {
  it('links the Japanese chunk alone for a Japanese browser, and the page’s script takes it from the preload', async () => {
    const html = await (await fetch(app.url, { headers: { 'accept-language': 'ja,en;q=0.5' } })).text();
    const linked = linkedCatalogs(html);
    expect(Object.keys(linked)).toEqual(['ja']);
    expect(linked.ja).toMatch(/^\/assets\/ja-[\w-]+\.js$/);

    const { context, page } = await newPage(browser, PHONE, { locale: 'ja' });
    const catalogRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (LANGUAGES.some((language) => path.startsWith(`/assets/${language}-`))) catalogRequests.push(path);
    });
    await page.goto(app.url);
    await page.getByRole('heading', { name: '今日のNFTチャレンジ' }).waitFor();
    expect(catalogRequests).toEqual([linked.ja]);
    await context.close();
  });

  it('links the English chunk alone for an English browser', async () => {
    const html = await (await fetch(app.url, { headers: { 'accept-language': 'en-US' } })).text();
    expect(Object.keys(linkedCatalogs(html))).toEqual(['en']);
  });
});
