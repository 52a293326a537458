import { describe, expect, it } from 'vitest';
import { boardAddress, seedWalletUser, type TestApp } from '@app/api/testing/harness';
import { howToPlaySeenKeyOf } from '@app/shared/client/game-flow/how-to-play';
import type { launchBlockingThirdPartyCookies } from './support/browser';
import { eventsOf, LIGHT_THEME, telegramLaunchHash } from './support/telegram';
import { openInTelegramWeb, storageAndCookies, useTelegramWebApp } from './support/telegram-web';

const BOT_TOKEN = '123456:frame-device-storage-token';
const GUESS_FIELD = 'Enter NFT ID (e.g. 385 or #385)';
let app: TestApp;
let browser: Awaited<ReturnType<typeof launchBlockingThirdPartyCookies>>;

useTelegramWebApp(BOT_TOKEN, (started) => ({ app, browser } = started));

const openFramed = (telegramId: number, version: string) =>
  openInTelegramWeb(
    browser.context,
    `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, telegramId, app.clock.now(), { version, theme: LIGHT_THEME })}`,
  );

describe("how to play, remembered in Telegram's DeviceStorage in Telegram Web's frame", () => {
  it('is shown once, though the frame may not use the browser storage (Bot API 9.0)', async () => {
    await seedWalletUser(app, boardAddress(1), { telegramId: '911' });
    const first = await openFramed(911, '9.0');
    const sheet = first.app.getByRole('dialog', { name: 'How to Play' });
    await sheet.waitFor({ timeout: 15_000 });
    expect((await storageAndCookies(first.frame())).sessionStorageError).toContain('Access is denied');
    expect(await eventsOf(first.page, 'web_app_device_storage_save_key')).toContainEqual(
      expect.objectContaining({ key: howToPlaySeenKeyOf('911') }),
    );
    await first.page.close();

    const again = await openFramed(911, '9.0');
    await again.app.getByPlaceholder(GUESS_FIELD).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => eventsOf(again.page, 'web_app_device_storage_get_key'))
      .toContainEqual(expect.objectContaining({ key: howToPlaySeenKeyOf('911') }));
    expect(await again.app.getByRole('dialog', { name: 'How to Play' }).count()).toBe(0);
    await again.page.close();
  });

  it('asks nothing of an older client, which cannot keep it', async () => {
    await seedWalletUser(app, boardAddress(2), { telegramId: '912' });
    const page = await openFramed(912, '8.0');
    await page.app.getByPlaceholder(GUESS_FIELD).waitFor({ timeout: 15_000 });
    expect(await eventsOf(page.page, 'web_app_device_storage_get_key')).toEqual([]);
    expect(await page.app.getByRole('dialog', { name: 'How to Play' }).count()).toBe(0);
    await page.page.close();
  });
});
