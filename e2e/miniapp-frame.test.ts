import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { BrowserContext, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { screenshot, SIGN_IN_WAIT } from './support/browser';
import { DARK_THEME, telegramLaunchHash } from './support/telegram';
import { openInTelegramWeb, sendFromTelegramWeb, storageAndCookies, useTelegramWebApp } from './support/telegram-web';

const BOT_TOKEN = '123456:framed-test-token';
const TELEGRAM_ID = 4242;
let app: TestApp;
let browser: { context: BrowserContext; close(): Promise<void> };

/**
 * Telegram Web's situation: the Mini App (http://127.0.0.1) framed by a page of another site
 * (Telegram Web's own address, which the default frame-ancestors name), in a browser that
 * blocks third-party cookies.
 */
useTelegramWebApp(BOT_TOKEN, (parts) => ({ app, browser } = parts));

describe('the Mini App in a cross-site frame with third-party cookies blocked', () => {
  it('signs in through the wallet, plays and earns, every call signed with the launch data', async () => {
    // The API calls the Mini App makes; its images are fetched by their opaque token, with no header.
    const apiCalls: Array<Promise<Record<string, string>>> = [];
    const record = (request: Request) => {
      const fromMiniApp = request.frame().url().startsWith(`${app.url}/telegram`);
      if (fromMiniApp && request.url().startsWith(`${app.url}/api/`) && request.resourceType() === 'fetch')
        apiCalls.push(request.allHeaders());
    };
    browser.context.on('request', record);
    const {
      page,
      app: frame,
      frame: miniAppFrame,
    } = await openInTelegramWeb(
      browser.context,
      `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, TELEGRAM_ID, app.clock.now(), { theme: DARK_THEME })}`,
    );
    const signInCreated = page.waitForResponse((response) => response.url().endsWith('/api/wallet/xaman/create'));

    await frame.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await storageAndCookies(miniAppFrame())).toEqual({
      sessionStorageError: expect.stringContaining('Access is denied for this document'),
      cookie: '',
      storageAccess: false,
    });
    expect(
      await miniAppFrame().evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color'),
      ),
    ).toBe(DARK_THEME.bg_color);
    await screenshot(page, 'miniapp-framed-disconnected');

    // The Xaman app, here the development wallet, approves the sign-in the Mini App opened.
    await frame.getByRole('button', { name: 'Connect Wallet' }).click();
    const created = (await (await signInCreated).json()) as { deepLink: string | null; qrData: string };
    const wallet = await browser.context.newPage();
    await wallet.goto(created.deepLink ?? created.qrData);
    await wallet.getByLabel('XRPL account (r-address)').fill(WALLETS.bob);
    await wallet.getByRole('button', { name: 'Approve' }).click();
    await wallet.close();
    const guessField = frame.getByPlaceholder('Enter NFT ID (e.g. 385 or #385)');
    await guessField.waitFor(SIGN_IN_WAIT);
    expect(app.db.select().from(users).where(eq(users.walletAddress, WALLETS.bob)).get()?.telegramId).toBe(
      String(TELEGRAM_ID),
    );

    const answer = (await app.currentRound()).nft.nftId;
    await guessField.fill(wrongGuess(answer));
    await sendFromTelegramWeb(page, 'main_button_pressed');
    await frame.getByText('Not quite!').waitFor();
    await guessField.fill(answer);
    await sendFromTelegramWeb(page, 'main_button_pressed');
    const result = frame.getByRole('dialog', { name: 'Game Complete!' });
    await result.getByText('You successfully identified the NFT!').waitFor();
    await screenshot(page, 'miniapp-framed-won');
    await result.getByRole('button', { name: 'Close' }).click();
    await frame.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();

    // The points page, reloaded in the frame: the launch parameters come back from the URL, not from storage.
    await frame.getByRole('link', { name: /Points & profile/ }).click();
    await frame.getByText('How to Earn BWIF Points').waitFor();
    await miniAppFrame().evaluate(() => location.reload());
    await frame.getByText('@ada_tg (You)').waitFor();
    expect(miniAppFrame().url()).toMatch(/\/telegram\/bwif-points#tgWebAppData=/);
    await screenshot(page, 'miniapp-framed-points');

    browser.context.off('request', record);
    const headers = await Promise.all(apiCalls);
    expect(headers.length).toBeGreaterThan(5);
    for (const sent of headers) {
      expect(sent.authorization).toMatch(/^tma .*hash=/);
      expect(sent.cookie).toBeUndefined();
    }
    await page.close();
  });
});
