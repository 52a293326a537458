import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWalletUser, startTestApp, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { registerGroup } from '@app/api/features/groups/store';
import { launchBlockingThirdPartyCookies, PHONE, screenshot } from './support/browser';
import { DARK_THEME, eventsOf, LIGHT_THEME, telegramInitData, telegramLaunchHash } from './support/telegram';
import { openInTelegramWeb, sendFromTelegramWeb, storageAndCookies } from './support/telegram-web';

/** The reminder's switch: the profile also holds the high-contrast and full-screen ones. */
const REMINDER_SWITCH = { name: 'Remind me if I have not played' };

const BOT_TOKEN = '123456:framed-retention-token';
const GUESS_FIELD = 'Enter NFT ID (e.g. 385 or #385)';
const GROUP_START = 'g_m1007007';
/** One Telegram player a test, each with a linked wallet. */
const PLAYERS = { streak: 6101, archive: 6102, points: 6103, group: 6104 };
let app: TestApp;
let browser: { context: BrowserContext; close(): Promise<void> };
let practiceRound: { id: number; answer: string };
let todaysAnswer: string;

const tma = (telegramId: number) => ({
  authorization: `tma ${telegramInitData(BOT_TOKEN, telegramId, app.clock.now())}`,
});

/**
 * The new screens of the Mini App as Telegram Web shows them: framed by another site, third-party
 * cookies blocked. Nov 19 nobody played (the archive's practice), on Nov 20 every player won
 * (a streak), Nov 21 is today.
 */
beforeAll(async () => {
  app = await startTestApp({
    env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_MINIAPP_SHORT_NAME: 'play' },
    // Telegram confirms every membership: the bot's side has its own API tests.
    overrides: { groupChats: { isMember: async () => true, post: async () => 'sent' } },
  });
  for (const telegramId of Object.values(PLAYERS))
    await seedWalletUser(app, `rFramed${telegramId}XXXXXXXXXXXXXXXXXXXXXX`, {
      username: `telegram:${telegramId}`,
      telegramId: String(telegramId),
    });
  app.clock.set('2026-11-19T09:00:00Z');
  const past = await app.currentRound();
  practiceRound = { id: past.id, answer: past.nft.nftId };
  app.clock.set('2026-11-20T09:00:00Z');
  const won = await app.currentRound();
  for (const telegramId of Object.values(PLAYERS))
    await app.client().post('/api/game/guess', { guess: won.nft.nftId, roundId: won.id }, tma(telegramId));
  app.clock.set('2026-11-21T09:00:00Z');
  todaysAnswer = (await app.currentRound()).nft.nftId;
  browser = await launchBlockingThirdPartyCookies(PHONE);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const openFramed = (
  path: string,
  telegramId: number,
  options: { theme: Record<string, string>; startParam?: string },
) =>
  openInTelegramWeb(
    browser.context,
    `${app.url}/telegram${path}${telegramLaunchHash(BOT_TOKEN, telegramId, app.clock.now(), options)}`,
  );

describe('the new Mini App screens in a cross-site frame with third-party cookies blocked', () => {
  it('ends today’s game with the streak kept, and the streak survives a reload', async () => {
    const { page, app: frame, frame: miniApp } = await openFramed('', PLAYERS.streak, { theme: DARK_THEME });
    await frame.getByPlaceholder(GUESS_FIELD).waitFor({ timeout: 15_000 });
    expect(await storageAndCookies(miniApp())).toEqual({
      sessionStorageError: expect.stringContaining('Access is denied for this document'),
      cookie: '',
      storageAccess: false,
    });
    await frame
      .getByText("Your 1-day play streak is at risk: play today's game to keep it.")
      .waitFor({ timeout: 15_000 });
    await frame.getByPlaceholder(GUESS_FIELD).fill(todaysAnswer);
    // Telegram Web draws the MainButton from the setup the frame posted to it, and sends its press back.
    await expect
      .poll(async () => (await eventsOf(page, 'web_app_setup_main_button')).at(-1)?.text)
      .toBe('Submit Guess');
    await sendFromTelegramWeb(page, 'main_button_pressed');
    const dialog = frame.getByRole('dialog', { name: 'Game Complete!' });
    await dialog
      .getByText('2-day play streak! New best! Come back tomorrow to keep it going.')
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'miniapp-framed-result-streak-dark', { fullPage: false });
    expect((await app.client().get('/api/me', tma(PLAYERS.streak))).body.streak).toMatchObject({ current: 2, best: 2 });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await frame.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();
    await miniApp().evaluate(() => location.reload());
    await frame.getByRole('heading', { name: 'Challenge Complete!' }).waitFor({ timeout: 15_000 });
    await frame.getByRole('link', { name: /Points & profile/ }).click();
    await frame.getByText('2-day play streak · Best 2').waitFor();
    await page.close();
  });

  it('lists the past puzzles and plays one for practice; the guess is kept after a reload', async () => {
    const { page, app: frame, frame: miniApp } = await openFramed('', PLAYERS.archive, { theme: LIGHT_THEME });
    await frame.getByRole('link', { name: 'Archive' }).click();
    await frame.getByText('Past puzzles').waitFor();
    await frame.getByRole('link', { name: /Fri, Nov 20.*Won in 1/ }).waitFor();
    expect(await frame.getByText('Sat, Nov 21').count()).toBe(0);
    await screenshot(page, 'miniapp-framed-archive-light', { fullPage: false });

    await frame.getByRole('link', { name: /Thu, Nov 19.*Not played/ }).click();
    await frame.getByText('Practice', { exact: true }).waitFor();
    await frame.getByPlaceholder(GUESS_FIELD).fill(wrongGuess(practiceRound.answer));
    const guessed = page.waitForResponse((response) =>
      response.url().endsWith(`/api/archive/${practiceRound.id}/guess`),
    );
    await sendFromTelegramWeb(page, 'main_button_pressed');
    expect((await guessed).status()).toBe(200);
    await frame.getByText('Difficulty: Medium').waitFor();
    await screenshot(page, 'miniapp-framed-practice-light', { fullPage: false });

    await miniApp().evaluate(() => location.reload());
    await frame.getByText('Difficulty: Medium').waitFor({ timeout: 15_000 });
    await frame.getByText('Attempts Left: 2').waitFor();
    const practice = await app.client().get(`/api/archive/${practiceRound.id}`, tma(PLAYERS.archive));
    expect(practice.body).toMatchObject({ practice: true, attemptsUsed: 1 });
    await page.close();
  });

  it('shares the invite link and sets the reminder through Telegram Web, kept after a reload', async () => {
    const {
      page,
      app: frame,
      frame: miniApp,
    } = await openFramed('/bwif-points', PLAYERS.points, {
      theme: DARK_THEME,
    });
    const link = frame.getByText(/^https:\/\/t\.me\/\w+\/play\?startapp=ref_/);
    await link.waitFor({ timeout: 15_000 });
    await frame.getByRole('button', { name: 'Share invite link' }).click();
    await expect.poll(() => eventsOf(page, 'web_app_open_tg_link')).toHaveLength(1);
    const [opened] = await eventsOf(page, 'web_app_open_tg_link');
    const shared = new URL(`https://t.me${opened.path_full}`);
    expect(shared.pathname).toBe('/share/url');
    expect(shared.searchParams.get('url')).toBe(await link.innerText());

    const hourSaved = page.waitForResponse((response) => response.url().endsWith('/api/me/reminder'));
    await frame.getByLabel('Reminder time').selectOption('7');
    expect((await hourSaved).status()).toBe(200);
    const reminderSwitch = frame.getByRole('switch', { name: 'Remind me if I have not played' });
    await expect.poll(() => reminderSwitch.isEnabled()).toBe(true);
    await reminderSwitch.click({ force: true });
    await expect.poll(() => eventsOf(page, 'web_app_request_write_access')).toHaveLength(1);
    const switchedOn = page.waitForResponse((response) => response.url().endsWith('/api/me/reminder'));
    await sendFromTelegramWeb(page, 'write_access_requested', { status: 'allowed' });
    expect((await switchedOn).status()).toBe(200);
    await expect.poll(() => reminderSwitch.isChecked()).toBe(true);
    await screenshot(page, 'miniapp-framed-points-reminder-dark', { fullPage: false });

    await miniApp().evaluate(() => location.reload());
    await frame.getByText('Daily reminder').waitFor({ timeout: 15_000 });
    await expect.poll(() => frame.getByRole('switch', REMINDER_SWITCH).isChecked()).toBe(true);
    expect(await frame.getByLabel('Reminder time').inputValue()).toBe('7');
    expect((await app.client().get('/api/me', tma(PLAYERS.points))).body.reminder).toMatchObject({
      enabled: true,
      hour: 7,
    });
    await page.close();
  });

  it('shows the group’s board when opened from the group (startapp=g_<id>)', async () => {
    await registerGroup(app.deps.database, { chatId: '-1007007', title: 'Frame Fans' }, app.clock.now());
    const boardAnswered = browser.context.waitForEvent(
      'response',
      (response) => new URL(response.url()).pathname === '/api/groups/m1007007/board',
    );
    const { page, app: frame } = await openFramed('', PLAYERS.group, { theme: LIGHT_THEME, startParam: GROUP_START });
    expect((await boardAnswered).status()).toBe(200);
    const board = frame.getByRole('region', { name: 'Frame Fans board' });
    await board.getByText('Today in Frame Fans').waitFor({ timeout: 15_000 });
    await board.getByText('@ada_tg (You)').first().waitFor();
    await board.getByText('Not played yet').waitFor();
    await board.getByText('This week in the group').waitFor();
    await board.scrollIntoViewIfNeeded();
    await screenshot(page, 'miniapp-framed-group-board-light', { fullPage: false });
    await page.close();
  });
});
