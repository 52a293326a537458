import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixedBalanceLedger } from '@app/api/adapters/ledger/fixed-balances';
import { NOT_ACTIVATED_MESSAGE } from '@app/api/features/wallet/activation';
import { WALLETS, type TestApp } from '@app/api/testing/harness';
import { catalogOf } from '@app/shared/i18n/catalog-files';
import { DESKTOP, newPage, seriousViolations, signIn } from './support/browser';
import { useBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  env: { REQUIRE_ACTIVATED_ACCOUNT: 'true' },
  overrides: { ledger: fixedBalanceLedger(new Map(), { unactivated: new Set([WALLETS.bob]) }) },
});

describe('a wallet not activated on the ledger, in a browser', () => {
  it('sees why it cannot play in place of the guess field', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(app.url);
    await signIn(page, WALLETS.bob);
    await page.getByRole('heading', { name: "Today's NFT Challenge" }).waitFor();
    await page.getByRole('alert').filter({ hasText: NOT_ACTIVATED_MESSAGE }).waitFor();
    expect(await page.getByLabel('NFT ID Number').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("says it in the player's language, not in the server's English", async () => {
    const { page, context } = await newPage(browser, DESKTOP, { locale: 'es-ES' });
    await page.goto(app.url);
    await signIn(page, WALLETS.bob);
    const spanish = catalogOf(['common'], 'es')['error.ACCOUNT_NOT_ACTIVATED']!;
    await page.getByRole('alert').filter({ hasText: spanish }).waitFor();
    expect(await page.getByText(NOT_ACTIVATED_MESSAGE).count()).toBe(0);
    await context.close();
  });
});
