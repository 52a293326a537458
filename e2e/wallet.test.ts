import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WALLETS, type TestApp } from '@app/api/testing/harness';
import { asReturningVisitor, newPage, PHONE, screenshot, signIn, SIGN_IN_WAIT } from './support/browser';
import { useBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function openSignInDialog(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with wallet' });
  await dialog
    .getByText('By signing in with your wallet, you agree to our Terms of Service and Privacy Policy.')
    .waitFor();
  return dialog;
}

describe('wallet sign-in in a browser', () => {
  it('shows a QR code on a desktop, and Cancel and the X go back and close', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url);
    const dialog = await openSignInDialog(page);
    await dialog.getByRole('button', { name: 'Xaman Wallet' }).click();
    await dialog.getByText('Scan with Xaman App').waitFor();
    await dialog.getByRole('img', { name: 'Xaman sign-in QR code' }).waitFor();
    expect(await dialog.getByRole('link', { name: /\/dev\/xaman\// }).getAttribute('href')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/dev\/xaman\//,
    );
    await screenshot(page, 'desktop-wallet-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Xaman Wallet' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('offers the Xaman app on a phone, with the phone wording when it fails', async () => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: IPHONE, hasTouch: true, isMobile: true });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto(app.url);
    const dialog = await openSignInDialog(page);
    await dialog.getByRole('button', { name: 'Connect Xaman Wallet' }).click();
    const openApp = dialog.getByRole('link', { name: 'Open Xaman App' });
    expect(await openApp.getAttribute('href')).toMatch(/\/dev\/xaman\//);
    expect(await dialog.getByText('Scan with Xaman App').count()).toBe(0);
    await screenshot(page, 'phone-wallet-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Connect Xaman Wallet' }).click();

    const wallet = await context.newPage();
    await wallet.goto((await openApp.getAttribute('href'))!);
    await wallet.getByRole('button', { name: 'Reject' }).click();
    await wallet.close();
    await page.getByText('Failed to connect. Please try again or use the QR code.').first().waitFor(SIGN_IN_WAIT);
    await dialog.getByRole('button', { name: 'Connect Xaman Wallet' }).waitFor();
    await context.close();
  });

  it('says so when the sign-in is rejected in the wallet', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url);
    const dialog = await openSignInDialog(page);
    await dialog.getByRole('button', { name: 'Xaman Wallet' }).click();
    const approvalUrl = await dialog.getByRole('link', { name: /\/dev\/xaman\// }).getAttribute('href');
    const wallet = await context.newPage();
    await wallet.goto(approvalUrl!);
    await wallet.getByRole('button', { name: 'Reject' }).click();
    await wallet.close();
    await page.getByText('Connection failed').first().waitFor(SIGN_IN_WAIT);
    await page.getByText('Failed to connect wallet. Please try again.').first().waitFor();
    await dialog.getByRole('button', { name: 'Xaman Wallet' }).waitFor();
    await context.close();
  });

  it('treats a stored wallet without a session as disconnected', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript((wallet) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('walletAddress', wallet);
        localStorage.setItem('walletType', 'xaman');
        sessionStorage.setItem('seeded', '1');
      }
    }, WALLETS.carol);
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    await page.getByRole('button', { name: 'Connect wallet' }).first().waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('walletAddress'))).toBeNull();
    await context.close();
  });

  it('copies the address and disconnects through the server session', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.goto(app.url);
    await signIn(page, WALLETS.alice);
    expect(await page.evaluate(() => localStorage.getItem('walletAddress'))).toBe(WALLETS.alice);

    await page.getByRole('button', { name: `Wallet ${WALLETS.alice}` }).click();
    await page.getByRole('menuitem', { name: 'View on Ledger' }).waitFor();
    await page.getByRole('menuitem', { name: 'Copy Address' }).click();
    await page.getByText('Address copied').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WALLETS.alice);

    await page.getByRole('button', { name: `Wallet ${WALLETS.alice}` }).click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('walletAddress'))).toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    const me = await page.evaluate(() => fetch('/api/me').then((response) => response.json()));
    expect(me.walletAddress).toBeNull();
    await context.close();
  });
});
