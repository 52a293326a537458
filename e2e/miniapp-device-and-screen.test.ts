import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { howToPlaySeenKeyOf } from '@app/shared/client/game-flow/how-to-play';
import { seedWalletUser, boardAddress, type TestApp } from '@app/api/testing/harness';
import { screenshot, seriousViolations, smallTapTargets } from './support/browser';
import { useBrowserApp } from './support/app';
import {
  DARK_THEME,
  deviceStorageOf,
  eventsOf,
  LIGHT_THEME,
  openTelegramPage,
  telegramLaunchHash,
  type TelegramPageOptions,
} from './support/telegram';

const BOT_TOKEN = '123456:device-and-screen-test-token';
const GUESS_FIELD = 'Enter NFT ID (e.g. 385 or #385)';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  start: '2026-11-16T09:00:00Z',
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
});

/** The Mini App at `path` for Telegram user `telegramId`, in a stand-in client of `version`. */
function openMiniApp(
  telegramId: number,
  {
    version,
    path = '/telegram',
    theme = LIGHT_THEME,
    ...page
  }: TelegramPageOptions & {
    version: string;
    path?: string;
    theme?: Record<string, string>;
  },
): Promise<Page> {
  const launch = telegramLaunchHash(BOT_TOKEN, telegramId, app.clock.now(), { version, theme });
  return openTelegramPage(browser, `${app.url}${path}${launch}`, page);
}

const storageCalls = async (page: Page) => [
  ...(await eventsOf(page, 'web_app_device_storage_get_key')),
  ...(await eventsOf(page, 'web_app_device_storage_save_key')),
];

describe("the device's flags in Telegram's DeviceStorage", () => {
  it('reads and writes the flag through Telegram where the client has it (Bot API 9.0)', async () => {
    await seedWalletUser(app, boardAddress(5), { telegramId: '901' });
    const seenKey = howToPlaySeenKeyOf('901');
    const first = await openMiniApp(901, { version: '9.0', firstVisit: true });
    await first.getByRole('dialog', { name: 'How to Play' }).waitFor();
    expect(await eventsOf(first, 'web_app_device_storage_get_key')).toContainEqual(
      expect.objectContaining({ key: seenKey }),
    );
    await expect.poll(() => deviceStorageOf(first)).toHaveProperty(seenKey);
    const kept = await deviceStorageOf(first);
    await first.context().close();

    // Another launch whose browser storage holds nothing: Telegram's copy keeps the sheet closed.
    const again = await openMiniApp(901, { version: '9.0', firstVisit: true, deviceStorage: kept });
    await again.getByPlaceholder(GUESS_FIELD).waitFor();
    await expect.poll(() => eventsOf(again, 'web_app_device_storage_get_key')).toHaveLength(1);
    expect(await again.getByRole('dialog', { name: 'How to Play' }).count()).toBe(0);
    await again.context().close();
  });

  it("uses the browser's storage alone on an older client", async () => {
    const page = await openMiniApp(902, { version: '8.0', firstVisit: true });
    await page.getByRole('dialog', { name: 'How to Play' }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), howToPlaySeenKeyOf('902'))).not.toBeNull();
    expect(await storageCalls(page)).toEqual([]);
    await page.context().close();
  });
});

describe('vertical swipes while typing a guess', () => {
  it('are held while the guess field has focus and let go on blur (Bot API 7.7)', async () => {
    await seedWalletUser(app, boardAddress(1), { telegramId: '903' });
    const page = await openMiniApp(903, { version: '8.0' });
    const field = page.getByPlaceholder(GUESS_FIELD);
    await field.focus();
    await expect.poll(() => eventsOf(page, 'web_app_setup_swipe_behavior')).toEqual([{ allow_vertical_swipe: false }]);
    await field.blur();
    await expect
      .poll(() => eventsOf(page, 'web_app_setup_swipe_behavior'))
      .toEqual([{ allow_vertical_swipe: false }, { allow_vertical_swipe: true }]);
    await page.context().close();
  });

  it('are left alone on an older client', async () => {
    await seedWalletUser(app, boardAddress(2), { telegramId: '904' });
    const page = await openMiniApp(904, { version: '7.6' });
    const field = page.getByPlaceholder(GUESS_FIELD);
    await field.focus();
    await field.blur();
    await page.getByText('Attempt 1 of 3').waitFor();
    expect(await eventsOf(page, 'web_app_setup_swipe_behavior')).toEqual([]);
    await page.context().close();
  });
});

describe('full screen in the profile', () => {
  it('asks Telegram to go full screen and back (Bot API 8.0), in both themes', async () => {
    await seedWalletUser(app, boardAddress(3), { telegramId: '905' });
    for (const [theme, name] of [
      [LIGHT_THEME, 'light'],
      [DARK_THEME, 'dark'],
    ] as const) {
      const page = await openMiniApp(905, { version: '8.0', path: '/telegram/bwif-points', theme });
      const toggle = page.getByRole('switch', { name: /Full screen/ });
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(false);
      await toggle.click({ force: true });
      await expect.poll(() => eventsOf(page, 'web_app_request_fullscreen')).toHaveLength(1);
      await expect.poll(() => toggle.isChecked()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await smallTapTargets(page, 'body')).toEqual([]);
      await screenshot(page, `miniapp-fullscreen-profile-${name}`);
      await toggle.click({ force: true });
      await expect.poll(() => eventsOf(page, 'web_app_exit_fullscreen')).toHaveLength(1);
      await expect.poll(() => toggle.isChecked()).toBe(false);
      await page.context().close();
    }
  });

  it('is not offered on an older client', async () => {
    await seedWalletUser(app, boardAddress(4), { telegramId: '906' });
    const page = await openMiniApp(906, { version: '7.10', path: '/telegram/bwif-points' });
    await page.getByRole('switch', { name: /High contrast/ }).waitFor();
    expect(await page.getByRole('switch', { name: /Full screen/ }).count()).toBe(0);
    await page.context().close();
  });
});
