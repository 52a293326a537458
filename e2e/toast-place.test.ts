import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { useBrowserApp } from './support/app';
import { newPage, PHONE, screenshot, signIn } from './support/browser';

let app: TestApp;
let browser: Browser;
useBrowserApp((started) => ({ app, browser } = started));

describe('a toast on a phone', () => {
  it('leaves Submit Guess free after a miss right after signing in', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await signIn(page, WALLETS.alice);
    await page.getByLabel('NFT ID Number').fill(wrongGuess((await app.currentRound()).nft.nftId));
    const submit = page.getByRole('button', { name: 'Submit Guess' });
    await submit.click();
    await page.getByText('Not quite!').first().waitFor();
    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .locator('li')
      .first();
    await toast.waitFor();
    // Where a phone leaves the form after typing: at the bottom of the screen.
    await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const [toastBox, submitBox] = [(await toast.boundingBox())!, (await submit.boundingBox())!];
    const overlaps =
      toastBox.y < submitBox.y + submitBox.height &&
      submitBox.y < toastBox.y + toastBox.height &&
      toastBox.x < submitBox.x + submitBox.width &&
      submitBox.x < toastBox.x + toastBox.width;
    await screenshot(page, 'toast-after-miss', { fullPage: false });
    expect(overlaps).toBe(false);
    await context.close();
  });
});
