import type { Page } from 'playwright-core';
import { pseudoCatalog } from '@app/shared/i18n/pseudo-language';

/** Records the text of the first element matching `selector` as it first appeared, from the page's first script on. */
export async function recordFirstText(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    new MutationObserver((_, observer) => {
      const element = document.querySelector(wanted);
      if (!element) return;
      (window as unknown as { firstText: string }).firstText = element.textContent ?? '';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/** What `recordFirstText` saw. */
export const firstText = (page: Page) => page.evaluate(() => (window as unknown as { firstText?: string }).firstText);

/** `<html lang dir>` as the page has them. */
export const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** Serves English's chunk as the pseudo-language, 40% longer, made from the English catalogs here. */
export const speakPseudo = (page: Page, catalogs: Parameters<typeof pseudoCatalog>[0]) =>
  page.route(/\/assets\/en-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export default ${JSON.stringify(pseudoCatalog(catalogs))};`,
    }),
  );
