import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@app/shared/constants';
import { seedWalletUser, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, smallTapTargets } from './support/browser';
import { useBrowserApp } from './support/app';
import { openTelegramPage, telegramLaunchHash } from './support/telegram';

const RULES_LINE = "Guess this NFT's ID number: 3 tries, the image clears after each miss.";
const BLUR_CAPTION = 'Image blur';

// Issue 37, item 2: what a newcomer reads on the first screen of a 390×844 phone.
const BOT_TOKEN = '123456:newcomer-first-screen-token';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

/** The element is drawn whole inside the phone's first screen: read without scrolling. */
async function expectInFirstScreen(element: Locator): Promise<void> {
  const box = (await element.boundingBox())!;
  expect(box.width).toBeGreaterThan(20);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

/** The how-to-play sheet (`selector` finds it for the tap-target check): axe-clean, Tab kept to it, and "Let's play" closes it. */
async function readAndDismissHowTo(page: Page, selector: string, shot: string): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'How to Play' });
  await sheet.getByText(RULES_LINE).waitFor();
  await sheet.getByText('You have 3 attempts per day').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await smallTapTargets(page, selector)).toEqual([]);
  await screenshot(page, shot, { fullPage: false });
  // Tab never reaches the page behind it (a native modal may hand focus to the browser's own bar).
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab');
    const behind = await sheet.evaluate(
      (element) =>
        !element.contains(document.activeElement) &&
        !!document.getElementById('root')?.contains(document.activeElement),
    );
    expect(behind).toBe(false);
  }
  await sheet.getByRole('button', { name: "Let's play" }).click();
  await sheet.waitFor({ state: 'detached' });
}

/** No sheet once the page has loaded and gone quiet: the sheet would have been asked for by then. */
async function expectNoHowTo(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('dialog', { name: 'How to Play' }).count()).toBe(0);
}

describe("a newcomer's first screen on a phone (issue 37, item 2)", () => {
  it('on the web: the name and the rules in view, how to play once, each attempts fact once, the blur named, the header links labelled', async () => {
    const { context, page } = await newPage(browser, PHONE, { firstVisit: true });
    await page.goto(app.url);
    await readAndDismissHowTo(page, '[role="dialog"]', 'newcomer-web-how-to-play');

    const rules = page.getByText(RULES_LINE);
    await expectInFirstScreen(rules);
    expect(await rules.innerText()).toContain(PRODUCT_NAME);
    const header = page.getByRole('banner');
    for (const label of ['Archive', 'BWIF Points']) await expectInFirstScreen(header.getByText(label, { exact: true }));

    // "Attempts Left" and "Attempt 1 of 3" are the spec's; nothing repeats the count.
    expect(await page.getByText('Attempts Left', { exact: true }).count()).toBe(1);
    await page.getByText('Attempt 1 of 3').waitFor();
    expect(await page.getByText(/Remaining attempts|attempts left today/i).count()).toBe(0);
    const difficulty = page.getByText('Difficulty: Hard');
    expect(await difficulty.locator('..').innerText()).toContain(BLUR_CAPTION);
    await screenshot(page, 'newcomer-web-first-screen', { fullPage: false });

    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    await expectNoHowTo(page);
    await context.close();
  });

  it('in the Mini App: the rules in view, how to play once per Telegram user, no marks repeating the attempts, the blur named', async () => {
    await seedWalletUser(app, 'rNewcomerMiniAppXXXXXXXXXXXXXXXXXX', { telegramId: '3721' });
    const launch = (userId: number) => `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, userId, app.clock.now())}`;
    // A Telegram user without a wallet yet: the newcomer.
    const page = await openTelegramPage(browser, launch(3722), { firstVisit: true });
    await readAndDismissHowTo(page, 'dialog[open]', 'newcomer-miniapp-how-to-play');

    await expectInFirstScreen(page.getByText(PRODUCT_NAME, { exact: true }));
    await expectInFirstScreen(page.getByText(RULES_LINE));
    await page.getByText('Attempt 1 of 3').waitFor();
    expect(await page.getByText(/Attempts Left/).count()).toBe(1);
    expect(await page.getByRole('list', { name: /attempts left/ }).count()).toBe(0);
    const difficulty = page.getByText('Difficulty: Hard');
    expect(await difficulty.locator('..').innerText()).toContain(BLUR_CAPTION);
    await screenshot(page, 'newcomer-miniapp-first-screen', { fullPage: false });

    await page.reload();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await expectNoHowTo(page);

    // Another Telegram account on the same phone has not seen it; a player's card goes without the rules line.
    const other = await page.context().newPage();
    await other.goto(launch(3721));
    await other.getByRole('dialog', { name: 'How to Play' }).getByText(RULES_LINE).waitFor();
    await other.getByRole('dialog').getByRole('button', { name: "Let's play" }).click();
    await other.getByRole('button', { name: 'Stats' }).waitFor();
    expect(await other.getByText(RULES_LINE).count()).toBe(0);
    await page.context().close();
  });
});
