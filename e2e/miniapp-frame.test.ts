import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { createServer, type Server } from 'node:http';
import type { BrowserContext, Frame, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestApp, WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { launchBlockingThirdPartyCookies, PHONE, screenshot } from './support/browser';
import { DARK_THEME, pressMainButton, telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:framed-test-token';
const TELEGRAM_ID = 4242;
let app: TestApp;
let parent: Server;
let parentUrl: string;
let browser: { context: BrowserContext; close(): Promise<void> };

/**
 * Telegram Web's situation: the Mini App (http://127.0.0.1) framed by a page of another
 * site (http://localhost), in a browser that blocks third-party cookies.
 */
beforeAll(async () => {
  const parentPort = await freePort();
  parentUrl = `http://localhost:${parentPort}/`;
  app = await startTestApp({
    env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, FRAME_ANCESTORS: `http://localhost:${parentPort}` },
  });
  const miniAppUrl = `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, TELEGRAM_ID, app.clock.now(), { theme: DARK_THEME })}`;
  parent = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><html><head><title>Telegram Web stand-in</title></head>` +
        `<body style="margin:0"><iframe title="Mini App" src="${miniAppUrl}" ` +
        `style="border:0;width:100vw;height:100vh;display:block"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => parent.listen(parentPort, '127.0.0.1', resolve));
  browser = await launchBlockingThirdPartyCookies(PHONE);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => parent?.close(resolve));
  await app?.close();
});

function miniAppFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(app.url));
  if (!frame) throw new Error('the Mini App frame is not there');
  return frame;
}

/** What the frame's Web Storage and cookie jar allow it: the browser denies a third party both. */
function storageAndCookies(frame: Frame) {
  return frame.evaluate(() => {
    let sessionStorageError = '';
    try {
      void window.sessionStorage;
    } catch (error) {
      sessionStorageError = String(error);
    }
    document.cookie = 'probe=1; path=/';
    return { sessionStorageError, cookie: document.cookie };
  });
}

describe('the Mini App in a cross-site frame with third-party cookies blocked', () => {
  it('signs in through the wallet, plays and earns, every call signed with the launch data', async () => {
    const page = await browser.context.newPage();
    // The API calls the Mini App makes; its images are fetched by their opaque token, with no header.
    const apiCalls: Array<Promise<Record<string, string>>> = [];
    page.on('request', (request: Request) => {
      if (request.url().startsWith(`${app.url}/api/`) && request.resourceType() === 'fetch')
        apiCalls.push(request.allHeaders());
    });
    const signInCreated = page.waitForResponse((response) => response.url().endsWith('/api/wallet/xaman/create'));

    await page.goto(parentUrl);
    const frame = page.frameLocator('iframe[title="Mini App"]');
    await frame.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await storageAndCookies(miniAppFrame(page))).toEqual({
      sessionStorageError: expect.stringContaining('Access is denied for this document'),
      cookie: '',
    });
    expect(
      await miniAppFrame(page).evaluate(() =>
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
    await guessField.waitFor({ timeout: 15_000 });
    expect(app.db.select().from(users).where(eq(users.walletAddress, WALLETS.bob)).get()?.telegramId).toBe(
      String(TELEGRAM_ID),
    );

    const answer = (await app.currentRound()).nft.nftId;
    await guessField.fill(wrongGuess(answer));
    await pressMainButton(miniAppFrame(page));
    await frame.getByText('Not quite!').waitFor();
    await guessField.fill(answer);
    await pressMainButton(miniAppFrame(page));
    const result = frame.getByRole('dialog', { name: 'Game Complete!' });
    await result.getByText('You successfully identified the NFT!').waitFor();
    await screenshot(page, 'miniapp-framed-won');
    await result.getByRole('button', { name: 'Close' }).click();
    await frame.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();

    // The points page, reloaded in the frame: the launch parameters come back from the URL, not from storage.
    await frame.getByRole('link', { name: /Points & profile/ }).click();
    await frame.getByText('How to Earn BWIF Points').waitFor();
    await miniAppFrame(page).evaluate(() => location.reload());
    await frame.getByText('@ada_tg (You)').waitFor();
    expect(miniAppFrame(page).url()).toMatch(/\/telegram\/bwif-points#tgWebAppData=/);
    await screenshot(page, 'miniapp-framed-points');

    const headers = await Promise.all(apiCalls);
    expect(headers.length).toBeGreaterThan(5);
    for (const sent of headers) {
      expect(sent.authorization).toMatch(/^tma .*hash=/);
      expect(sent.cookie).toBeUndefined();
    }
    await page.close();
  });
});
