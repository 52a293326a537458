import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot } from './support/browser';
import { useBrowserApp } from './support/app';
import { behindSwitchablePort, type Outage } from './support/outage';
import { LIGHT_THEME, openTelegramPage, sendEvent, telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:outage-test-token';
/** How long the server stays away, as in the walk that found the screens stuck. */
const OUTAGE_MS = 10_000;
/** The backoff tries again 2, 4, 8 s after a failure: the next try after a 10 s outage is at most 8 s away. */
const RECOVERY_WAIT = { timeout: 25_000 };
const CANNOT_REACH = "Can't reach the game";

let app: TestApp;
let browser: Browser;
let outage: Outage;

useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
afterEach(() => outage?.stop());

/** The server away for the outage while `duringOutage` runs (then the rest of the 10 s), then back. */
async function outageOf(page: Page, duringOutage: () => Promise<void>): Promise<void> {
  const stopped = Date.now();
  await outage.stop();
  await duringOutage();
  await page.waitForTimeout(Math.max(0, OUTAGE_MS - (Date.now() - stopped)));
  await outage.start();
}

describe('a screen that failed while the server was away', () => {
  it('on the web keeps the header and recovers by itself once the server is back', async () => {
    outage = await behindSwitchablePort(app.url);
    const { page } = await newPage(browser, PHONE);
    await page.goto(outage.url);
    await page.getByRole('button', { name: 'Connect wallet' }).first().waitFor();
    await outageOf(page, async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Archive' }).click();
      await page.getByRole('alert').getByText(CANNOT_REACH).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await screenshot(page, 'outage-web-failed');
    });
    await page.getByRole('heading', { name: 'Past puzzles', level: 1 }).waitFor(RECOVERY_WAIT);
    expect(await page.getByText(CANNOT_REACH).count()).toBe(0);
    await screenshot(page, 'outage-web-recovered');
    await page.context().close();
  });

  it('in the Mini App fails only where it failed, top bar kept, and recovers without a tap', async () => {
    outage = await behindSwitchablePort(app.url);
    const launch = telegramLaunchHash(BOT_TOKEN, 4242, app.clock.now(), { theme: LIGHT_THEME });
    const page = await openTelegramPage(browser, `${outage.url}/telegram/bwif-points${launch}`);
    await page.getByRole('heading', { name: 'BWIF Points', level: 1 }).first().waitFor();
    await outageOf(page, async () => {
      // Home: the boards' code, not yet loaded, cannot be fetched.
      await sendEvent(page, 'back_button_pressed');
      await page.getByText(CANNOT_REACH).first().waitFor();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await screenshot(page, 'outage-miniapp-failed');
    });
    await page.getByRole('tablist', { name: 'Leaderboards' }).waitFor(RECOVERY_WAIT);
    await page.getByRole('tab', { name: 'Regular Leaderboard' }).waitFor();
    expect(await page.getByText(CANNOT_REACH).count()).toBe(0);
    await page.context().close();
  });

  it('in the Mini App a board\'s "could not load" clears by itself', async () => {
    outage = await behindSwitchablePort(app.url);
    const launch = telegramLaunchHash(BOT_TOKEN, 4343, app.clock.now(), { theme: LIGHT_THEME });
    const page = await openTelegramPage(browser, `${outage.url}/telegram${launch}`);
    await page.getByRole('tab', { name: 'Regular Leaderboard' }).waitFor();
    await outageOf(page, async () => {
      await page.getByRole('tab', { name: 'Regular Leaderboard' }).click();
      await page.getByText('Failed to load leaderboard').waitFor({ timeout: 15_000 });
    });
    await page.getByText('Failed to load leaderboard').waitFor({ state: 'detached', ...RECOVERY_WAIT });
    await screenshot(page, 'outage-miniapp-board-recovered');
    await page.context().close();
  });
});
