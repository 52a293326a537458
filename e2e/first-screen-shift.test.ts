import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenShift, OBSERVE_FIRST_SCREEN_SHIFT } from '@app/api/testing/first-screen-shift';
import { WALLETS, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE } from './support/browser';
import { startBrowserApp } from './support/app';
import { telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:first-screen-shift-token';
const PLAYER_TELEGRAM_ID = 931;
const VISITOR_TELEGRAM_ID = 932;
/** Core Web Vitals rate a layout shift under 0.1 good; the first screen is held under half that. */
const LAYOUT_SHIFT_BUDGET = 0.05;
/** How long an image may take to paint on a busy machine. */
const PAINT_WAIT = { timeout: 15_000 };

let app: TestApp;
let browser: Browser;
let close: () => Promise<void>;
let playerCookie: string;

beforeAll(async () => {
  ({ app, browser, close } = await startBrowserApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } }));
  const player = app.client();
  await player.signIn(WALLETS.alice);
  playerCookie = player.cookie.replace(/^sid=/, '');
  app.db
    .update(users)
    .set({ telegramId: String(PLAYER_TELEGRAM_ID) })
    .where(eq(users.walletAddress, WALLETS.alice))
    .run();
});

afterAll(() => close?.());

const shiftOf = async (page: Page) => (await page.evaluate(firstScreenShift))!;

/**
 * The Mini App's own script, as its page names it: the small first module that writes the
 * image in, with the modules it imports (the page preloads them beside it).
 */
async function miniAppEntry(): Promise<Set<string>> {
  const page = (await app.client().get('/telegram/')).text;
  const script = /<script type="module"[^>]* src="([^"]+)"/.exec(page)![1]!;
  const preloaded = [...page.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]!);
  return new Set([script, ...preloaded]);
}

/**
 * Opens `path` on a phone as a slow phone sees it: the app's scripts are held until the
 * skeleton has painted the game's image (except `firstModules`, the Mini App's script that
 * writes the image in and what it imports), then the app takes the screen over.
 */
async function openWithSkeletonFirst(
  context: BrowserContext,
  path: string,
  firstModules = new Set<string>(),
): Promise<Page> {
  await context.addInitScript(OBSERVE_FIRST_SCREEN_SHIFT);
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && !firstModules.has(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(app.url + path, { waitUntil: 'commit' });
  await expect.poll(async () => (await shiftOf(page)).imagesPainted, PAINT_WAIT).toBe(1);
  expect(await page.locator('img.skeleton-image').count()).toBe(1);
  const outlined = await page.locator('img.skeleton-image').boundingBox();
  release();
  await page.getByRole('status', { name: 'Loading the game' }).waitFor({ state: 'detached' });
  await expect.poll(async () => (await shiftOf(page)).imagesPainted, PAINT_WAIT).toBe(2);
  await page.waitForLoadState('networkidle');
  // The replacement itself, measured where each image is rather than where each first painted.
  const drawn = await page.locator('img[elementtiming="game-image"]').boundingBox();
  expect(Math.abs(drawn!.y - outlined!.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(drawn!.x - outlined!.x)).toBeLessThanOrEqual(1);
  return page;
}

async function expectSteadyFirstScreen(page: Page): Promise<void> {
  const shift = await shiftOf(page);
  expect(shift.layout + shift.takeOver).toBeLessThan(LAYOUT_SHIFT_BUDGET);
  // The app draws the image where the skeleton showed it: a jump of a pixel is rounding.
  expect(shift.imageMove).toBeLessThanOrEqual(1);
}

/** Opens the Mini App as Telegram user `telegramId` and checks its first screen once `shown` (a control of the game) is there. */
async function expectSteadyMiniApp(telegramId: number, shown: (page: Page) => Locator): Promise<void> {
  const { context } = await newPage(browser, PHONE);
  const launch = telegramLaunchHash(BOT_TOKEN, telegramId, app.clock.now());
  const page = await openWithSkeletonFirst(context, `/telegram${launch}`, await miniAppEntry());
  await shown(page).waitFor();
  await expectSteadyFirstScreen(page);
  await context.close();
}

describe("the game's first screen on a phone does not move as the app takes it over", () => {
  it("on the web, for a signed-in player: the server's image stays where the game draws it", async () => {
    const { context } = await newPage(browser, PHONE);
    await context.addCookies([{ name: 'sid', value: playerCookie, url: app.url }]);
    const page = await openWithSkeletonFirst(context, '/');
    await page.getByRole('textbox', { name: 'NFT ID Number' }).waitFor();
    await expectSteadyFirstScreen(page);
    await context.close();
  });

  it('on the web, for a visitor, whose card has no Stats button', async () => {
    const { context } = await newPage(browser, PHONE);
    const page = await openWithSkeletonFirst(context, '/');
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    await expectSteadyFirstScreen(page);
    await context.close();
  });

  it("in the Mini App, for a player with a wallet: the first module's image stays where the game draws it", async () => {
    await expectSteadyMiniApp(PLAYER_TELEGRAM_ID, (page) => page.getByRole('button', { name: 'Stats' }));
  });

  it('in the Mini App, for a Telegram user without a wallet, whose puzzle is smaller', async () => {
    await expectSteadyMiniApp(VISITOR_TELEGRAM_ID, (page) => page.getByRole('button', { name: 'Connect Wallet' }));
  });
});

describe('the Mini App launched again during the round', () => {
  const launch = (telegramId: number) =>
    `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, telegramId, app.clock.now())}`;
  const skeletonImage = (page: Page) => page.locator('#root > .skeleton img.skeleton-image');

  /**
   * Opens `url` with the app's modules held, so the skeleton stays, once the entry script
   * has sent its first call; unless `answered`, every API call (the images aside) is left
   * unanswered too.
   */
  async function openInSkeleton(page: Page, url: string, { answered = false } = {}): Promise<void> {
    const entry = await miniAppEntry();
    const isCall = ({ pathname }: URL) => pathname.startsWith('/api/') && !pathname.startsWith('/api/secure-images/');
    const isAppModule = ({ pathname }: URL) => pathname.endsWith('.js') && !entry.has(pathname);
    await page.route(
      (url) => (!answered && isCall(url)) || isAppModule(url),
      () => undefined,
    );
    const firstCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/game/image');
    await page.goto(url, { waitUntil: 'commit' });
    await firstCall;
  }

  /** Plays nothing: opens the Mini App as the player and gives the address of the image the game shows. */
  async function imageShownToPlayer(page: Page): Promise<string | null> {
    await page.goto(launch(PLAYER_TELEGRAM_ID));
    // The skeleton draws an image of that name too: the game's own is the one to wait for.
    await page.getByRole('status', { name: 'Loading the game' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Stats' }).waitFor();
    await page.waitForLoadState('networkidle');
    return page.getByRole('img', { name: "Today's blurred NFT" }).getAttribute('src');
  }

  it('draws the image the game last showed before any answer: for that player, until the round ends', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const shown = await imageShownToPlayer(page);

    const again = await context.newPage();
    await openInSkeleton(again, launch(PLAYER_TELEGRAM_ID));
    await expect.poll(() => skeletonImage(again).getAttribute('src')).toBe(shown);
    await expect.poll(() => skeletonImage(again).evaluate((image: HTMLImageElement) => image.complete)).toBe(true);

    const otherUser = await context.newPage();
    await openInSkeleton(otherUser, launch(VISITOR_TELEGRAM_ID));
    expect(await skeletonImage(otherUser).count()).toBe(0);

    const tomorrow = await context.newPage();
    await tomorrow.clock.setFixedTime(Date.now() + 24 * 3_600_000);
    await openInSkeleton(tomorrow, launch(PLAYER_TELEGRAM_ID));
    expect(await skeletonImage(tomorrow).count()).toBe(0);
    await context.close();
  });

  it("sizes the remembered image as the answer says: a visitor who linked a wallet since gets the player's card", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const shown = await imageShownToPlayer(page);
    // As a launch before the wallet was linked left it: the same image, on a visitor's smaller card.
    await page.evaluate(() => {
      const remembered = JSON.parse(localStorage.getItem('last-game-image')!) as { visitor: boolean };
      localStorage.setItem('last-game-image', JSON.stringify({ ...remembered, visitor: true }));
    });

    const again = await context.newPage();
    await openInSkeleton(again, launch(PLAYER_TELEGRAM_ID), { answered: true });
    await expect.poll(() => skeletonImage(again).getAttribute('src')).toBe(shown);
    await expect.poll(() => skeletonImage(again).getAttribute('data-visitor')).toBeNull();
    await context.close();
  });
});
