import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '@app/api/testing/harness';
import { launchBrowser } from './browser';

/** The server on a temp database with a manual clock, and a Chromium to drive it. */
export async function startBrowserApp(
  options?: Parameters<typeof startTestApp>[0],
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
