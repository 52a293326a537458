import { sign } from '@telegram-apps/init-data-node';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { asReturningVisitor, PHONE, SCREENSHOTS } from './browser';

/** Telegram's night theme as its desktop and web clients send it (hint and button fail AA as sent). */
export const DARK_THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  section_bg_color: '#17212b',
  header_bg_color: '#17212b',
  bottom_bar_bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  subtitle_text_color: '#708499',
  section_header_text_color: '#6ab3f3',
  link_color: '#6ab3f3',
  accent_text_color: '#6ab2f2',
  destructive_text_color: '#ec3942',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
};

/** Telegram's day theme. */
export const LIGHT_THEME = {
  bg_color: '#ffffff',
  secondary_bg_color: '#f0f0f0',
  section_bg_color: '#ffffff',
  header_bg_color: '#ffffff',
  bottom_bar_bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#999999',
  subtitle_text_color: '#999999',
  section_header_text_color: '#3a95d5',
  link_color: '#2481cc',
  accent_text_color: '#2481cc',
  destructive_text_color: '#cc2929',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
};

/** Telegram's two themes, each with the name its screenshots take. */
export const TELEGRAM_THEMES = [
  [LIGHT_THEME, 'light'],
  [DARK_THEME, 'dark'],
] as const;

/** What the signed launch data says beyond who the user is. */
export interface InitDataOptions {
  startParam?: string;
  /** The user already lets the bot write to them (Telegram then says so in the launch data). */
  allowsWriteToPm?: boolean;
  /** The user's Telegram language (`language_code`). */
  languageCode?: string;
}

export interface LaunchOptions extends InitDataOptions {
  theme?: Record<string, string>;
  /** The client's Mini Apps version: shareMessage needs 8.0. */
  version?: string;
}

/** The initData Telegram gives the user `userId`, signed by the bot `botToken` (with the launch's start parameter). */
export function telegramInitData(
  botToken: string,
  userId: number,
  now: Date,
  { startParam, allowsWriteToPm, languageCode }: InitDataOptions = {},
): string {
  const user = {
    id: userId,
    first_name: 'Ada',
    username: 'ada_tg',
    ...(allowsWriteToPm ? { allows_write_to_pm: true } : {}),
    ...(languageCode ? { language_code: languageCode } : {}),
  };
  return sign({ user, ...(startParam ? { start_param: startParam } : {}) }, botToken, now);
}

/** The launch parameters Telegram puts in the Mini App's URL, with initData signed by the bot `botToken`. */
export function telegramLaunchHash(botToken: string, userId: number, now: Date, options: LaunchOptions = {}): string {
  const params = new URLSearchParams({
    tgWebAppData: telegramInitData(botToken, userId, now, options),
    tgWebAppVersion: options.version ?? '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(options.theme ?? LIGHT_THEME),
    ...(options.startParam ? { tgWebAppStartParam: options.startParam } : {}),
  });
  return `#${params.toString()}`;
}

/**
 * A phone-sized page in a stand-in Telegram client: it records every event the Mini App
 * posts (window.__tgEvents), answers a prepared-message share as sent, and stands in for
 * the Adsgram SDK (window.__adOutcome decides how the next ad ends; window.__rewardUrl,
 * when set, is called as Adsgram's server does once the ad was watched). Motion is reduced,
 * so the end of a game goes straight to its dialog. The phone's time zone is `timezoneId` when given.
 * The user has launched the Mini App before (no how-to-play sheet) unless it is a `firstVisit`.
 * Like a Telegram client, it keeps the Mini App's DeviceStorage (window.__tgDeviceStorage,
 * starting as `deviceStorage`) and answers its reads and writes, and answers a full-screen
 * request by going full screen.
 */
export async function openTelegramPage(
  browser: Browser,
  url: string,
  { timezoneId, firstVisit = false, deviceStorage = {}, viewport = PHONE }: TelegramPageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', timezoneId });
  if (!firstVisit) await asReturningVisitor(context);
  const page = await context.newPage();
  await page.addInitScript(standInClient, deviceStorage);
  await page.goto(url);
  return page;
}

export interface TelegramPageOptions {
  timezoneId?: string;
  firstVisit?: boolean;
  /** What the client's DeviceStorage holds for the Mini App at launch. */
  deviceStorage?: Record<string, string>;
  /** The phone's screen: a 390 px one unless given (a 320 px one, the narrowest). */
  viewport?: { width: number; height: number };
}

/** The Telegram client's side of the page (runs in the page, before the app). */
function standInClient(initialDeviceStorage: Record<string, string>): void {
  const events: Array<[string, unknown]> = [];
  const deviceStorage: Record<string, string> = { ...initialDeviceStorage };
  const receive = (type: string, data: unknown) =>
    (
      window as unknown as { Telegram?: { WebView?: { receiveEvent(type: string, data: unknown): void } } }
    ).Telegram?.WebView?.receiveEvent(type, data);
  const adsgram = {
    init: () => ({
      show: async () => {
        const { __adOutcome: outcome = 'watched', __rewardUrl: rewardUrl } = window as unknown as {
          __adOutcome?: string;
          __rewardUrl?: string;
        };
        if (outcome !== 'watched') throw { done: false, description: 'error' };
        if (rewardUrl) await fetch(rewardUrl, { credentials: 'omit' });
        return { done: true };
      },
    }),
  };
  const answer = (type: string, params: { req_id?: string; key?: string; value?: string | null } | null) => {
    if (type === 'web_app_send_prepared_message') return receive('prepared_message_sent', {});
    if (type === 'web_app_request_fullscreen') return receive('fullscreen_changed', { is_fullscreen: true });
    if (type === 'web_app_exit_fullscreen') return receive('fullscreen_changed', { is_fullscreen: false });
    if (type === 'web_app_device_storage_get_key')
      return receive('device_storage_key_received', {
        req_id: params?.req_id,
        value: deviceStorage[params!.key!] ?? null,
      });
    if (type === 'web_app_device_storage_save_key') {
      if (params?.value == null) delete deviceStorage[params!.key!];
      else deviceStorage[params.key!] = params.value;
      receive('device_storage_key_saved', { req_id: params?.req_id });
    }
  };
  Object.assign(window, {
    Adsgram: adsgram,
    __tgEvents: events,
    __tgDeviceStorage: deviceStorage,
    TelegramWebviewProxy: {
      postEvent: (type: string, data: string) => {
        const params = data ? JSON.parse(data) : null;
        events.push([type, params]);
        setTimeout(() => answer(type, params), 0);
      },
    },
  });
}

/** What the stand-in client's DeviceStorage holds for the Mini App now. */
export const deviceStorageOf = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { __tgDeviceStorage: Record<string, string> }).__tgDeviceStorage }));

/** The data of every event of `type` the Mini App posted, in order. */
export const eventsOf = (page: Page, type: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { __tgEvents: Array<[string, any]> }).__tgEvents
        .filter(([event]) => event === name)
        .map(([, data]) => data),
    type,
  );

/** How a Telegram client delivers an event to the Mini App (a button press, a theme change). */
export const sendEvent = (page: Page | Frame, type: string, data: unknown = null) =>
  page.evaluate(
    ([name, payload]) =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent(type: string, data: unknown): void } } }
      ).Telegram.WebView.receiveEvent(name as string, payload),
    [type, data] as const,
  );

/** Presses Telegram's MainButton (drawn by the client, outside the page). */
export const pressMainButton = (page: Page | Frame) => sendEvent(page, 'main_button_pressed');

/** What the MainButton shows now: the last setup the Mini App posted. */
export async function mainButton(
  page: Page,
): Promise<{ is_visible: boolean; text?: string; is_active?: boolean; is_progress_visible?: boolean }> {
  const setups = await eventsOf(page, 'web_app_setup_main_button');
  return setups.at(-1) ?? { is_visible: false };
}

/**
 * A screenshot of the first screen as the phone shows it: the stand-in draws the MainButton
 * Telegram would draw under the Mini App (its last setup), for the picture only.
 */
export async function firstScreenWithMainButton(page: Page, name: string, barHeight: number): Promise<void> {
  const button = await mainButton(page);
  await page.evaluate(
    ({ text, color, textColor, height }) => {
      const bar = Object.assign(document.createElement('div'), { id: 'stand-in-main-button' });
      bar.style.cssText = `position:fixed;left:0;right:0;bottom:0;height:${height}px;padding:10px 16px;box-sizing:border-box;background:var(--tg-theme-bottom-bar-bg-color,var(--tg-theme-bg-color));z-index:2147483647`;
      const pill = document.createElement('div');
      pill.textContent = text;
      pill.style.cssText = `height:100%;border-radius:12px;display:grid;place-items:center;font:600 16px system-ui,sans-serif;background:${color};color:${textColor}`;
      bar.append(pill);
      document.documentElement.append(bar);
    },
    {
      text: button.text ?? '',
      color: (button as { color?: string }).color ?? '#2481cc',
      textColor: (button as { text_color?: string }).text_color ?? '#ffffff',
      height: barHeight,
    },
  );
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  await page.evaluate(() => document.getElementById('stand-in-main-button')?.remove());
}
