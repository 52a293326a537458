import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WALLETS, type TestApp } from '@app/api/testing/harness';
import { DESKTOP, newPage, PHONE, screenshot, seriousViolations } from './support/browser';
import { useBrowserApp } from './support/app';
import { telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:first-load-test-token';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

/** Opens `path` with the scripts held back, as on a slow link before the JavaScript arrives. */
async function beforeScripts(page: Page, path: string): Promise<void> {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(app.url + path);
}

const skeleton = (page: Page) => page.getByRole('status', { name: 'Loading the game' });

describe('the first load', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`draws the game's outline before the scripts arrive, ${colorScheme}, and React replaces it`, async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.emulateMedia({ colorScheme });
      await beforeScripts(page, '/');
      await skeleton(page).waitFor();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(colorScheme === 'dark' ? 'rgb(2, 6, 23)' : 'rgb(248, 250, 252)');
      await screenshot(page, `first-load-skeleton-web-${colorScheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.unroute('**/*.js');
      await page.reload();
      await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
      expect(await skeleton(page).count()).toBe(0);
      await context.close();
    });
  }

  it('draws the outline on a desktop too', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await beforeScripts(page, '/');
    await skeleton(page).waitFor();
    await screenshot(page, 'first-load-skeleton-web-desktop');
    await context.close();
  });

  it("draws the Mini App's outline before its scripts, and React replaces it", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.emulateMedia({ colorScheme: 'dark' });
    await beforeScripts(page, `/telegram${telegramLaunchHash(BOT_TOKEN, 901, app.clock.now())}`);
    await skeleton(page).waitFor();
    await screenshot(page, 'first-load-skeleton-miniapp-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await page.unroute('**/*.js');
    await page.reload();
    await page.getByText('How to Play').waitFor();
    expect(await skeleton(page).count()).toBe(0);
    await context.close();
  });

  it("shows a player their own image in the page's skeleton, and the game takes it over without asking the API", async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const own = (await player.get('/api/game/image')).body.imageUrl as string;
    const { context, page } = await newPage(browser, PHONE);
    await context.addCookies([{ name: 'sid', value: player.cookie.replace(/^sid=/, ''), url: app.url }]);
    const asked: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/game/') && asked.push(new URL(request.url()).pathname),
    );
    const document = await page.goto(app.url);
    expect(await document!.text()).toContain(`<img class="skeleton-image" src="${own}"`);
    await page.getByRole('textbox', { name: 'NFT ID Number' }).waitFor();
    await expect.poll(() => skeleton(page).count()).toBe(0);
    expect(await page.locator('img[elementtiming="game-image"]').getAttribute('src')).toBe(own);
    expect(await page.locator('img[elementtiming="game-image"]').evaluate((img) => getComputedStyle(img).opacity)).toBe(
      '1',
    );
    expect(asked.filter((path) => path === '/api/game/image' || path === '/api/game/current')).toEqual([]);
    await context.close();
  });

  it("has the Mini App ask for the player, the round and the image's address together, not one after the other", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const events: string[] = [];
    const api = (url: string) => new URL(url).pathname;
    page.on('request', (request) => request.url().includes('/api/') && events.push(`ask ${api(request.url())}`));
    page.on('response', (response) => response.url().includes('/api/') && events.push(`got ${api(response.url())}`));
    await page.goto(`${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, 902, app.clock.now())}`);
    await page.getByText('How to Play').waitFor();
    await expect.poll(() => events.includes('got /api/game/image')).toBe(true);
    const askedImage = events.indexOf('ask /api/game/image');
    expect(askedImage).toBeGreaterThan(-1);
    expect(askedImage).toBeLessThan(events.indexOf('got /api/me'));
    expect(askedImage).toBeLessThan(events.indexOf('got /api/game/current'));
    await context.close();
  });

  it('gets the page and its scripts compressed, and the scripts from the cache on the next load', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const scripts: Array<{ url: string; encoding?: string; cacheControl?: string }> = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js'))
        scripts.push({
          url: response.url(),
          encoding: response.headers()['content-encoding'],
          cacheControl: response.headers()['cache-control'],
        });
    });
    const document = await page.goto(app.url);
    expect(document!.headers()['content-encoding']).toBe('br');
    expect(await document!.text()).toContain('<div class="skeleton" role="status" aria-label="Loading the game">');
    const miniApp = await app.client().get('/telegram/');
    expect(miniApp.text).toContain('<div class="skeleton" role="status" aria-label="Loading the game">');
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts)
      expect(script).toMatchObject({ encoding: 'br', cacheControl: 'public, max-age=31536000, immutable' });
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'Sign in to Play' }).waitFor();
    // A transfer size of 0: taken from the cache without asking the server.
    const transferred = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.transferSize),
    );
    expect(transferred.length).toBeGreaterThan(0);
    expect(transferred.every((size) => size === 0)).toBe(true);
    await context.close();
  });
});
