import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
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

/**
 * The server and Chromium of one test file: started before its tests, closed after them.
 * Read `app` and `browser` from the returned object inside the tests.
 */
export function browserAppPerFile(options?: Parameters<typeof startTestApp>[0]): { app: TestApp; browser: Browser } {
  const running = {} as { app: TestApp; browser: Browser; close?: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(running, await startBrowserApp(options));
  });
  afterAll(() => running.close?.());
  return running;
}
