import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminClient, seedTiedBoard, type TestApp } from '@app/api/testing/harness';
import { seedPlayDays } from '@app/api/testing/insights-fixture';
import { DESKTOP, PHONE, screenshot, screenshotRegions, seriousViolations, smallTapTargets } from './support/browser';
import { adminPage, useBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

/** The admin, from the admin page's Insights button, on the Insights page with its charts drawn. */
async function insightsPage(viewport = DESKTOP): Promise<Page> {
  const page = await adminPage(browser, app, viewport);
  // The range buttons count back from the browser's today: the server's test clock's.
  await page.clock.setSystemTime(app.clock.now());
  await page.getByRole('link', { name: 'Insights' }).click();
  await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();
  await page.getByRole('img', { name: 'Players a day, new and returning' }).waitFor();
  // The sign-in's toast goes by itself; the screenshots show the page without it.
  await page.getByText('Wallet connected').first().waitFor({ state: 'hidden', timeout: 15_000 });
  return page;
}

const cardTable = (page: Page, title: string) => page.getByRole('group', { name: `${title}: the numbers` });

describe('the Insights page', () => {
  it('draws 60 days of play with a table under each chart, a CSV per table, on a desktop and a phone, axe-clean', async () => {
    await seedPlayDays(app, 60);
    // An archived week, for the raffle's card.
    await seedTiedBoard(app, 5);
    expect((await (await adminClient(app)).post('/api/admin/force-weekly-archive')).status).toBe(200);
    const page = await insightsPage();
    await page.getByRole('img', { name: 'Raffle entrants a period' }).waitFor();
    // Last 30 days by default: a row a day, the same numbers as the API.
    const players = cardTable(page, 'Players a day');
    await expect.poll(() => players.getByRole('row').count()).toBe(31);
    const answer = await page.evaluate(async () => (await fetch('/api/admin/insights')).json());
    const today = answer.days.at(-1);
    const todayRow = players.getByRole('row', { name: new RegExp(`^${today.day}`) });
    expect(await todayRow.getByRole('cell').allTextContents()).toEqual(
      [today.players, today.newPlayers, today.returningPlayers, today.guesses, today.wins].map(String),
    );
    for (const name of [
      'Players a day on the web, in the Mini App and in the xApp',
      "Share of each day's new players who played again 1, 7 and 30 days later",
      "Each round's games: won on the 1st, 2nd or 3rd try, or lost",
      'Ads rewarded, invites and reminders a day',
    ]) {
      await page.getByRole('img', { name }).waitFor();
    }
    expect(await cardTable(page, 'Each round').getByRole('row').count()).toBe(answer.rounds.length + 1);
    expect(await cardTable(page, 'Coming back').getByRole('row').count()).toBe(31);
    // Newest first, the year on every day, today's numbers marked as partial.
    expect(await players.getByRole('rowheader').first().textContent()).toBe(`${today.day} (today, so far)`);
    expect(await players.getByRole('rowheader').nth(1).textContent()).toBe(answer.days.at(-2).day);
    // Today's cohort: its D1, D7 and D30 have not come, so none reads "0 (0%)".
    const todayCohort = cardTable(page, 'Coming back').getByRole('row', { name: new RegExp(`^${today.day}`) });
    expect(await todayCohort.getByRole('cell').allTextContents()).toEqual([
      String(answer.retention.at(-1).players),
      'not yet',
      'not yet',
      'not yet',
    ]);
    await page.getByRole('list', { name: 'Colour key: share back' }).getByText('not yet').waitFor();

    const csv = await page.getByRole('link', { name: 'Download CSV of Each round' }).getAttribute('href');
    const download = await page.evaluate(async (href) => (await fetch(href!)).text(), csv);
    expect(download.split('\r\n')[0]).toBe('roundId,day,nftId,name,players,wins,first,second,third,lost');
    const raffle = cardTable(page, 'Raffle');
    await expect.poll(() => raffle.getByRole('row').count()).toBe(2);
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV of Raffle' }).click(),
    ]);
    expect(saved.suggestedFilename()).toBe('insights-raffle.csv');
    const raffleFile = readFileSync((await saved.path())!, 'utf8');
    expect(raffleFile.split('\r\n')[0]).toBe('periodId,weekStart,weekEnd,entrants,prizeDrops,paidDrops');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'desktop-insights');

    await page.getByRole('button', { name: 'Last 90 days' }).click();
    // 60 days of play in a 90-day range: the days before it are there, with zeros.
    await expect.poll(() => players.getByRole('row').count()).toBe(91);
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(() => players.getByRole('row').count()).toBe(8);
    await page.getByLabel('From').fill('2026-10-01');
    await page.getByLabel('To').fill('2026-10-10');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => players.getByRole('row').count()).toBe(11);
    // Days to come have no numbers: the picker stops at today, the server refuses past it.
    expect(await page.getByLabel('To').getAttribute('max')).toBe(today.day);
    const tomorrow = new Date(Date.parse(`${today.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('To').fill(tomorrow);
    await page.getByRole('button', { name: 'Show' }).click();
    expect(await page.getByLabel('To').evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
    expect(await players.getByRole('row').count()).toBe(11);

    const phone = await insightsPage(PHONE);
    // Nothing of the page runs past a phone's width; the wide tables scroll inside their cards.
    const beyond = await phone.evaluate(
      (width) =>
        Array.from(document.querySelectorAll('main *'))
          .filter((element) => element.getBoundingClientRect().right > width && !element.closest('.overflow-auto'))
          .map((element) => element.tagName),
      PHONE.width,
    );
    expect(beyond).toEqual([]);
    expect(await smallTapTargets(phone, 'main')).toEqual([]);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'phone-insights');
    await screenshot(phone, 'phone-insights-first-screen', { fullPage: false });
    await screenshotRegions(phone, [
      ['Coming back', 'phone-insights-retention'],
      ['Each round', 'phone-insights-rounds'],
    ]);

    // The admin calendar's past days: how each of the last week's rounds ended, as the insights count it.
    const yesterday = answer.rounds.at(-2);
    for (const [viewport, name] of [
      [DESKTOP, 'desktop-calendar-past-days'],
      [PHONE, 'phone-calendar-past-days'],
    ] as const) {
      const admin = await adminPage(browser, app, viewport);
      const past = admin.getByTestId(`calendar-past-${yesterday.day}`);
      await past.waitFor();
      const [first, second, third] = yesterday.byAttempt;
      expect(await past.textContent()).toContain(
        `${yesterday.players} players, ${yesterday.wins} wins (1st try ${first}, 2nd ${second}, 3rd ${third}), ${yesterday.lost} lost`,
      );
      expect(await admin.getByRole('region', { name: 'Past 7 days' }).getByRole('listitem').count()).toBe(7);
      await screenshotRegions(admin, [['Past 7 days', name]]);
    }
  });
});
