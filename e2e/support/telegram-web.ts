import type { BrowserContext, Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '@app/api/testing/harness';
import { launchBlockingThirdPartyCookies, PHONE } from './browser';

/** Telegram Web's origin: where the Mini App's default frame-ancestors and its SDK's calls point. */
const TELEGRAM_WEB = 'https://web.telegram.org';

/**
 * Telegram Web as the Mini App sees it: a page of another site that frames the app and
 * takes the methods it posts (`{eventType, eventData}` messages, kept in window.__tgEvents
 * as the stand-in Telegram client keeps them, so `eventsOf` reads them). It keeps the Mini
 * App's DeviceStorage in its own (first-party) storage and answers its reads and writes.
 * The app's address travels in the page's own query.
 */
const PARENT_PAGE = `<!doctype html><html><head><title>Telegram Web stand-in</title></head>
<body style="margin:0"><script>
window.__tgEvents = [];
const answer = (eventType, eventData) =>
  document.querySelector('iframe').contentWindow.postMessage(JSON.stringify({ eventType, eventData }), '*');
const deviceKey = (key) => 'device-storage:' + key;
addEventListener('message', (event) => {
  try {
    const { eventType, eventData } = JSON.parse(event.data);
    window.__tgEvents.push([eventType, eventData ?? null]);
    if (eventType === 'web_app_device_storage_get_key')
      answer('device_storage_key_received', { req_id: eventData.req_id, value: localStorage.getItem(deviceKey(eventData.key)) });
    if (eventType === 'web_app_device_storage_save_key') {
      localStorage.setItem(deviceKey(eventData.key), eventData.value);
      answer('device_storage_key_saved', { req_id: eventData.req_id });
    }
  } catch {}
});
const frame = document.createElement('iframe');
frame.title = 'Mini App';
frame.src = new URLSearchParams(location.search).get('app');
frame.style.cssText = 'border:0;width:100vw;height:100vh;display:block';
document.body.append(frame);
</script></body></html>`;

const stubbed = new WeakSet<BrowserContext>();

export interface FramedMiniApp {
  /** Telegram Web's page. */
  page: Page;
  /** The Mini App, for queries as a player sees it. */
  app: FrameLocator;
  /** The Mini App's frame, to run code in it (a reload, a storage probe). */
  frame(): Frame;
}

/** Opens `miniAppUrl` framed by Telegram Web, whose page the test serves (nothing is fetched from Telegram). */
export async function openInTelegramWeb(context: BrowserContext, miniAppUrl: string): Promise<FramedMiniApp> {
  if (!stubbed.has(context)) {
    stubbed.add(context);
    // The test serves the Mini App on loopback, framed by a public site: the player lets that
    // site reach the local network, as a real Mini App (never on loopback) does not need.
    await context.grantPermissions(['local-network-access'], { origin: TELEGRAM_WEB });
    await context.route(`${TELEGRAM_WEB}/**`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: PARENT_PAGE }),
    );
  }
  const origin = new URL(miniAppUrl).origin;
  const page = await context.newPage();
  await page.goto(`${TELEGRAM_WEB}/k/?app=${encodeURIComponent(miniAppUrl)}`);
  return {
    page,
    app: page.frameLocator('iframe[title="Mini App"]'),
    frame() {
      const frame = page.frames().find((candidate) => candidate.url().startsWith(origin));
      if (!frame) throw new Error('the Mini App frame is not there');
      return frame;
    },
  };
}

/** How Telegram Web answers the framed Mini App (a button press, a permission): a message to the frame. */
export const sendFromTelegramWeb = (page: Page, type: string, data: unknown = null) =>
  page.evaluate(
    ([eventType, eventData]) =>
      document.querySelector('iframe')!.contentWindow!.postMessage(JSON.stringify({ eventType, eventData }), '*'),
    [type, data] as const,
  );

/** What the frame's Web Storage and cookie jar allow it: the browser denies a third party both. */
export function storageAndCookies(frame: Frame) {
  return frame.evaluate(async () => {
    let sessionStorageError = '';
    try {
      void window.sessionStorage;
    } catch (error) {
      sessionStorageError = String(error);
    }
    document.cookie = 'probe=1; path=/';
    document.cookie = 'probe-none=1; path=/; SameSite=None; Secure';
    return { sessionStorageError, cookie: document.cookie, storageAccess: await document.hasStorageAccess() };
  });
}

type CookieBlockingBrowser = Awaited<ReturnType<typeof launchBlockingThirdPartyCookies>>;

/**
 * Telegram Web's situation for a test file: the server (with the bot's token) and a phone
 * Chromium that blocks third-party cookies, started before its tests, handed to `started`,
 * both closed after them.
 */
export function useTelegramWebApp(
  botToken: string,
  started: (parts: { app: TestApp; browser: CookieBlockingBrowser }) => void,
): void {
  let parts: { app: TestApp; browser: CookieBlockingBrowser } | undefined;
  beforeAll(async () => {
    const app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: botToken } });
    parts = { app, browser: await launchBlockingThirdPartyCookies(PHONE) };
    started(parts);
  });
  afterAll(async () => {
    await parts?.browser.close();
    await parts?.app.close();
  });
}
