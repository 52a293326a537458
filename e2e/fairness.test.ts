import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminClient, type TestApp } from '@app/api/testing/harness';
import { newPage, PHONE, screenshot, seriousViolations, smallTapTargets } from './support/browser';
import { useBrowserApp } from './support/app';
import { darkScreenshot } from './support/themes';
import { openTelegramPage, telegramLaunchHash, TELEGRAM_THEMES } from './support/telegram';

const BOT_TOKEN = '123456:fairness-test-token';
let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), {
  start: '2026-11-16T09:00:00Z',
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
});

/**
 * Two days played and over (the first replaced by the admin with a reason), and today's
 * round: its commitment listed, its answer not revealed.
 */
async function playedDays(): Promise<{ over: number[]; today: number }> {
  app.clock.set('2026-11-16T09:00:00Z');
  const replaced = (await app.currentRound()).id;
  const admin = await adminClient(app);
  const other = (await admin.get('/api/admin/nfts')).body.find((nft: any) => nft.active && nft.id !== replaced);
  await admin.post(`/api/admin/nfts/${other.id}/set-today`, { reason: 'Image host down' });
  const replacement = (await app.currentRound()).id;
  app.clock.set('2026-11-17T09:00:00Z');
  const yesterday = (await app.currentRound()).id;
  app.clock.set('2026-11-18T09:00:00Z');
  return { over: [replaced, replacement, yesterday], today: (await app.currentRound()).id };
}

/** Serves the proofs as the server sent them, but with one round's number changed on the way. */
async function changeNumberOf(page: Page, roundId: number) {
  await page.route('**/api/rounds/commitments*', async (route) => {
    const answer = await (await route.fetch()).json();
    for (const round of answer.rounds) if (round.roundId === roundId) round.proof.number += '1';
    await route.fulfill({ json: answer });
  });
}

let played: ReturnType<typeof playedDays> | null = null;
/** The days both tests read, played once for the file. */
const playedOnce = () => (played ??= playedDays());

const roundItem = (page: Page, roundId: number) => page.locator(`#round-${roundId}`);

describe("Is today's answer fixed?", () => {
  it('the browser recomputes each proof: ✓ for the real ones, ✗ for a changed number, and nothing of today', async () => {
    const { over, today } = await playedOnce();
    const [replaced, , yesterday] = over as [number, number, number];

    const { page } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await page.getByText("Today's commitment").waitFor();
    await screenshot(page, 'web-home-commitment');
    await page.getByRole('link', { name: 'How do I check?' }).click();
    await page.getByRole('heading', { name: "Is today's answer fixed?" }).waitFor();
    for (const roundId of over) {
      await roundItem(page, roundId).getByText('✓ The hash matches the commitment').waitFor();
    }
    await roundItem(page, replaced).getByText('Reason: Image host down').waitFor();
    await roundItem(page, today).getByText('The answer is revealed when this day ends.').waitFor();
    expect(await roundItem(page, today).getByRole('status').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTapTargets(page, 'main')).toEqual([]);
    await screenshot(page, 'web-fairness');
    await darkScreenshot(page, 'web-fairness');

    await changeNumberOf(page, yesterday);
    await page.goto(`${app.url}/fair?round=${yesterday}`);
    await roundItem(page, yesterday).getByText('✗ The hash does not match the commitment').waitFor();
    await roundItem(page, replaced).getByText('✓ The hash matches the commitment').waitFor();
    expect(await roundItem(page, yesterday).getAttribute('aria-current')).toBe('true');
  });

  it('in the Mini App, in both Telegram themes and right to left', async () => {
    const { over } = await playedOnce();
    for (const [theme, name] of TELEGRAM_THEMES) {
      const page = await openTelegramPage(
        browser,
        `${app.url}/telegram/fair${telegramLaunchHash(BOT_TOKEN, 4646, app.clock.now(), { theme })}`,
      );
      await page.getByText("Is today's answer fixed?").waitFor();
      for (const roundId of over) {
        await roundItem(page, roundId).getByText('✓ The hash matches the commitment').waitFor();
      }
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `miniapp-fairness-${name}`);
      await page.context().close();
    }
    const arabic = await openTelegramPage(
      browser,
      `${app.url}/telegram/fair${telegramLaunchHash(BOT_TOKEN, 4647, app.clock.now(), { languageCode: 'ar' })}`,
    );
    await arabic.getByText('هل إجابة اليوم ثابتة؟').waitFor();
    await roundItem(arabic, over[0]!).getByText('✓ التجزئة تطابق الالتزام').waitFor();
    expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(arabic, 'miniapp-fairness-ar');
    await arabic.context().close();
  });
});
