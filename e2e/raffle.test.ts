import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { raffleEntrants } from '@app/db/schema/raffle';
import { boardAddress, WALLETS, type TestApp, type TestClient } from '@app/api/testing/harness';
import { DEV_HOLDER_WALLET } from '@app/api/settings';
import { join } from 'node:path';
import {
  confirmAction,
  DESKTOP,
  newPage,
  PHONE,
  SCREENSHOTS,
  screenshot,
  seriousViolations,
  signIn,
} from './support/browser';
import { useBrowserApp } from './support/app';

let app: TestApp;
let browser: Browser;
let admin: TestClient;

const HOLDERS = [DEV_HOLDER_WALLET, WALLETS.alice, WALLETS.bob];

useBrowserApp((started) => ({ app, browser } = started), {
  env: { RAFFLE_PRIZE_XRP: '10', DEV_BALANCES: HOLDERS.map((wallet) => `${wallet}=10000000`).join(',') },
});

/** Three holders win today's round; the admin forces the archive and the offline ledger draws it at once. */
beforeAll(async () => {
  for (const wallet of HOLDERS) {
    const player = app.client();
    await player.signIn(wallet);
    const round = await app.currentRound();
    await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
  }
  admin = app.client();
  await admin.signIn(app.deps.settings.adminWallet);
  expect((await admin.post('/api/admin/force-weekly-archive')).body).toMatchObject({ periodId: 1, archived: true });
});

/** More eligible entrants of period 1, as a week with hundreds of holders has; they sort before the demo holder. */
function addEntrants(count: number): void {
  for (let index = 1; index <= count; index += 1) {
    app.db
      .insert(raffleEntrants)
      .values({ periodId: 1, walletAddress: boardAddress(index), userId: 0, weight: 1, eligible: true })
      .run();
  }
}

const raffleCard = (page: Page) => page.getByRole('region', { name: 'Raffle Payments' });

describe('the raffle in a browser', () => {
  it('pays a winner with Xaman from the admin page, on a phone and on a desktop', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${app.url}/admin`);
    await signIn(page, app.deps.settings.adminWallet);
    const card = raffleCard(page);
    const period = card.getByRole('article', { name: 'Period 1 (2026-11-16 to 2026-11-18)' });
    await period.getByText('Prize: 10 XRP').waitFor();
    await period.getByText('3 entrants').waitFor();
    const payButtons = period.getByRole('button', { name: /^Pay with Xaman to / });
    expect(await payButtons.count()).toBe(3);
    for (const button of await payButtons.all())
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: join(SCREENSHOTS, 'phone-admin-raffle.png') });

    await payButtons.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('3.333334 XRP from the admin wallet').waitFor();
    const signLink = await dialog.getByRole('link', { name: 'Open in Xaman' }).getAttribute('href');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-admin-raffle-paying.png') });
    // The development wallet stands in for Xaman: it shows the payment and signs it as the admin wallet.
    const wallet = await context.newPage();
    await wallet.goto(signLink!);
    await wallet
      .getByText(
        /^Payment of 3333334 drops to rDemoHo1der\S+: BWIF NFT Guess raffle prize, 2026-11-16 to 2026-11-18 \(period 1\)$/,
      )
      .waitFor();
    expect(await wallet.getByLabel('XRPL account (r-address)').inputValue()).toBe(app.deps.settings.adminWallet);
    const txid = await wallet.getByLabel('Transaction hash (txid)').inputValue();
    await wallet.getByRole('button', { name: 'Approve' }).click();
    await wallet.getByText(`Payment ${txid} signed by ${app.deps.settings.adminWallet}.`).waitFor();
    await wallet.close();
    await dialog.getByText('Paid and confirmed on the ledger.').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-admin-raffle-paid.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The server wrote the verdict to the audit log while the dialog waited: the card shows it without a reload.
    await page.getByRole('list', { name: 'Recent admin actions' }).getByText('raffle.payment.paid').waitFor();
    const paidLink = period.getByRole('link', { name: 'Paid: view transaction' });
    expect(await paidLink.getAttribute('href')).toBe(`https://livenet.xrpl.org/transactions/${txid}`);
    // Part of the prize is paid: it can no longer change.
    expect(await period.getByLabel('Prize in XRP').count()).toBe(0);

    // Nothing was scored since the archive: forcing another one says so.
    await page.getByRole('button', { name: 'Force Weekly Archive' }).click();
    await confirmAction(page, 'Force Weekly Archive');
    await page.getByText('Nothing Archived').first().waitFor();
    await page.getByText('Nothing to archive: no scores since the last archive.').first().waitFor();

    await page.setViewportSize(DESKTOP);
    expect(await seriousViolations(page, 'section[aria-labelledby="raffle-title"]')).toEqual([]);
    await card.screenshot({ path: join(SCREENSHOTS, 'desktop-admin-raffle.png') });
    await context.close();
  });

  it("shows each period's raffle on the history page: winners, payments, the ledger, the entrants and how to verify", async () => {
    addEntrants(600);
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${app.url}/leaderboard/history`);
      const week = page.getByRole('region', { name: 'Week of Nov 16, 2026 to Nov 18, 2026' });
      const raffle = week.getByRole('region', { name: 'Raffle' });
      await raffle
        .getByText(/^Drawn from ledger \d+, hash [0-9A-F]{64} \(an offline stand-in, not an XRPL ledger\)$/)
        .waitFor();
      expect(await raffle.getByText('3.333334 XRP').count()).toBe(1);
      expect(await raffle.getByText('3.333333 XRP').count()).toBe(2);
      await raffle.getByRole('link', { name: 'Paid: view transaction' }).waitFor();
      expect(await raffle.getByText('Not paid yet').count()).toBe(2);
      await raffle.getByText('Entrants and weights (603)').click();
      const entrants = raffle.locator('details', { hasText: 'Entrants and weights' }).getByRole('listitem');
      await raffle.getByText(WALLETS.alice).waitFor();
      expect(await entrants.count()).toBe(500);
      const showMore = raffle.getByRole('button', { name: 'Show more entrants' });
      expect((await showMore.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await showMore.click();
      await raffle.getByText(DEV_HOLDER_WALLET).waitFor();
      expect(await entrants.count()).toBe(603);
      expect(await showMore.count()).toBe(0);
      await raffle.getByText('Verify the draw').click();
      await raffle.getByText(/drawRaffle\(entrants, '[0-9A-F]{64}', 3\)/).waitFor();
      await screenshot(page, `${viewport === PHONE ? 'phone' : 'desktop'}-history-raffle`);
      expect(await raffle.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
