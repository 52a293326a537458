import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@app/api/testing/harness';
import { useBrowserApp } from './support/app';
import { newPage, PHONE, screenshot } from './support/browser';

/** The development balances' holder: on the holders board with a balance to show. */
const HOLDER = 'rDemoHo1derXXXXXXXXXXXXXXXXXXXXXX';
let app: TestApp;
let browser: Browser;
useBrowserApp((started) => ({ app, browser } = started));

/** The holder signs in and wins today's round, which puts them on the holders board. */
beforeAll(async () => {
  const holder = app.client();
  const created = await holder.post('/api/wallet/xaman/create', {});
  await app.client().post(`/dev/xaman/${created.body.uuid}/approve`, { account: HOLDER });
  await holder.get(`/api/wallet/xaman/status/${created.body.uuid}`);
  const round = await app.currentRound();
  expect((await holder.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id })).status).toBe(200);
});

describe('the holders table on a phone', () => {
  it.each([
    ['es-ES', 'Clasificaciones'],
    ['ar', 'لوحات الصدارة'],
  ])('in %s scrolls inside its card and shows that it does', async (locale, boardsName) => {
    const { context, page } = await newPage(browser, PHONE, { locale });
    await page.goto(app.url);
    const table = page.getByRole('region', { name: boardsName }).getByRole('table');
    await table.waitFor();
    const scroller = page.getByRole('region', { name: boardsName }).locator('[role="group"]:has(table)');
    const { scrolls, cue } = await scroller.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      cue: getComputedStyle(element).backgroundImage,
    }));
    expect(scrolls).toBe(true);
    expect(cue).toContain('gradient');
    // The table scrolls, the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, `holders-table-${locale}`, { fullPage: false });
    await context.close();
  });
});
