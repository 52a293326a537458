import { adIntents } from '@app/db/schema/ads';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boardAddress, seedWeeklyBoard, WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { DESKTOP, newPage, PHONE, screenshot, seriousViolations, SIGN_IN_WAIT } from './support/browser';
import { useBrowserApp } from './support/app';
import {
  DARK_THEME,
  eventsOf,
  firstScreenWithMainButton,
  LIGHT_THEME,
  mainButton,
  openTelegramPage,
  pressMainButton,
  sendEvent,
  telegramInitData,
  telegramLaunchHash,
  type LaunchOptions,
} from './support/telegram';
import { setMaintenance } from '@app/api/features/maintenance/service';
import { resetAdCounts } from '@app/api/features/ads/reset';

const BOT_TOKEN = '123456:mini-app-test-token';
const GUESS_FIELD = 'Enter NFT ID (e.g. 385 or #385)';
/** The height of the bar under the Mini App where Telegram draws the MainButton. */
const MAIN_BUTTON_BAR = 72;
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, ADSGRAM_BLOCK_ID: 'test-block' },
});

/** The Mini App in the stand-in Telegram client, dark theme unless told otherwise. */
const openInTelegram = (userId: number, path = '/telegram', options: LaunchOptions = {}) =>
  openTelegramPage(
    browser,
    `${app.url}${path}${telegramLaunchHash(BOT_TOKEN, userId, app.clock.now(), { theme: DARK_THEME, ...options })}`,
  );

/** How the Mini App of Telegram user `userId` authorizes its calls to the API. */
const asTelegramUser = (userId: number) => ({
  authorization: `tma ${telegramInitData(BOT_TOKEN, userId, app.clock.now())}`,
});

/** The chip of the day's `nth` guess (from 1), as read out: "#123 (missed)" or "#123 (correct)". */
const guessChip = (page: Page, nth: number, result: 'missed' | 'correct') =>
  page
    .getByRole('list', { name: 'Your guesses today' })
    .getByRole('listitem')
    .nth(nth - 1)
    .filter({ hasText: `(${result})` });

async function guess(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder(GUESS_FIELD).fill(text);
  await pressMainButton(page);
}

/** Connects `account` through the development Xaman page Telegram opened; the game takes the call to action's place without a reload. */
async function connectWallet(page: Page, account: string): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __beforeConnecting: true }));
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect.poll(() => eventsOf(page, 'web_app_open_link')).toHaveLength(1);
  const [{ url }] = await eventsOf(page, 'web_app_open_link');
  const wallet = await page.context().newPage();
  await wallet.goto(url);
  await wallet.getByLabel('XRPL account (r-address)').fill(account);
  await wallet.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'detached', ...SIGN_IN_WAIT });
  expect(await page.evaluate(() => '__beforeConnecting' in window)).toBe(true);
  await wallet.close();
}

/** Visible controls a finger cannot hit reliably: under 44 px either way. */
const smallTapTargets = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('button, a[href], [role="tab"], input'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && (box.height < 44 || box.width < 44);
      })
      .map((element) => `${element.tagName} ${element.textContent?.trim() || element.getAttribute('aria-label')}`),
  );

const cssColor = (page: Page, selector: string, property: 'color' | 'backgroundColor') =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element)[name], property);

const hapticKinds = async (page: Page) =>
  (await eventsOf(page, 'web_app_trigger_haptic_feedback')).map((event) => event.notification_type);

/**
 * Before connecting, Telegram user `userId` sees the server's visitor view of today's puzzle
 * (the most blurred image, no field, no Submit Guess) with Connect Wallet under it, both on
 * the first screen.
 */
async function seesThePuzzleAsAVisitor(page: Page, userId: number): Promise<void> {
  const visitorImage = (await app.client().get('/api/game/image', asTelegramUser(userId))).body;
  expect(visitorImage).toMatchObject({ blurLevel: 'high', attemptsUsed: 0, guesses: [] });
  expect(visitorImage.imageUrl).toMatch(/^\/api\/secure-images\//);

  const image = page.locator('img[elementtiming="game-image"]');
  expect(await image.getAttribute('src')).toBe(visitorImage.imageUrl);
  expect(await image.getAttribute('fetchpriority')).toBe('high');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('heading', { name: "Today's NFT Challenge" }).waitFor();
  await page.getByText('Difficulty: Hard').waitFor();
  await page.getByText('Attempt 1 of 3').waitFor();
  await page.getByText('Next Challenge In').waitFor();
  await page.getByText("Sign in with your Xaman wallet to play today's challenge.").waitFor();
  expect(await page.getByPlaceholder(GUESS_FIELD).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Stats' }).count()).toBe(0);
  expect((await eventsOf(page, 'web_app_setup_main_button')).filter((setup) => setup.is_visible)).toEqual([]);

  // The image first, Connect Wallet under it, and both whole on a 390x844 phone's first screen.
  const imageBox = (await image.boundingBox())!;
  const connectBox = (await page.getByRole('button', { name: 'Connect Wallet' }).boundingBox())!;
  expect(connectBox.y).toBeGreaterThan(imageBox.y + imageBox.height);
  expect(connectBox.y + connectBox.height).toBeLessThanOrEqual(PHONE.height);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'miniapp-visitor', { fullPage: false });
  await screenshot(page, 'miniapp-visitor-full');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'miniapp-visitor-desktop');
  await page.setViewportSize(PHONE);
}

describe('the Mini App in a browser', () => {
  it('asks for Telegram when opened in a plain browser, with the bot link from the settings and the web game', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(`${app.url}/telegram`);
    const heading = page.getByRole('heading', { name: 'Telegram Access Required', level: 1 });
    await heading.waitFor();
    await page.getByText('This app must be opened from Telegram').waitFor();
    // The instructions read after the heading, and the web game is a tap away.
    const instructions = page.getByText('Open our bot in Telegram and tap the Play button');
    expect((await instructions.boundingBox())!.y).toBeGreaterThan((await heading.boundingBox())!.y);
    expect(await page.getByRole('link', { name: 'Open the bot' }).getAttribute('href')).toBe(
      `https://t.me/${app.deps.settings.telegram.botUsername}`,
    );
    expect(await page.getByRole('link', { name: 'Play on the web' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'miniapp-access-required');
    await context.close();
  });

  it('plays a whole game natively: the puzzle before connecting, connect, a miss with its chip and ✗, a win with the result dialog, share, stats, countdown, the ad from the dialog', async () => {
    const page = await openInTelegram(777);
    await page.getByText('How to Play').waitFor();
    expect(app.db.select().from(users).where(eq(users.telegramId, '777')).get()?.telegramUsername).toBe('ada_tg');
    expect(await eventsOf(page, 'web_app_expand')).toHaveLength(1);
    // Telegram's header and background take the theme; its hint and button colours are made readable.
    expect(await eventsOf(page, 'web_app_set_background_color')).toContainEqual({ color: '#17212b' });
    expect(await eventsOf(page, 'web_app_set_header_color')).toContainEqual({ color: '#17212b' });
    expect(await cssColor(page, 'body', 'backgroundColor')).toBe('rgb(23, 33, 43)');
    await seesThePuzzleAsAVisitor(page, 777);

    await connectWallet(page, WALLETS.carol);
    // The visitor's puzzle is now the playing one.
    await page.getByPlaceholder(GUESS_FIELD).waitFor();
    await expect
      .poll(() => app.db.select().from(users).where(eq(users.walletAddress, WALLETS.carol)).get()?.telegramId)
      .toBe('777');
    // Disconnect lives on the points page now; the header is one row.
    expect(await page.getByRole('button', { name: 'Disconnect' }).count()).toBe(0);
    expect(await mainButton(page)).toMatchObject({ is_visible: true, text: 'Submit Guess', is_active: true });
    // The image, the attempt counter and the field fit the first screen of a 390x844 phone,
    // above the bar Telegram draws its MainButton in.
    for (const selector of ['.nft-image', '.attempt-row', `input[placeholder="${GUESS_FIELD}"]`]) {
      const box = (await page.locator(selector).first().boundingBox())!;
      expect(box.y + box.height, selector).toBeLessThanOrEqual(PHONE.height - MAIN_BUTTON_BAR);
    }
    expect(await page.locator('.countdown').innerText()).toMatch(/Next Challenge In\s+(14:00:00|13:5\d:\d\d)/);
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-playing');
    await firstScreenWithMainButton(page, 'miniapp-playing-first-screen', MAIN_BUTTON_BAR);

    const answer = (await app.currentRound()).nft.nftId;
    const miss = wrongGuess(answer);
    await guess(page, miss);
    await page.getByText('Not quite!').waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: `#${miss}` })
      .getByText('✗')
      .waitFor();
    await guessChip(page, 1, 'missed').waitFor();
    await page.getByText('Attempt 2 of 3').waitFor();
    expect(await hapticKinds(page)).toEqual(['error']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-miss');
    await firstScreenWithMainButton(page, 'miniapp-miss-first-screen', MAIN_BUTTON_BAR);
    // The banner goes after 5 seconds; the chip stays.
    await page.getByText('Not quite!').waitFor({ state: 'detached', timeout: 8_000 });
    await page.getByText(`#${miss}`).waitFor();

    await guess(page, answer);
    const dialog = page.getByRole('dialog', { name: 'Game Complete!' });
    await dialog.waitFor();
    await dialog.getByText('You successfully identified the NFT!').waitFor();
    await dialog.locator('.points-big .visually-hidden').getByText('5 points').waitFor();
    await expect.poll(() => dialog.locator('.points-big [aria-hidden]').innerText()).toBe('5 points');
    await dialog.getByText(`#${answer}`, { exact: true }).waitFor();
    for (const label of ['NFT ID', 'Name', 'Collection', 'Creator'])
      await dialog.getByText(label, { exact: true }).waitFor();
    const unblurred = (await app.client().get('/api/game/image?showUnblurred=true', asTelegramUser(777))).body.imageUrl;
    expect(await dialog.locator('img').getAttribute('src')).toBe(unblurred);
    expect(await hapticKinds(page)).toEqual(['error', 'success']);
    expect(await mainButton(page)).toMatchObject({ is_visible: true, text: 'Share Result' });
    expect(await dialog.locator('.countdown').innerText()).toMatch(/Next Challenge In\s+(14:00:00|13:5\d:\d\d)/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-result-dialog');

    // Share: the server cannot prepare a message here, so Telegram's share link opens.
    await pressMainButton(page);
    await expect.poll(() => eventsOf(page, 'web_app_open_tg_link')).toHaveLength(1);
    const [{ path_full: sharePath }] = await eventsOf(page, 'web_app_open_tg_link');
    const shared = new URL(`https://t.me${sharePath}`);
    expect(shared.pathname).toBe('/share/url');
    const roundNumber = (await app.client().get('/api/game/current')).body.roundNumber;
    expect(shared.searchParams.get('url')).toBe(
      `https://t.me/${app.deps.settings.telegram.botUsername}?startapp=r${roundNumber}`,
    );
    expect(shared.searchParams.get('text')).toBe(`BWIF NFT Guess #${roundNumber} 2/3\n🟥🟩\n5 points`);
    // Where the bot prepares the message, Telegram's own share dialog opens with it instead.
    await page.route('**/api/telegram/prepared-share', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"preparedMessageId":"prep-1"}' }),
    );
    await pressMainButton(page);
    await expect.poll(() => eventsOf(page, 'web_app_send_prepared_message')).toEqual([{ id: 'prep-1' }]);
    expect(await eventsOf(page, 'web_app_open_tg_link')).toHaveLength(1);
    // Telegram answered "sent": the share is over, the MainButton's spinner gone.
    await expect.poll(() => mainButton(page)).toMatchObject({ text: 'Share Result', is_progress_visible: false });

    await dialog.getByRole('button', { name: 'Stats' }).click();
    const stats = page.getByRole('dialog', { name: 'Your Stats' });
    await stats.getByText('Win %').waitFor();
    expect(await stats.locator('.stat-figures').innerText()).toMatch(
      /Played\s*1\s*Win %\s*100\s*Play Streak\s*1\s*Best Play Streak\s*1\s*Win Streak\s*1/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-stats');
    await stats.getByRole('button', { name: 'Close' }).click();
    await stats.waitFor({ state: 'detached' });

    // The ad from the dialog: it steps aside, the ad plays, it comes back with the thank-you line.
    await dialog.getByRole('button', { name: 'Watch Ad +5 points (3 left)' }).click();
    await page.getByText('Points awarded!').waitFor();
    await dialog.getByText('Thanks for watching! Your points have been added.').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await hapticKinds(page)).toEqual(['error', 'success', 'success']);
    await dialog.getByRole('button', { name: 'Watch Ad +5 points (2 left)' }).waitFor();
    await screenshot(page, 'miniapp-after-ad');

    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();
    await guessChip(page, 2, 'correct').waitFor();
    // After the reload the app sets Telegram's main button once it has the finished game: wait for it.
    await expect.poll(() => mainButton(page)).toMatchObject({ is_visible: true, text: 'Share Result' });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-finished');
    await firstScreenWithMainButton(page, 'miniapp-finished-first-screen', MAIN_BUTTON_BAR);
    // Telegram's desktop and web clients can open it wide: the column stays readable.
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'miniapp-finished-desktop');
    await page.context().close();
  });

  it('repaints when Telegram switches theme while open', async () => {
    const page = await openInTelegram(777);
    await page.getByText('BWIF NFT Guess').first().waitFor();
    expect(await cssColor(page, 'body', 'color')).toBe('rgb(245, 245, 245)');
    await sendEvent(page, 'theme_changed', { theme_params: LIGHT_THEME });
    await expect.poll(() => cssColor(page, 'body', 'backgroundColor')).toBe('rgb(255, 255, 255)');
    expect(await cssColor(page, 'body', 'color')).toBe('rgb(0, 0, 0)');
    expect(await eventsOf(page, 'web_app_set_header_color')).toContainEqual({ color: '#ffffff' });
    // Clear of the notch and of Telegram's controls over the content, as the client reports them.
    expect(await eventsOf(page, 'web_app_request_content_safe_area')).toHaveLength(1);
    await sendEvent(page, 'safe_area_changed', { top: 44, bottom: 34, left: 0, right: 0 });
    await sendEvent(page, 'content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingTop)).toBe('90px');
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('34px');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-light-theme');
    await page.context().close();
  });

  it('opens the game from a shared link (start parameter r<round>)', async () => {
    const page = await openInTelegram(777, '/telegram', { startParam: 'r12', version: '7.0' });
    await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();
    // A client before 8.0 cannot share a prepared message: the share link, without asking the server.
    let asked = false;
    await page.route('**/api/telegram/prepared-share', (route) => {
      asked = true;
      return route.abort();
    });
    await pressMainButton(page);
    await expect.poll(() => eventsOf(page, 'web_app_open_tg_link')).toHaveLength(1);
    expect(asked).toBe(false);
    await page.context().close();
  });

  it('sets the display name and disconnects on the points page, with the BackButton leading home', async () => {
    await seedWeeklyBoard(
      app,
      Array.from(
        { length: 10 },
        (_, index) => [boardAddress(index + 1), 20, 2, 2, index] as [string, number, number, number, number],
      ),
    );
    const page = await openInTelegram(777, '/telegram/bwif-points');
    await page.getByText('How to Earn BWIF Points').waitFor();
    await page.getByText('@ada_tg (You)').waitFor();
    await expect.poll(() => eventsOf(page, 'web_app_setup_back_button')).toContainEqual({ is_visible: true });

    // Another player already plays as "Ada": the server refuses the name with its reason.
    const other = app.client();
    await other.signIn(WALLETS.bob);
    expect((await other.request('PUT', '/api/me/profile', { json: { displayName: 'Ada' } })).status).toBe(200);
    await page.getByLabel('Display name').fill('ada');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('alert').getByText('That name is already taken. Please choose another.').waitFor();
    await page.getByLabel('Display name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('You now play as Ada Lovelace').waitFor();
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-points-page');

    await sendEvent(page, 'back_button_pressed');
    await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();
    await page.getByRole('tab', { name: 'Regular Leaderboard' }).click();
    await page.getByText('Your rank: #11 of 11').waitFor();
    // Both tab labels whole at 390 px.
    for (const tab of await page.getByRole('tab').all())
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await screenshot(page, 'miniapp-boards');

    await page.getByRole('link', { name: /Points & profile/ }).click();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Play daily games to earn BWIF points!').waitFor();
    // Disconnecting unlinked the wallet from this Telegram account; connecting again links it back.
    expect(app.db.select().from(users).where(eq(users.walletAddress, WALLETS.carol)).get()?.telegramId).toBeNull();
    await sendEvent(page, 'back_button_pressed');
    await connectWallet(page, WALLETS.carol);
    await page.getByRole('heading', { name: 'Challenge Complete!' }).waitFor();
    await page.context().close();
  });

  it("awards rewarded ads through the server, at most three a day, with the spec's notices", async () => {
    const page = await openInTelegram(777);
    const watch = (left: number) => page.getByRole('button', { name: `Watch Ad +5 points (${left} left)` });
    // This new Telegram client knew of no ad: on opening it learns of the one watched from the dialog.
    await watch(2).click();
    await page.getByText('Points awarded!').waitFor();
    await watch(1).waitFor();

    // The points come first (the spec's order), then the ad, which fails here.
    await page.evaluate(() => Object.assign(window, { __adOutcome: 'error' }));
    await watch(1).click();
    await page.getByText('Ad Failed').waitFor();
    await page.evaluate(() => Object.assign(window, { __adOutcome: 'watched' }));
    await watch(0).waitFor();
    expect(await watch(0).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Refresh ad count' }).click();
    await page.getByText('You have 0 ads remaining today.').waitFor();

    // A stale local count is put right by the server's on opening.
    await page.evaluate(() => localStorage.setItem('adsRemaining', '3'));
    await page.reload();
    await watch(0).waitFor();
    await screenshot(page, 'miniapp-ads');

    // An admin reset reaches the player without a tap: the reset check on opening sees it.
    await resetAdCounts(app.deps.database, app.clock.now());
    await page.reload();
    await watch(3).waitFor();
    await page.context().close();
  });

  it("says Points awarded! only once the server counted the ad Adsgram's server rewarded", async () => {
    const secret = 'reward-secret-0123456789';
    // Past the previous test's rewards, which a reward call within 10 s would take for its retry.
    app.clock.advance(60_000);
    await resetAdCounts(app.deps.database, app.clock.now());
    // Adsgram's reward URL on for this test only: the settings object is the running server's.
    app.deps.settings.adsgramRewardSecret = secret;
    try {
      const page = await openInTelegram(777);
      await page.getByRole('button', { name: 'Watch Ad +5 points (3 left)' }).click();
      // No reward call arrives: the count never rises, so no "Points awarded!".
      await page.getByText('Points may not have been awarded').waitFor({ timeout: 10_000 });
      expect(await page.getByText('Points awarded!').count()).toBe(0);

      await page.evaluate(
        (url) => Object.assign(window, { __rewardUrl: url }),
        `/api/rewards/adsgram?userid=777&secret=${secret}`,
      );
      await page.getByRole('button', { name: 'Watch Ad +5 points (3 left)' }).click();
      await page.getByText('Points awarded!').waitFor();
      await page.getByRole('button', { name: 'Watch Ad +5 points (2 left)' }).waitFor();
      expect(
        app.db
          .select()
          .from(adIntents)
          .all()
          .map((intent) => !!intent.consumedAt),
      ).toContain(true);
      await page.context().close();
    } finally {
      app.deps.settings.adsgramRewardSecret = undefined;
    }
  });

  it('ends a lost game in the Game Over dialog, with the blurred image it ended on', async () => {
    app.clock.set(`${new Date(app.clock.now().getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10)}T08:00:00Z`);
    const page = await openInTelegram(777);
    const { nftId } = (await app.currentRound()).nft;
    for (const offset of [1, 2]) {
      await guess(page, wrongGuess(nftId, offset));
      await guessChip(page, offset, 'missed').waitFor();
    }
    const lastImage = await page.locator('.nft-image').getAttribute('src');
    await guess(page, wrongGuess(nftId, 3));
    const dialog = page.getByRole('dialog', { name: 'Game Over' });
    await dialog.getByText("You've used all your attempts for today.").waitFor();
    await dialog.locator('.points-big .visually-hidden').getByText('0 points').waitFor();
    await dialog.getByText(`#${nftId}`, { exact: true }).waitFor();
    expect(await dialog.locator('img').getAttribute('src')).toBe(lastImage);
    expect(await hapticKinds(page)).toEqual(['error', 'error', 'error']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-game-over');
    await page.context().close();
  });

  it('answers a refused guess as the web does: the finished game and the round-change notice; cookies play no part', async () => {
    const nextDay = () =>
      `${new Date(app.clock.now().getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10)}T00:00:05Z`;
    app.clock.set(nextDay());
    let page = await openInTelegram(777);
    await page.getByPlaceholder(GUESS_FIELD).waitFor();
    // Another client uses up today's attempts behind the Mini App's back.
    const { id: roundId, nft } = await app.currentRound();
    for (const offset of [1, 2, 3])
      await app
        .client()
        .post('/api/game/guess', { guess: wrongGuess(nft.nftId, offset), roundId }, asTelegramUser(777));
    await guess(page, nft.nftId);
    await page.getByRole('heading', { name: 'No More Attempts' }).waitFor();
    for (const attempt of [1, 2, 3]) await guessChip(page, attempt, 'missed').waitFor();
    await page.context().close();

    app.clock.set(nextDay());
    page = await openInTelegram(777);
    await page.getByPlaceholder(GUESS_FIELD).waitFor();
    app.clock.set(nextDay());
    await guess(page, '1');
    await page.getByRole('alertdialog', { name: 'New Challenge Available!' }).waitFor();
    await screenshot(page, 'miniapp-round-change');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh Now' }).click();
    await reloaded;

    // Every call carries the launch data: cookies play no part in the Mini App.
    await page.getByPlaceholder(GUESS_FIELD).waitFor();
    await page.context().clearCookies();
    await guess(page, wrongGuess((await app.currentRound()).nft.nftId));
    await page.getByText('Not quite!').waitFor();
    await page.context().close();
  });

  it('shows the maintenance screen inside the Mini App, its link from the settings', async () => {
    setMaintenance({ ctx: app.deps, input: true });
    try {
      const page = await openInTelegram(778);
      await page.getByText('Under Maintenance').waitFor();
      await page.getByText('Maintenance period: Undetermined').waitFor();
      expect(await page.getByRole('link', { name: 'Play SIGMA, our strategy game' }).getAttribute('href')).toBe(
        app.deps.settings.links.promoGame,
      );
      await page.context().close();
    } finally {
      setMaintenance({ ctx: app.deps, input: false });
    }
  });
});
