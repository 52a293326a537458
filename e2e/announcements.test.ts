import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminClient, type TestApp } from '@app/api/testing/harness';
import { setMaintenance } from '@app/api/features/maintenance/service';
import { adminPage, useBrowserApp } from './support/app';
import { confirmAction, newPage, PHONE, screenshot, screenshotRegions, seriousViolations } from './support/browser';
import { DARK_THEME, LIGHT_THEME, openTelegramPage, telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:announcement-test-token';
const TEXT = 'Double points this weekend! Every correct guess counts twice until Sunday 23:59 UTC.';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

const openInTelegram = (userId: number, theme = DARK_THEME) =>
  openTelegramPage(browser, `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, userId, app.clock.now(), { theme })}`);

/** Posts an announcement through the admin's API, as the admin page does. */
async function announce(text: string): Promise<number> {
  const admin = await adminClient(app);
  const posted = await admin.post('/api/admin/announcements', { text });
  expect(posted.status).toBe(201);
  return posted.body.id;
}

async function endAll(): Promise<void> {
  const admin = await adminClient(app);
  for (const { id, current } of (await admin.get('/api/admin/announcements')).body) {
    if (current) await admin.post(`/api/admin/announcements/${id}/end`);
  }
}

/** Maintenance with the admin's message and an expected end `hoursAhead` of the player's clock (negative: gone by). */
async function maintenanceWithNotice(hoursAhead: number): Promise<void> {
  const until = new Date(Date.now() + hoursAhead * 3_600_000).toISOString();
  await setMaintenance({
    ctx: app.deps,
    input: { on: true, notice: { message: 'Moving to a faster server.', until } },
  });
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Announcement' });

/** Reloads the page and waits until the site status it asks for has answered and been drawn. */
async function reloadWithStatus(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/maintenance/status'));
  await page.reload();
  await answered;
  for (let frame = 0; frame < 3; frame++) await page.evaluate(() => new Promise(requestAnimationFrame));
}

describe('the announcement banner', () => {
  it('shows on the web game until the player dismisses it, and a new one shows again; not on the admin page', async () => {
    await announce(TEXT);
    try {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(app.url);
      await banner(page).getByText(TEXT).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'phone-announcement-banner', { fullPage: false });
      await page.goto(`${app.url}/admin`);
      await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
      expect(await banner(page).count()).toBe(0);

      await page.goto(app.url);
      await banner(page).getByRole('button', { name: 'Dismiss announcement' }).click();
      expect(await banner(page).count()).toBe(0);
      await reloadWithStatus(page);
      expect(await banner(page).count()).toBe(0);

      await announce('Maintenance tonight at 22:00 UTC.');
      await page.reload();
      await banner(page).getByText('Maintenance tonight at 22:00 UTC.').waitFor();
      await context.close();
    } finally {
      await endAll();
    }
  });

  it('shows in the Mini App in Telegram’s colours, and is dismissed there too', async () => {
    await announce(TEXT);
    try {
      for (const [theme, name] of [
        [DARK_THEME, 'miniapp-announcement-banner'],
        [LIGHT_THEME, 'miniapp-announcement-banner-day'],
      ] as const) {
        const page = await openInTelegram(901, theme);
        const shown = banner(page);
        await shown.getByText(TEXT).waitFor();
        const colours = await shown.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.color];
        });
        expect(colours).toEqual([hexToRgb(theme.secondary_bg_color), hexToRgb(theme.text_color)]);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, name, { fullPage: false });
        await page.context().close();
      }
      const page = await openInTelegram(902);
      await banner(page).getByRole('button', { name: 'Dismiss announcement' }).click();
      expect(await banner(page).count()).toBe(0);
      await reloadWithStatus(page);
      expect(await banner(page).count()).toBe(0);
      await page.context().close();
    } finally {
      await endAll();
    }
  });
});

describe('the maintenance screen', () => {
  it('on the web shows the admin’s message and expected end, and says so once the end has gone by', async () => {
    await maintenanceWithNotice(2);
    try {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(app.url);
      await page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
      await page.getByText('BWIF NFT Guess is temporarily unavailable for maintenance').waitFor();
      await page.getByText('Moving to a faster server.').waitFor();
      await page.getByText(/^Maintenance period: until \w{3}, \w{3} \d+, \d\d:\d\d/).waitFor();
      expect(await page.getByText('Maintenance period: Undetermined').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'phone-maintenance-notice');

      await maintenanceWithNotice(-1);
      await page.reload();
      await page.getByText(/^Maintenance period: taking longer than planned \(expected to end /).waitFor();
      await context.close();
    } finally {
      await setMaintenance({ ctx: app.deps, input: false });
    }
  });

  it('in the Mini App shows the same', async () => {
    await maintenanceWithNotice(2);
    try {
      const page = await openInTelegram(903);
      await page.getByText('Under Maintenance').waitFor();
      await page.getByText('Moving to a faster server.').waitFor();
      await page.getByText(/^Maintenance period: until /).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'miniapp-maintenance-notice', { fullPage: false });
      await page.context().close();
    } finally {
      await setMaintenance({ ctx: app.deps, input: false });
    }
  });
});

describe('the admin page', () => {
  it('posts and ends an announcement, and enables maintenance with a message and an expected end', async () => {
    for (const [viewport, suffix] of [
      [undefined, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await adminPage(browser, app, viewport);
      const card = page.getByRole('region', { name: 'Announcements' });
      // An end already gone by is refused under its field.
      await card.getByLabel('Announcement', { exact: true }).fill('Servers move tonight.');
      await card.getByLabel('Show until (optional)').fill('2020-01-01T10:00');
      await card.getByRole('button', { name: 'Post Announcement' }).click();
      await confirmAction(page, 'Post Announcement');
      await card.getByRole('alert').getByText('The end time must be in the future').waitFor();

      await card.getByLabel('Show until (optional)').fill('');
      await card.getByRole('button', { name: 'Post Announcement' }).click();
      await confirmAction(page, 'Post Announcement');
      await card.getByText(/^Showing/).waitFor();
      await card
        .getByRole('listitem')
        .filter({ hasText: /Showing/ })
        .getByText('Servers move tonight.')
        .waitFor();

      const maintenance = page.getByRole('region', { name: 'System Maintenance' });
      await maintenance.getByLabel('Message for players (optional)').fill('Moving to a faster server.');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotRegions(page, [
        ['System Maintenance', `admin-maintenance-notice-${suffix}`],
        ['Announcements', `admin-announcements-${suffix}`],
      ]);

      await card.getByRole('button', { name: 'End Announcement' }).click();
      await confirmAction(page, 'End Announcement');
      await card.getByText(/^Showing/).waitFor({ state: 'detached' });
      await card
        .getByText(/^Ended/)
        .first()
        .waitFor();
      await page.context().close();
    }

    const page = await adminPage(browser, app);
    const maintenance = page.getByRole('region', { name: 'System Maintenance' });
    await maintenance.getByLabel('Message for players (optional)').fill('Moving to a faster server.');
    await maintenance.getByRole('button', { name: 'Enable Maintenance' }).click();
    await confirmAction(page, 'Enable Maintenance');
    await maintenance.getByText('Players read: Moving to a faster server.').waitFor();
    await maintenance.getByText('Maintenance period: Undetermined').waitFor();
    await page.context().close();
    await setMaintenance({ ctx: app.deps, input: false });
  });
});

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
}
