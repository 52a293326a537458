import { groupMembers } from '@app/db/schema/groups';
import { inviteCodes, reminders } from '@app/db/schema/retention';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, WALLETS, type TestApp } from '@app/api/testing/harness';
import { confirmMember, registerGroup } from '@app/api/features/groups/store';
import { asReturningVisitor, PHONE, screenshot, seriousViolations, smallTapTargets } from './support/browser';
import { useBrowserApp } from './support/app';
import {
  DARK_THEME,
  eventsOf,
  LIGHT_THEME,
  openTelegramPage,
  telegramInitData,
  telegramLaunchHash,
} from './support/telegram';
import type { LaunchOptions } from './support/telegram';

// Issue 36, as a new Telegram player meets the Mini App: each test one finding.
const BOT_TOKEN = '123456:newcomer-test-token';
const BOT = 'bwif_guess_bot';
let app: TestApp;
let browser: Browser;

// Telegram confirms any membership it is asked about: only a group the bot knows has a board.
useBrowserApp((started) => ({ app, browser } = started), {
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, ADSGRAM_BLOCK_ID: 'test-block', TELEGRAM_BOT_USERNAME: BOT },
  overrides: { groupChats: { isMember: async () => true, post: async () => 'sent' } },
});

interface OpenOptions extends LaunchOptions {
  timezoneId?: string;
}

/** The Mini App in the stand-in Telegram client as Telegram user `userId`. */
const openInTelegram = (userId: number, path = '/telegram', { timezoneId, ...launch }: OpenOptions = {}) =>
  openTelegramPage(
    browser,
    `${app.url}${path}${telegramLaunchHash(BOT_TOKEN, userId, app.clock.now(), { theme: DARK_THEME, ...launch })}`,
    { timezoneId },
  );

const asTelegramUser = (userId: number) => ({
  authorization: `tma ${telegramInitData(BOT_TOKEN, userId, app.clock.now())}`,
});

/** A screen a new player looks at: no control under 44 px, nothing axe calls serious. */
async function checkScreen(page: Page, name: string): Promise<void> {
  expect(await smallTapTargets(page, 'body')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, name, { fullPage: false });
}

describe('the Mini App as a new Telegram player meets it (issue 36)', () => {
  it('offers Delete My Data to a player with no wallet, and erases their reminder, invite and groups', async () => {
    const telegramId = 5101;
    const headers = asTelegramUser(telegramId);
    const client = app.client();
    const reminder = { enabled: true, hour: 9, utcOffsetMinutes: 0 };
    expect((await client.request('PUT', '/api/me/reminder', { json: reminder, headers })).status).toBe(200);
    expect((await client.get('/api/me', headers)).body.invite.code).toBeTruthy();
    await registerGroup(app.deps.database, { chatId: '-1007007', title: 'Frogs' }, app.clock.now());
    await confirmMember(app.deps.database, '-1007007', String(telegramId), app.clock.now());
    const player = app.db
      .select()
      .from(users)
      .where(eq(users.telegramId, String(telegramId)))
      .get()!;

    const page = await openInTelegram(telegramId, '/telegram/bwif-points');
    await page.getByRole('button', { name: 'Delete My Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your data?' });
    await dialog.getByText(/your reminder, invite link and group memberships/).waitFor();
    await checkScreen(page, 'miniapp-erase-without-wallet');
    await dialog.getByRole('button', { name: 'Delete My Data' }).click();
    await page.getByText('Your data was deleted').waitFor();

    expect(app.db.select().from(users).where(eq(users.id, player.id)).get()?.telegramId).toBeNull();
    expect(app.db.select().from(reminders).where(eq(reminders.userId, player.id)).all()).toEqual([]);
    expect(app.db.select().from(inviteCodes).where(eq(inviteCodes.userId, player.id)).all()).toEqual([]);
    expect(
      app.db
        .select()
        .from(groupMembers)
        .where(eq(groupMembers.telegramId, String(telegramId)))
        .all(),
    ).toEqual([]);
    await page.context().close();
  });

  it('says it waits for Xaman, offers Cancel, and tells a player without Xaman what it is and where to get it', async () => {
    const page = await openInTelegram(5102);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByText('Waiting for approval in Xaman…').waitFor();
    await page.getByText(/Xaman is a free wallet app for the XRP Ledger/).waitFor();
    await checkScreen(page, 'miniapp-waiting-for-xaman');
    await page.getByRole('button', { name: 'Get Xaman' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'miniapp-xaman-help', { fullPage: false });

    await page.getByRole('button', { name: 'Get Xaman' }).click();
    await expect.poll(() => eventsOf(page, 'web_app_open_link')).toContainEqual({ url: 'https://xaman.app' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await page.getByText('Waiting for approval in Xaman…').count()).toBe(0);
    expect(await page.getByText('Connection failed').count()).toBe(0);
    await page.context().close();

    // Telegram's day theme reads as well.
    const day = await openInTelegram(5108, '/telegram', { theme: LIGHT_THEME });
    await day.getByRole('button', { name: 'Connect Wallet' }).click();
    await day.getByText('Waiting for approval in Xaman…').waitFor();
    await checkScreen(day, 'miniapp-waiting-for-xaman-light');
    await day.context().close();
  });

  it('says it waits for Xaman on the web too, with where to get Xaman', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto(app.url);
    await page.getByRole('button', { name: 'Connect wallet' }).first().click();
    await page.getByRole('button', { name: 'Connect Xaman Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with wallet' });
    await dialog.getByText('Waiting for approval in Xaman…').waitFor();
    await dialog.getByText(/Xaman is a free wallet app for the XRP Ledger/).waitFor();
    expect(await dialog.getByRole('link', { name: 'Get Xaman' }).getAttribute('href')).toBe('https://xaman.app');
    expect(await smallTapTargets(page, '[role="dialog"]')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'web-waiting-for-xaman', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Connect Xaman Wallet' }).waitFor();
    await context.close();
  });

  it("heads the points page, shows the player's own total and what BWIF points bring", async () => {
    await seedWalletUser(app, WALLETS.alice, { telegramId: '5103', bwifPoints: 37 });
    const page = await openInTelegram(5103, '/telegram/bwif-points', { theme: LIGHT_THEME });
    await page.getByText('Your BWIF points').waitFor();
    // The screen opens on its title (telegram-ui's section headers are headings too).
    expect(await page.getByRole('heading').first().textContent()).toBe('BWIF Points');
    await page.getByTestId('own-points').getByText('37').waitFor();
    await page.getByText(/ranks you on the all-time board/).waitFor();
    await checkScreen(page, 'miniapp-points-total');
    await page.context().close();
  });

  it('says ads are not available after the ad service failed, and stops inviting taps until it is back', async () => {
    await seedWalletUser(app, WALLETS.bob, { telegramId: '5104' });
    const page = await openInTelegram(5104);
    await page.route('https://sad.adsgram.ai/**', (route) => route.abort());
    const stub = await page.evaluate(() => {
      const global = window as unknown as { Adsgram?: unknown; __adsgram?: unknown };
      global.__adsgram = global.Adsgram;
      delete global.Adsgram;
      return true;
    });
    expect(stub).toBe(true);
    const watch = page.getByRole('button', { name: 'Watch Ad +5 points (3 left)' }).last();
    await watch.click();
    await page.getByText('Ad Service Unavailable').waitFor({ timeout: 20_000 });
    await page
      .getByText(/^Ads are not available right now/)
      .first()
      .waitFor();
    expect(await watch.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Refresh ad count' }).count()).toBe(0);
    await page
      .getByText(/^Ads are not available right now/)
      .last()
      .evaluate((line) => line.scrollIntoView({ block: 'center' }));
    await checkScreen(page, 'miniapp-ads-unavailable');

    // The service back, the Mini App finds it again when the player returns to it.
    await page.unroute('https://sad.adsgram.ai/**');
    await page.evaluate(() => {
      const global = window as unknown as { Adsgram?: unknown; __adsgram?: unknown };
      global.Adsgram = global.__adsgram;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => watch.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText(/^Ads are not available right now/).count()).toBe(0);
    await page.context().close();
  });

  it("names the player's time zone beside the reminder hour", async () => {
    const page = await openInTelegram(5105, '/telegram/bwif-points', { timezoneId: 'Asia/Kolkata' });
    // Chromium names the zone by its older id, Asia/Calcutta.
    const zone = page.getByText(/^Your time zone: India Standard Time \(Asia\/(Kolkata|Calcutta)\)$/);
    await zone.waitFor();
    await zone.scrollIntoViewIfNeeded();
    await checkScreen(page, 'miniapp-reminder-time-zone');
    await page.context().close();
  });

  it('gives the next step for a group whose board it may not show: add the bot to the group', async () => {
    const page = await openInTelegram(5106, '/telegram', { startParam: 'g_m1009009' });
    await page.getByText(/Only members of the group see its board/).waitFor({ timeout: 15_000 });
    const add = page.getByRole('button', { name: 'Add the bot to a group' });
    await add.scrollIntoViewIfNeeded();
    await checkScreen(page, 'miniapp-group-unknown');
    await add.click();
    await expect
      .poll(() => eventsOf(page, 'web_app_open_tg_link'))
      .toContainEqual({ path_full: `/${BOT}?startgroup=play` });
    await page.context().close();
  });

  it('says in one line what each of the three boards is', async () => {
    await seedWalletUser(app, WALLETS.carol, { telegramId: '5107' });
    const page = await openInTelegram(5107);
    const boards = page.getByRole('tabpanel');
    await boards.getByText(/holding at least 5,890,000 \$BWIF/).waitFor();
    await boards.scrollIntoViewIfNeeded();
    await checkScreen(page, 'miniapp-boards-explained');
    await page.getByRole('tab', { name: 'Regular Leaderboard' }).click();
    await boards.getByText(/Every player's points this week/).waitFor();
    await page.getByRole('link', { name: /Points & profile/ }).click();
    await page.getByText(/All-time points from games, ads and invites/).waitFor();
    await page.context().close();
  });
});
