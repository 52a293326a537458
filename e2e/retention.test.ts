import { reminders } from '@app/db/schema/retention';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WALLETS, type TestApp } from '@app/api/testing/harness';
import { join } from 'node:path';
import { newPage, PHONE, SCREENSHOTS, screenshot, seriousViolations, signIn, smallTapTargets } from './support/browser';
import { useBrowserApp } from './support/app';
import { darkScreenshot } from './support/themes';
import {
  DARK_THEME,
  eventsOf,
  type InitDataOptions,
  LIGHT_THEME,
  openTelegramPage,
  sendEvent,
  telegramInitData,
  telegramLaunchHash,
} from './support/telegram';

/** The reminder's switch: the profile also holds the high-contrast and full-screen ones. */
const REMINDER_SWITCH = { name: 'Remind me if I have not played' };

const BOT_TOKEN = '123456:retention-test-token';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_MINIAPP_SHORT_NAME: 'play' },
});

const openPointsInTelegram = (userId: number, theme: Record<string, string>, options: InitDataOptions = {}) =>
  openTelegramPage(
    browser,
    `${app.url}/telegram/bwif-points${telegramLaunchHash(BOT_TOKEN, userId, app.clock.now(), { theme, ...options })}`,
  );

const reminderOf = (telegramId: string) => {
  const user = app.db.select().from(users).where(eq(users.telegramId, telegramId)).get()!;
  return app.db.select().from(reminders).where(eq(reminders.userId, user.id)).get();
};

/**
 * Every control of the new sections is a full tap target and they are axe clean. The web's
 * switch input is visually hidden (1x1): its whole row is the label a finger taps, measured instead.
 */
async function checkSections(page: Page, scopes: string[]): Promise<void> {
  for (const scope of scopes) {
    expect((await smallTapTargets(page, scope)).filter((target) => !target.endsWith(' 1x1'))).toEqual([]);
    expect(await seriousViolations(page, scope)).toEqual([]);
  }
  const row = await page.locator('label', { has: page.getByRole('switch', REMINDER_SWITCH) }).boundingBox();
  expect(row!.height).toBeGreaterThanOrEqual(44);
}

const MINIAPP_SECTIONS = ['.reminder-section', '.invite-section'];

const WEB_SECTIONS = ['section:has(#reminder-title)', 'section:has(#invite-title)'];

describe('reminders and invites in the Mini App', () => {
  it('asks Telegram before the bot may write, then turns the reminder on; shares the invite link', async () => {
    const page = await openPointsInTelegram(8801, LIGHT_THEME);
    await page.getByText('Daily reminder').waitFor();
    const link = page.getByText(/^https:\/\/t\.me\/bwif_guess_bot\/play\?startapp=ref_/);
    await link.waitFor();
    await checkSections(page, MINIAPP_SECTIONS);
    await screenshot(page, 'miniapp-retention-light');

    await page.getByRole('switch', REMINDER_SWITCH).click({ force: true });
    await expect.poll(() => eventsOf(page, 'web_app_request_write_access')).toHaveLength(1);
    await sendEvent(page, 'write_access_requested', { status: 'allowed' });
    await expect.poll(() => reminderOf('8801')?.enabled).toBe(true);
    await expect.poll(() => page.getByRole('switch', REMINDER_SWITCH).isChecked()).toBe(true);
    expect(reminderOf('8801')?.utcOffsetMinutes).toBe(0);

    await page.getByRole('button', { name: 'Share invite link' }).click();
    const [opened] = await eventsOf(page, 'web_app_open_tg_link');
    const shared = new URL(`https://t.me${opened.path_full}`);
    expect(shared.pathname).toBe('/share/url');
    expect(shared.searchParams.get('url')).toBe(await link.innerText());
    await page.context().close();
  });

  it('leaves the reminder off when the player refuses Telegram’s question', async () => {
    const page = await openPointsInTelegram(8802, DARK_THEME);
    await page.getByText('Daily reminder').waitFor();
    await checkSections(page, MINIAPP_SECTIONS);
    await screenshot(page, 'miniapp-retention-dark');
    await page.getByRole('switch', REMINDER_SWITCH).click({ force: true });
    await expect.poll(() => eventsOf(page, 'web_app_request_write_access')).toHaveLength(1);
    await sendEvent(page, 'write_access_requested', { status: 'cancelled' });
    await page
      .getByRole('alert')
      .getByText('Telegram did not let the bot message you, so reminders stay off.')
      .waitFor();
    expect(await page.getByRole('switch', REMINDER_SWITCH).isChecked()).toBe(false);
    expect(reminderOf('8802')?.enabled ?? false).toBe(false);
    expect(await seriousViolations(page, '.reminder-section')).toEqual([]);
    await screenshot(page, 'miniapp-reminder-denied-dark', { fullPage: false });
    // Nothing was saved: after a reload the switch is still off.
    await page.reload();
    await page.getByText('Daily reminder').waitFor();
    expect(await page.getByRole('switch', REMINDER_SWITCH).isChecked()).toBe(false);
    await page.context().close();
  });

  it('does not ask when the launch data already lets the bot write, and keeps the hour', async () => {
    const page = await openPointsInTelegram(8804, LIGHT_THEME, { allowsWriteToPm: true });
    await page.getByText('Daily reminder').waitFor();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/reminder'));
    await page.getByLabel('Reminder time').selectOption('21');
    expect((await saved).status()).toBe(200);
    await page.locator('.picker-value', { hasText: '21:00' }).waitFor();
    const reminderSwitch = page.getByRole('switch', { name: 'Remind me if I have not played' });
    await expect.poll(() => reminderSwitch.isEnabled()).toBe(true);
    await reminderSwitch.click({ force: true });
    await expect.poll(() => reminderOf('8804')).toMatchObject({ enabled: true, localHour: 21 });
    await expect.poll(() => reminderSwitch.isChecked()).toBe(true);
    expect(await eventsOf(page, 'web_app_request_write_access')).toEqual([]);
    await screenshot(page, 'miniapp-reminder-on-light', { fullPage: false });

    await page.reload();
    await page.getByText('Daily reminder').waitFor();
    await expect.poll(() => page.getByRole('switch', REMINDER_SWITCH).isChecked()).toBe(true);
    expect(await page.getByLabel('Reminder time').inputValue()).toBe('21');
    await page.context().close();
  });
});

describe('reminders and invites on the web', () => {
  it('keeps ?ref= until a new player signs in, and shows the invite and, once Telegram is linked, the reminder', async () => {
    const inviter = app.client();
    await inviter.signIn(WALLETS.alice);
    const { code } = (await inviter.get('/api/me')).body.invite;

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${app.url}/?ref=${code}`);
    await page.goto(`${app.url}/bwif-points`);
    await signIn(page, WALLETS.carol);
    await page.getByRole('heading', { name: 'Invite friends' }).waitFor();
    expect((await inviter.get('/api/me')).body.invite).toMatchObject({ invited: 1 });
    // A web-only player has no reminder to set.
    expect(await page.getByRole('heading', { name: 'Daily reminder' }).count()).toBe(0);
    await context.close();

    // Bob linked his wallet to Telegram in the Mini App; on the web he sets the reminder too.
    const headers = { authorization: `tma ${telegramInitData(BOT_TOKEN, 8803, app.clock.now())}` };
    const created = await app.client().post('/api/wallet/xaman/create', {}, headers);
    await app.client().post(`/dev/xaman/${created.body.uuid}/approve`, { account: WALLETS.bob });
    await app.client().get(`/api/wallet/xaman/status/${created.body.uuid}`, headers);

    const web = await newPage(browser, PHONE);
    await web.page.goto(`${app.url}/bwif-points`);
    await signIn(web.page, WALLETS.bob);
    await web.page.getByRole('heading', { name: 'Daily reminder' }).waitFor();
    await web.page.getByRole('combobox', { name: 'Reminder time' }).click();
    await web.page.getByRole('option', { name: '08:00' }).waitFor();
    expect(await seriousViolations(web.page, '[role="listbox"]')).toEqual([]);
    expect(await smallTapTargets(web.page, '[role="listbox"]')).toEqual([]);
    await screenshot(web.page, 'web-reminder-hour-open', { fullPage: false });
    await web.page.getByRole('option', { name: '08:00' }).click();
    // Choosing the hour saves it, and the switch is disabled while a save is under way: a
    // click landing in that moment is ignored, as for a player, so it is clicked until it holds.
    const reminderSwitch = web.page.getByRole('switch', REMINDER_SWITCH);
    await expect
      .poll(async () => {
        if ((await reminderSwitch.isEnabled()) && !(await reminderSwitch.isChecked())) {
          await reminderSwitch.click({ force: true });
        }
        return reminderOf('8803');
      })
      .toMatchObject({ enabled: true, localHour: 8 });
    await expect.poll(() => web.page.getByRole('switch', REMINDER_SWITCH).isChecked()).toBe(true);
    await checkSections(web.page, WEB_SECTIONS);
    await web.page.getByText('Wallet connected').first().waitFor({ state: 'hidden', timeout: 15_000 });
    await screenshot(web.page, 'web-retention-points');
    await darkScreenshot(web.page, 'web-retention-points');
    await web.context.close();
  });

  it('shows the admin the top inviters', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${app.url}/admin`);
    await signIn(page, app.deps.settings.adminWallet);
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Top Inviters' }) });
    await card.getByRole('cell', { name: '1' }).first().waitFor();
    expect(await card.getByRole('row').nth(1).innerText()).toMatch(/rA1ic\.\.\.XXXXX\s+1\s+0/);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: join(SCREENSHOTS, 'web-admin-top-inviters.png') });
    await context.close();
  });
});
