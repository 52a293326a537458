/**
 * The first load on a phone: Chromium under Lighthouse's mobile throttling (150 ms RTT,
 * 1.6 Mbps down, 750 kbps up, 4x CPU slowdown) loads the web game and the Mini App (in a
 * stand-in Telegram client, signed in) and reports when the game's image is painted,
 * by Element Timing on the image (`elementtiming="game-image"`), cold and with a warm cache,
 * and how far the first screen shifts while it is built (its cumulative layout shift).
 */
import { openDb } from '@app/db/client';
import { sign } from '@telegram-apps/init-data-node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { startChildServer } from '@app/api/testing/child-server';
import { firstScreenShift, OBSERVE_FIRST_SCREEN_SHIFT, type FirstScreenShift } from '@app/api/testing/first-screen-shift';
import { freePort, TEST_SESSION_SECRET } from '@app/api/testing/harness';
import { seedPlayers, seedSessions } from './population';
import { median } from './stats';

/** Lighthouse's mobile preset, in the units of the DevTools protocol (bytes per second). */
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };
const BOT_TOKEN = '123456:bench-browser-token';
const TELEGRAM_ID = 4242;
const PAINT_TIMEOUT_MS = 30_000;

/** Records the render time of the first 'game-image' element entry, before any script of the page runs. */
const OBSERVE_IMAGE = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'game-image' && window.__gameImagePaint === undefined)
        window.__gameImagePaint = entry.renderTime || entry.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
`;

export interface PaintTimes {
  page: string;
  cold: number[];
  warm: number[];
  /** How far each load's first screen moved, cold and warm alike. */
  shifts: FirstScreenShift[];
}

interface Load {
  paint: number;
  shift: FirstScreenShift;
}

/** The stand-in Telegram client's launch parameters for a signed user, dark theme. */
function telegramLaunchHash(now: Date): string {
  const initData = sign({ user: { id: TELEGRAM_ID, first_name: 'Ada', username: 'ada_tg' } }, BOT_TOKEN, now);
  const theme = { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1', secondary_bg_color: '#232e3c' };
  return `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: JSON.stringify(theme) })}`;
}

/** The app has replaced the skeleton and its game image has loaded: the first screen is built. */
const firstScreenBuilt = () =>
  !document.querySelector('.skeleton') &&
  Array.from(document.querySelectorAll<HTMLImageElement>('img[elementtiming="game-image"]')).some((image) => image.complete);

/**
 * A throttled tab in `context`: loads `url` and answers the image's paint time in ms from
 * navigation start, and how far the first screen moved once it is built and the network quiet.
 */
async function load(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  // A function, not a string: the page's policy forbids eval.
  const painted = () => (globalThis as { __gameImagePaint?: number }).__gameImagePaint;
  const handle = await page.waitForFunction(painted, undefined, { timeout: PAINT_TIMEOUT_MS, polling: 100 });
  const paint = Number(await handle.jsonValue());
  await page.waitForFunction(firstScreenBuilt, undefined, { timeout: PAINT_TIMEOUT_MS, polling: 100 });
  await page.waitForLoadState('networkidle');
  const shift = (await page.evaluate(firstScreenShift))!;
  await page.close();
  return { paint, shift };
}

/** Cold: a fresh profile; warm: the same profile loading the page a second time. */
async function coldAndWarm(browser: Browser, url: string, prepare: (context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addInitScript(OBSERVE_IMAGE + OBSERVE_FIRST_SCREEN_SHIFT);
  await prepare(context);
  try {
    const cold = await load(context, url);
    const warm = await load(context, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** Seeds a web player (session cookie) and a Telegram user with a linked wallet; answers the web cookie. */
async function seedPlayersForBrowser(databasePath: string, now: Date): Promise<string> {
  const db = openDb(databasePath);
  await seedPlayers(db, 2, now);
  const [cookie] = seedSessions(db, 1, TEST_SESSION_SECRET, now);
  db.$client.prepare('UPDATE users SET telegram_id = ? WHERE id = 2').run(String(TELEGRAM_ID));
  db.$client.close();
  return cookie!.slice('sid='.length);
}

/** Loads `/` and `/telegram` `runs` times each, cold then warm, against a server started on the built front ends. */
export async function measureFirstPaint(runs: number): Promise<PaintTimes[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-browser-'));
  const databasePath = join(dir, 'app.db');
  const sid = await seedPlayersForBrowser(databasePath, new Date());
  const server = await startChildServer(databasePath, await freePort(), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const pages = [
    { page: '/', url: `${server.url}/`, prepare: (context: BrowserContext) => context.addCookies([{ name: 'sid', value: sid, url: server.url }]) },
    { page: '/telegram', url: `${server.url}/telegram${telegramLaunchHash(new Date())}`, prepare: async () => {} },
  ];
  try {
    const results: PaintTimes[] = pages.map(({ page }) => ({ page, cold: [], warm: [], shifts: [] }));
    for (let run = 0; run < runs; run++) {
      for (const [index, { url, prepare }] of pages.entries()) {
        const { cold, warm } = await coldAndWarm(browser, url, prepare);
        const result = results[index]!;
        result.cold.push(cold.paint);
        result.warm.push(warm.paint);
        result.shifts.push(cold.shift, warm.shift);
      }
    }
    return results;
  } finally {
    await browser.close();
    server.process.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

export const medianMs = (values: number[]) => Math.round(median(values));
