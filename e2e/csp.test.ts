import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '@app/api/testing/harness';
import { asReturningVisitor, DESKTOP, PHONE, signIn } from './support/browser';
import { useBrowserApp } from './support/app';
import { telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:csp-test-token';
/** An https host no policy of the web site names; the admin page may preview images from it. */
const FOREIGN_IMAGE = 'https://nft-images.example/frog.png';

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, ADSGRAM_BLOCK_ID: 'test-block' },
});

/**
 * A browser context whose every page, the ones it opens included, reports what its CSP
 * blocked: the `securitypolicyviolation` events and Chromium's own console errors.
 */
async function watchedContext(viewport: typeof DESKTOP): Promise<{ context: BrowserContext; reports: string[] }> {
  const context = await browser.newContext({ viewport });
  await asReturningVisitor(context);
  const reports: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      reports.push(`${message.page()?.url()}: ${message.text()}`);
    }
  });
  return { context, reports };
}

async function visit(page: Page, path: string, landmark: string | RegExp): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await page.getByText(landmark).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the Content Security Policy in a browser', () => {
  it('blocks nothing on any screen of the web site, the signed-in admin page and the development wallet', async () => {
    const { context, reports } = await watchedContext(DESKTOP);
    const page = await context.newPage();
    await visit(page, '/', 'Sign in to Play');
    await visit(page, '/terms', 'Terms and Conditions');
    await visit(page, '/leaderboard/history', 'Leaderboard History');
    await visit(page, '/bwif-points', 'BWIF Points Leaderboard');
    await visit(page, '/no-such-page', '404 Page Not Found');

    await visit(page, '/admin', 'Admin Access Required');
    // Opens the wallet dialog and approves on the development wallet's page.
    await signIn(page, app.deps.settings.adminWallet);
    await page.getByRole('heading', { name: 'System Maintenance' }).waitFor();
    await page.getByLabel('Image URL').fill(FOREIGN_IMAGE);
    await page.getByRole('button', { name: 'Preview' }).click();
    // The browser may try the host (it has no network, so the preview fails): CSP let it.
    await page.getByText('Failed to load image preview').first().waitFor();

    await visit(page, '/', "Today's NFT Challenge");
    await page.getByRole('button', { name: 'Submit Guess' }).waitFor();
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    expect(reports).toEqual([]);
    await context.close();
  });

  it('blocks nothing on the Mini App, opened with signed launch parameters, and its points page', async () => {
    const { context, reports } = await watchedContext(PHONE);
    // The Telegram client's side of the bridge; the Mini App posts its events to it.
    await context.addInitScript(() => Object.assign(window, { TelegramWebviewProxy: { postEvent: () => undefined } }));
    const page = await context.newPage();
    const launch = telegramLaunchHash(BOT_TOKEN, 4242, app.clock.now());
    await visit(page, `/telegram${launch}`, 'How to Play');
    await visit(page, `/telegram/bwif-points${launch}`, 'How to Earn BWIF Points');
    expect(reports).toEqual([]);
    await context.close();
  });

  it('reports what a page loads from a host its policy does not name (the check above can fail)', async () => {
    const { context, reports } = await watchedContext(DESKTOP);
    const page = await context.newPage();
    await visit(page, '/', 'Sign in to Play');
    await page.evaluate(
      (src) => document.body.append(Object.assign(document.createElement('img'), { src })),
      FOREIGN_IMAGE,
    );
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { text: '1' })));
    await expect.poll(() => reports.join('\n')).toMatch(/img-src.*nft-images\.example/s);
    expect(reports.join('\n')).toMatch(/script-src/);
    await context.close();
  });
});
