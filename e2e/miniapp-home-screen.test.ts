import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedWalletUser, wrongGuess, boardAddress, type TestApp } from '@app/api/testing/harness';
import { screenshot, seriousViolations } from './support/browser';
import { useBrowserApp } from './support/app';
import {
  DARK_THEME,
  eventsOf,
  LIGHT_THEME,
  openTelegramPage,
  pressMainButton,
  sendEvent,
  telegramLaunchHash,
} from './support/telegram';

const BOT_TOKEN = '123456:home-screen-test-token';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  start: '2026-11-16T09:00:00Z',
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
});

/** A player of `telegramId` who played `days` days (by the API) before today's game. */
async function playerWithDays(index: number, telegramId: number, days: string[]) {
  const wallet = boardAddress(index);
  await seedWalletUser(app, wallet, { telegramId: String(telegramId) });
  const player = app.client();
  await player.signIn(wallet);
  for (const day of days) {
    app.clock.set(`${day}T09:00:00Z`);
    const round = await app.currentRound();
    await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
  }
}

/** Today's game in the stand-in Telegram client of `version`, lost in three tries: the result sheet opens. */
async function finishToday(telegramId: number, version: string): Promise<Page> {
  const launch = telegramLaunchHash(BOT_TOKEN, telegramId, app.clock.now(), { version });
  const page = await openTelegramPage(browser, `${app.url}/telegram${launch}`);
  await loseToday(page);
  return page;
}

/** Three wrong tries at today's round on the open Mini App, up to the result sheet. */
async function loseToday(page: Page): Promise<void> {
  const { nftId } = (await app.currentRound()).nft;
  for (const miss of [1, 2, 3]) {
    await page.getByPlaceholder('Enter NFT ID (e.g. 385 or #385)').fill(wrongGuess(nftId, miss));
    await pressMainButton(page);
    if (miss < 3) await page.getByText(`Attempt ${miss + 1} of 3`).waitFor();
  }
  await page.getByRole('dialog', { name: 'Game Over' }).waitFor();
}

describe('Add to Home Screen', () => {
  it('is offered once after the third day played, where Telegram says the shortcut is missing', async () => {
    await playerWithDays(1, 801, ['2026-11-16', '2026-11-17']);
    app.clock.set('2026-11-18T09:00:00Z');
    const page = await finishToday(801, '8.0');
    await expect.poll(() => eventsOf(page, 'web_app_check_home_screen')).toHaveLength(1);
    await sendEvent(page, 'home_screen_checked', { status: 'missed' });
    const add = page.getByRole('button', { name: 'Add to Home Screen' });
    await add.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'miniapp-home-screen-offer');
    await add.click();
    expect(await eventsOf(page, 'web_app_add_to_home_screen')).toHaveLength(1);
    await add.waitFor({ state: 'detached' });

    // Once: the next day's sheet asks Telegram nothing (the same device: its storage remembers).
    app.clock.set('2026-11-19T09:00:00Z');
    // Only the hash changes: the goto moves to it, the reload opens the app on it.
    await page.goto(`${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, 801, app.clock.now(), { version: '8.0' })}`);
    await page.reload();
    await loseToday(page);
    await page.getByText('Next Challenge In').first().waitFor();
    expect(await eventsOf(page, 'web_app_check_home_screen')).toEqual([]);
    expect(await page.getByRole('button', { name: 'Add to Home Screen' }).count()).toBe(0);
    await page.context().close();
  });

  it('is not offered before the third day, on an older client, or where the shortcut exists', async () => {
    app.clock.set('2026-11-20T09:00:00Z');
    await playerWithDays(2, 802, ['2026-11-19']);
    await playerWithDays(3, 803, ['2026-11-18', '2026-11-19']);
    await playerWithDays(4, 804, ['2026-11-18', '2026-11-19']);
    app.clock.set('2026-11-20T09:00:00Z');

    const secondDay = await finishToday(802, '8.0');
    const olderClient = await finishToday(803, '7.10');
    const added = await finishToday(804, '8.0');
    await expect.poll(() => eventsOf(added, 'web_app_check_home_screen')).toHaveLength(1);
    await sendEvent(added, 'home_screen_checked', { status: 'added' });
    for (const page of [secondDay, olderClient, added]) {
      await page.getByText('Next Challenge In').first().waitFor();
      expect(await page.getByRole('button', { name: 'Add to Home Screen' }).count()).toBe(0);
      expect(await eventsOf(page, 'web_app_add_to_home_screen')).toEqual([]);
    }
    expect(await eventsOf(secondDay, 'web_app_check_home_screen')).toEqual([]);
    expect(await eventsOf(olderClient, 'web_app_check_home_screen')).toEqual([]);
    for (const page of [secondDay, olderClient, added]) await page.context().close();
  });
});

describe('Share to Story', () => {
  it("opens Telegram's story editor on the day's story-size card with the player's invite link", async () => {
    app.clock.set('2026-11-21T09:00:00Z');
    const round = await app.currentRound();
    for (const [telegramId, theme, name] of [
      [805, LIGHT_THEME, 'light'],
      [807, DARK_THEME, 'dark'],
    ] as const) {
      await playerWithDays(telegramId - 800, telegramId, []);
      const launch = telegramLaunchHash(BOT_TOKEN, telegramId, app.clock.now(), { version: '7.8', theme });
      const page = await openTelegramPage(browser, `${app.url}/telegram${launch}`);
      await loseToday(page);
      const story = page.getByRole('button', { name: 'Share to Story' });
      await story.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `miniapp-story-share-${name}`, { fullPage: false });
      await story.click();
      const [posted] = await eventsOf(page, 'web_app_share_to_story');
      expect(posted).toEqual({
        media_url: `${app.url}/api/og/round-${round.id}-story.jpg`,
        text: "Can you guess today's NFT?",
        widget_link: { url: expect.stringMatching(/^https:\/\/t\.me\/.+\?startapp=ref_/), name: "Play today's NFT" },
      });
      const card = await fetch(posted.media_url);
      expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      await page.context().close();
    }
  });

  it('is not offered on a client older than Bot API 7.8', async () => {
    app.clock.set('2026-11-22T09:00:00Z');
    await playerWithDays(6, 806, []);
    const page = await finishToday(806, '7.7');
    await page.getByText('Next Challenge In').first().waitFor();
    expect(await page.getByRole('button', { name: 'Share to Story' }).count()).toBe(0);
    expect(await eventsOf(page, 'web_app_share_to_story')).toEqual([]);
    await page.context().close();
  });
});
