import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOW_TO_PLAY_SEEN_KEY, howToPlaySeenKeyOf } from '@app/shared/client/game-flow/how-to-play';
import { catalogOf } from '@app/shared/i18n/catalog-files';
import type { Language } from '@app/shared/i18n/languages';

/** Where screenshots go: e2e/screenshots, or the folder SCREENSHOTS_DIR names (a walk's pictures kept apart). */
export const SCREENSHOTS =
  process.env.SCREENSHOTS_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Debian's Chromium, headless, with nothing that reaches for the network on its own. */
const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/**
 * A Chromium whose profile blocks third-party cookies (and with them a third-party frame's
 * storage), as a player's browser may: the setting is the profile's, so it needs its own.
 */
export async function launchBlockingThirdPartyCookies(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bwif-chromium-'));
  mkdirSync(join(profile, 'Default'));
  const preferences = { profile: { block_third_party_cookies: true, cookie_controls_mode: 1 } };
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify(preferences));
  const context = await chromium.launchPersistentContext(profile, { ...LAUNCH_OPTIONS, viewport });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Makes every page of `context` a returning visitor's: the how-to-play sheet of a first
 * visit (the web's, and the Mini App's for the Telegram user of the launch) counts as shown,
 * so it covers nothing a test taps. Tests of the first visit leave it out.
 */
export async function asReturningVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([webKey, telegramKeyPrefix]) => {
      try {
        localStorage.setItem(webKey, 'seen');
        const launch = new URLSearchParams(location.hash.slice(1)).get('tgWebAppData');
        const user = launch && new URLSearchParams(launch).get('user');
        if (user) localStorage.setItem(telegramKeyPrefix + String((JSON.parse(user) as { id: number }).id), 'seen');
      } catch {
        // storage denied (a third-party frame): the app cannot remember the sheet, so it shows none
      }
    },
    [HOW_TO_PLAY_SEEN_KEY, howToPlaySeenKeyOf('')] as const,
  );
}

/** A page of its own, a returning visitor's unless it is a `firstVisit`. */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  { firstVisit = false, locale }: { firstVisit?: boolean; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // `locale`: the browser's language (its Accept-Language and navigator.languages).
  const context = await browser.newContext({ viewport, ...(locale && { locale }) });
  if (!firstVisit) await asReturningVisitor(context);
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot (the full page, or only the first screen) once the images have loaded and faded in. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(350);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** Saves a screenshot of each named region (a card) of the page: `[region's name, file name]`. */
export async function screenshotRegions(page: Page, regions: Array<[string, string]>): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const [name, file] of regions) {
    await page.getByRole('region', { name }).screenshot({ path: join(SCREENSHOTS, `${file}.png`) });
  }
}

/**
 * How long a page may take to see a sign-in the wallet answered (approved or rejected): the
 * app asks for its status every 5 s (SPEC.md), so an answer just after one check waits for
 * the next, then the page loads the player, on a machine busy with other tests.
 */
export const SIGN_IN_WAIT = { timeout: 30_000 };

/** The web's message `id` in the page's language (`<html lang>`), for finding a button by its words. */
async function webWords(page: Page, id: string): Promise<string> {
  const language = await page.evaluate(() => document.documentElement.lang || 'en');
  return catalogOf(['common', 'web'], language as Language)[id]!;
}

/**
 * Signs the page in through the development wallet, in whatever language the page is in:
 * open the dialog, approve on the (English) wallet page, wait.
 */
export async function signIn(page: Page, account: string): Promise<void> {
  const words = async (id: string) => webWords(page, id);
  await page
    .getByRole('button', { name: await words('wallet.connectButton') })
    .first()
    .click();
  await page.getByRole('button', { name: await words('web.wallet.connectDesktop') }).click();
  await page.getByText(await words('web.wallet.scan')).waitFor();
  const approvalUrl = await page.getByRole('link', { name: /\/dev\/xaman\// }).getAttribute('href');
  const wallet = await page.context().newPage();
  await wallet.goto(approvalUrl!);
  await wallet.getByLabel('XRPL account (r-address)').fill(account);
  await wallet.getByRole('button', { name: 'Approve' }).click();
  await wallet.getByText(/Signed in as/).waitFor();
  await wallet.close();
  await page
    .getByText(await words('web.wallet.connected'))
    .first()
    .waitFor(SIGN_IN_WAIT);
  await page.getByRole('button', { name: account }).waitFor();
}

/**
 * Signs `context` in through the development wallet by the calls its sign-in dialog makes
 * (create, approve on the wallet, ask the status), the session cookie landing in its jar: for
 * a test whose page is in a language it does not name the dialog's words in.
 */
export async function signInByRequests(context: BrowserContext, appUrl: string, account: string): Promise<void> {
  const created = (await (await context.request.post(`${appUrl}/api/wallet/xaman/create`, { data: {} })).json()) as {
    uuid: string;
  };
  await context.request.post(`${appUrl}/dev/xaman/${created.uuid}/approve`, { data: { account } });
  const status = (await (await context.request.get(`${appUrl}/api/wallet/xaman/status/${created.uuid}`)).json()) as {
    resolved: boolean;
  };
  if (!status.resolved) throw new Error(`the sign-in of ${account} did not resolve`);
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousViolations(
  page: Page,
  selector?: string,
): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  const axePath = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', 'axe-core', 'axe.min.js');
  // Evaluated through the debugging protocol, which the page's CSP does not govern; a
  // <script> tag would be an inline script the policy blocks.
  // The screen at rest: a control that appeared under the pointer of the last click would be
  // judged in its hover state (Telegram UI's buttons fade an overlay in on hover).
  await page.mouse.move(-1, -1);
  // Two frames: the hover's end is styled, and its transition begun, before the wait below looks.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Colours caught mid-transition (a theme switch, a hover fading out) are neither state's: wait for them to settle.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context?: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(context ? { include: [context] } : undefined);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      // Which elements, so a failure says where to look.
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, selector ?? null);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** The visible controls inside `selector` smaller than a 44 px tap target, for phones. */
export function smallTapTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const controls = document.querySelectorAll(
      `${scope} :is(a[href], button, input, select, textarea, [role="radio"], [role="tab"], [role="option"])`,
    );
    return Array.from(controls).flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || (box.width >= 44 && box.height >= 44)) return [];
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      return [`${name} ${Math.round(box.width)}x${Math.round(box.height)}`];
    });
  }, selector);
}

/** Answers a risky action's confirmation dialog on the admin page. */
export async function confirmAction(page: Page, action: string): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: action }).click();
}

/**
 * Serves `page` its documents without the first screen the server writes in (the player's
 * answers and image): the game then asks the API, as a test that stubs an API answer needs.
 */
export async function withoutWrittenFirstScreen(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script type="application\/json" id="first-screen">.*?<\/script>/s, '')
        .replace(/<img class="skeleton-image"[^>]*>/, '<div class="skeleton-image"></div>');
      await route.fulfill({ response, body: html });
    },
  );
}
