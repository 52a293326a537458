import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '@app/api/testing/harness';
import { DESKTOP, launchBrowser, newPage, signIn } from './browser';

type AppOptions = Parameters<typeof startTestApp>[0];

/** The server on a temp database with a manual clock, and a Chromium to drive it. */
export async function startBrowserApp(
  options?: AppOptions,
): Promise<{ app: TestApp; browser: Browser; close(): Promise<void> }> {
  const app = await startTestApp(options);
  const browser = await launchBrowser();
  return {
    app,
    browser,
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/**
 * A test file's server and Chromium: started before its tests, handed to `started` (which
 * keeps them in the file's own variables), both closed after its tests.
 */
export function useBrowserApp(
  started: (parts: { app: TestApp; browser: Browser }) => void,
  options?: AppOptions,
): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const parts = await startBrowserApp(options);
    close = parts.close;
    started(parts);
  });
  afterAll(() => close?.());
}

/** A page of its own signed in with the admin wallet on /admin, once its cards have loaded. */
export async function adminPage(browser: Browser, app: TestApp, viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.goto(`${app.url}/admin`);
  await signIn(page, app.deps.settings.adminWallet);
  await page.getByRole('heading', { name: 'Calendar' }).waitFor();
  return page;
}
