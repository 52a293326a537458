import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WALLETS, type TestApp } from '@app/api/testing/harness';
import { asReturningVisitor, PHONE, screenshot } from './support/browser';
import { useBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

describe('the web game opened as a Xaman xApp', () => {
  it("signs in without a QR from the launch token and follows Xaman's theme", async () => {
    // The development wallet stands in for Xaman: a one-time token for the account, in the URL Xaman opens.
    const minted = await app.client().post('/dev/xaman/xapp', { account: WALLETS.carol, style: 'MOONLIGHT' });
    const context = await browser.newContext({ viewport: PHONE });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto(minted.body.url);
    await page.getByRole('button', { name: `Wallet ${WALLETS.carol}` }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // The used token leaves the address bar: a reload does not send it again, and the session stays.
    expect(new URL(page.url()).searchParams.get('xAppToken')).toBeNull();
    await screenshot(page, 'web-xapp-dark', { fullPage: false });
    await page.reload();
    await page.getByRole('button', { name: `Wallet ${WALLETS.carol}` }).waitFor({ timeout: 15_000 });

    const light = await app.client().post('/dev/xaman/xapp', { account: WALLETS.alice, style: 'LIGHT' });
    const other = await browser.newContext({ viewport: PHONE });
    await asReturningVisitor(other);
    const lightPage = await other.newPage();
    await lightPage.goto(light.body.url);
    await lightPage.getByRole('button', { name: `Wallet ${WALLETS.alice}` }).waitFor({ timeout: 15_000 });
    expect(await lightPage.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await screenshot(lightPage, 'web-xapp-light', { fullPage: false });
    await context.close();
    await other.close();
  });
});
