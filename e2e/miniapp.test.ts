import { adIntents } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardAddress, seedWeeklyBoard, WALLETS, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot } from './support/browser';
import { startBrowserApp } from './support/app';
import { telegramInitData, telegramLaunchHash } from './support/telegram';
import { setMaintenance } from '@app/api/features/maintenance/service';
import { resetAdCounts } from '@app/api/features/ads/reset';

const BOT_TOKEN = '123456:mini-app-test-token';
let app: TestApp;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, browser, close } = await startBrowserApp({
    env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, ADSGRAM_BLOCK_ID: 'test-block' },
  }));
});

afterAll(() => close?.());

const launchHash = (userId: number) => telegramLaunchHash(BOT_TOKEN, userId, app.clock.now());

/** A page inside a stand-in Telegram client that records every event the Mini App posts. */
async function openInTelegram(userId: number, path = '/telegram'): Promise<Page> {
  const { page } = await newPage(browser, PHONE);
  await page.addInitScript(() => {
    const events: Array<[string, unknown]> = [];
    // A stand-in for the Adsgram SDK: window.__adOutcome decides how the next ad ends;
    // window.__rewardUrl, when set, is called as Adsgram's server does once the ad was watched.
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
    Object.assign(window, {
      Adsgram: adsgram,
      __tgEvents: events,
      TelegramWebviewProxy: {
        postEvent: (type: string, data: string) => events.push([type, data ? JSON.parse(data) : null]),
      },
    });
  });
  await page.goto(`${app.url}${path}${launchHash(userId)}`);
  return page;
}

const eventsOf = (page: Page, type: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { __tgEvents: Array<[string, any]> }).__tgEvents
        .filter(([event]) => event === name)
        .map(([, data]) => data),
    type,
  );

describe('the Mini App in a browser', () => {
  it('asks for Telegram when opened in a plain browser', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(`${app.url}/telegram`);
    await page.getByText('Telegram Access Required').waitFor();
    await page.getByText('This app must be opened from Telegram').waitFor();
    await screenshot(page, 'miniapp-access-required');
    await context.close();
  });

  it('signs the Telegram user in, connects a wallet through Xaman, links it and plays', async () => {
    const page = await openInTelegram(777);
    await page.getByText('How to Play').waitFor();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(app.deps.db.select().from(users).where(eq(users.telegramId, '777')).get()?.telegramUsername).toBe('ada_tg');
    expect(await eventsOf(page, 'web_app_expand')).toHaveLength(1);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-button-color')),
    ).toBe('#5288c1');
    await screenshot(page, 'miniapp-disconnected');

    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect.poll(() => eventsOf(page, 'web_app_open_link')).toHaveLength(1);
    const [{ url }] = await eventsOf(page, 'web_app_open_link');
    const wallet = await page.context().newPage();
    await wallet.goto(url);
    await wallet.getByLabel('XRPL account (r-address)').fill(WALLETS.carol);
    await wallet.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('rCar...XXXX').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Disconnect' }).waitFor();
    await expect
      .poll(() => app.deps.db.select().from(users).where(eq(users.walletAddress, WALLETS.carol)).get()?.telegramId)
      .toBe('777');

    const answer = app.currentRound().nft.nftId;
    await page.getByPlaceholder('Enter NFT ID (e.g. 385 or #385)').fill(wrongGuess(answer));
    await page.getByRole('button', { name: 'Submit Guess' }).click();
    await page.getByText('Not quite!').waitFor();
    await page.getByPlaceholder('Enter NFT ID (e.g. 385 or #385)').fill(answer);
    await page.getByRole('button', { name: 'Submit Guess' }).click();
    await page.getByText('Correct!').waitFor();
    expect((await eventsOf(page, 'web_app_trigger_haptic_feedback')).map((event) => event.notification_type)).toEqual([
      'error',
      'success',
    ]);
    await screenshot(page, 'miniapp-played');
    await page.context().close();
  });

  it('signs a returning user with a linked wallet in by initData alone, shows the points page with the BackButton, then their rank', async () => {
    seedWeeklyBoard(
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
    // How a Telegram client delivers an event to the Mini App.
    await page.evaluate(() =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent(type: string, data: unknown): void } } }
      ).Telegram.WebView.receiveEvent('back_button_pressed', null),
    );
    await page.getByRole('button', { name: 'Disconnect' }).waitFor();
    await page.getByText('Regular Leaderboard').click();
    await page.getByText('Your rank: #11 of 11').waitFor();
    await screenshot(page, 'miniapp-home-connected');
    await page.context().close();
  });

  it("awards rewarded ads through the server, at most three a day, with the spec's notices", async () => {
    const page = await openInTelegram(777);
    const watch = (left: number) => page.getByRole('button', { name: `Watch Ad +5 points (${left} left)` });
    await watch(3).click();
    await page.getByText('Points awarded!').waitFor();
    await watch(2).waitFor();

    await page.evaluate(() => Object.assign(window, { __adOutcome: 'error' }));
    await watch(2).click();
    await page.getByText('Ad Failed').waitFor();
    await page.evaluate(() => Object.assign(window, { __adOutcome: 'watched' }));
    await watch(1).click();
    await page.getByText('Points awarded!').waitFor();
    expect(await watch(0).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Refresh ad count' }).click();
    await page.getByText('You have 0 ads remaining today.').waitFor();

    // A stale local count: the server still refuses a fourth reward.
    await page.evaluate(() => localStorage.setItem('adsRemaining', '3'));
    await page.reload();
    await watch(3).click();
    await page.getByText('Daily Ad Limit Reached').waitFor();
    await watch(0).waitFor();
    await screenshot(page, 'miniapp-ads');
    await page.context().close();
  });

  it("registers the ad before showing it when Adsgram's server grants the reward", async () => {
    const secret = 'reward-secret-0123456789';
    // Past the previous test's rewards, which a reward call within 10 s would take for its retry.
    app.clock.advance(60_000);
    resetAdCounts(app.deps.db, app.clock.now());
    // Adsgram's reward URL on for this test only: the settings object is the running server's.
    app.deps.settings.adsgramRewardSecret = secret;
    try {
      const page = await openInTelegram(777);
      await page.evaluate(
        (url) => Object.assign(window, { __rewardUrl: url }),
        `/api/rewards/adsgram?userid=777&secret=${secret}`,
      );
      await page.getByRole('button', { name: 'Watch Ad +5 points (3 left)' }).click();
      await page.getByText('Points awarded!').waitFor();
      await page.getByRole('button', { name: 'Watch Ad +5 points (2 left)' }).waitFor();
      expect(
        app.deps.db
          .select()
          .from(adIntents)
          .all()
          .map((intent) => !!intent.consumedAt),
      ).toEqual([true]);
      await page.context().close();
    } finally {
      app.deps.settings.adsgramRewardSecret = undefined;
    }
  });

  it('answers a refused guess as the web does: the finished game and the round-change notice; cookies play no part', async () => {
    const nextDay = () =>
      `${new Date(app.clock.now().getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10)}T00:00:05Z`;
    const submit = async (page: Page, guess: string) => {
      await page.getByPlaceholder('Enter NFT ID (e.g. 385 or #385)').fill(guess);
      await page.getByRole('button', { name: 'Submit Guess' }).click();
    };
    app.clock.set(nextDay());
    let page = await openInTelegram(777);
    await page.getByRole('button', { name: 'Submit Guess' }).waitFor();
    // Another client uses up today's attempts behind the Mini App's back.
    const { id: roundId, nft } = app.currentRound();
    const otherClient = { authorization: `tma ${telegramInitData(BOT_TOKEN, 777, app.clock.now())}` };
    for (const offset of [1, 2, 3])
      await app.client().post('/api/game/guess', { guess: wrongGuess(nft.nftId, offset), roundId }, otherClient);
    await submit(page, nft.nftId);
    await page.getByText('No More Attempts').waitFor();
    await page.context().close();

    app.clock.set(nextDay());
    page = await openInTelegram(777);
    await page.getByRole('button', { name: 'Submit Guess' }).waitFor();
    app.clock.set(nextDay());
    await submit(page, '1');
    await page.getByRole('alertdialog', { name: 'New Challenge Available!' }).waitFor();
    await screenshot(page, 'miniapp-round-change');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh Now' }).click();
    await reloaded;

    // Every call carries the launch data: cookies play no part in the Mini App.
    await page.getByRole('button', { name: 'Submit Guess' }).waitFor();
    await page.context().clearCookies();
    await submit(page, wrongGuess(app.currentRound().nft.nftId));
    await page.getByText('Not quite!').waitFor();
    await page.context().close();
  });

  it('shows the maintenance screen inside the Mini App', async () => {
    setMaintenance(app.deps, true);
    try {
      const page = await openInTelegram(778);
      await page.getByText('Under Maintenance').waitFor();
      await page.getByText('Maintenance period: Undetermined').waitFor();
      await page.context().close();
    } finally {
      setMaintenance(app.deps, false);
    }
  });
});
