import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '@app/api/testing/harness';
import { DEMO_NFTS } from '@app/db/demo-nfts';
import { DEMO_ISSUER } from '@app/api/adapters/nft-source/offline-nft-source';
import { nfts } from '@app/db/schema/nfts';
import {
  PHONE,
  SCREENSHOTS,
  screenshot,
  screenshotRegions,
  seriousViolations,
  smallTapTargets,
} from './support/browser';
import { adminPage, useBrowserApp } from './support/app';

let app: TestApp;
// The seed's first NFT, whose number its collection (Sigma Frogs) already has.
const seeded = DEMO_NFTS[0]!;
const taken = `${seeded.collection} already has a #${seeded.nftId}: ${seeded.name}`;
let browser: Browser;

// The added NFTs' image is served by the test server itself, on loopback.
useBrowserApp((started) => ({ app, browser } = started), { env: { IMAGE_FETCH_ALLOW_PRIVATE: 'true' } });

async function addNft(page: Page, fields: { name: string; nftId: string; collection?: string; active?: boolean }) {
  await page.getByLabel('NFT Name').fill(fields.name);
  await page.getByLabel(/^NFT ID/).fill(fields.nftId);
  await page.getByLabel('Collection').fill(fields.collection ?? '');
  await page.getByLabel('Image URL').fill(`${app.url}/favicon.svg`);
  await page.getByLabel('Active', { exact: true }).setChecked(fields.active ?? true);
  await page.getByRole('button', { name: 'Add NFT' }).click();
}

/** The text of the element that describes the control: its error or why it is disabled. */
const descriptionOf = (control: Locator) =>
  control.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent);

const poolHealth = (page: Page, active: number) =>
  page
    .getByTestId('pool-health')
    .getByText(new RegExp(`Pool health: ${active} active NFTs`))
    .waitFor();

describe('the NFT Library, the calendar and the audit log', () => {
  it('adds, refuses a repeated number under its field, edits, activates many and keeps every card fresh (desktop)', async () => {
    const page = await adminPage(browser, app);
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    await poolHealth(page, 14);

    await page.getByLabel('NFT Name').fill('Sigma Frog #77');
    await page.getByRole('button', { name: 'Add NFT' }).click();
    expect(await descriptionOf(page.getByLabel(/^NFT ID/))).toBe('NFT ID is required');
    await addNft(page, { name: 'Sigma Frog #77', nftId: `#${seeded.nftId}`, collection: seeded.collection! });
    await page.getByText(taken).first().waitFor();
    expect(await descriptionOf(page.getByLabel(/^NFT ID/))).toBe(taken);
    await page.getByRole('region', { name: 'Add New NFT' }).screenshot({
      path: join(SCREENSHOTS, 'desktop-admin-add-nft-refused.png'),
    });
    await addNft(page, { name: 'Sigma Frog #77', nftId: '#77', collection: 'Sigma Frogs' });
    await page.getByText('NFT Added').first().waitFor();
    await poolHealth(page, 15);

    for (const serial of [1, 2]) {
      await addNft(page, {
        name: `Pond Frog #${serial}`,
        nftId: String(serial),
        collection: 'Pond Frogs',
        active: false,
      });
      await page.getByTestId(`nft-row-${serial}`).waitFor();
    }
    const activateMany = page.getByRole('button', { name: /^Activate (selected|\d+ NFTs?)$/ });
    expect(await activateMany.isDisabled()).toBe(true);
    expect(await descriptionOf(activateMany)).toBe('Tick inactive NFTs in the list to activate them.');
    await page.getByLabel('Select Pond Frog #1 to activate').check();
    await page.getByLabel('Select Pond Frog #2 to activate').check();
    await page.getByRole('button', { name: 'Activate 2 NFTs' }).click();
    await page.getByText('2 NFTs activated.').first().waitFor();
    await poolHealth(page, 17);
    await page.getByRole('button', { name: 'Set today: Pond Frog #2' }).waitFor();

    await page.getByRole('button', { name: 'Edit Sigma Frog #77' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Sigma Frog #77' });
    expect(await dialog.getByLabel('Collection').inputValue()).toBe('Sigma Frogs');
    await dialog.getByLabel(/^NFT ID/).fill(seeded.nftId);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(taken).waitFor();
    await dialog.getByLabel(/^NFT ID/).fill('77');
    await dialog.getByLabel(/^Hint for token holders/).fill('Two sevens');
    await dialog.getByLabel('Throwback Thursday').check();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'desktop-admin-edit-nft.png') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('NFT Updated').first().waitFor();
    await page.getByTestId('nft-row-77').getByText('Throwback Thursday').waitFor();

    await page.getByLabel('NFT for Sat, Nov 28').selectOption({ label: 'Sigma Frog #77' });
    await page.getByText('Sigma Frog #77 is set for Sat, Nov 28.').first().waitFor();
    await page.getByLabel('NFT for Sat, Nov 21').selectOption({ label: 'Sigma Frog #77' });
    await page.getByText('Sigma Frog #77 is set for Sat, Nov 21 (moved from Sat, Nov 28).').first().waitFor();

    await page.getByRole('button', { name: 'Delete Pond Frog #2' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('Are you sure you want to delete this NFT? If a round has used it, it is kept but marked inactive.', {
        exact: true,
      })
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    const audit = page.getByRole('list', { name: 'Recent admin actions' });
    await audit.getByText('changed: hint, throwbackThursday').waitFor();
    await page.getByLabel('Action', { exact: true }).selectOption('nft.activate');
    await audit.getByText('nft.edit').waitFor({ state: 'detached' });
    // The list may be empty for a moment while the filtered entries load.
    await audit.getByText('nft.activate').waitFor();
    expect(await audit.locator(':scope > li').count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-2026-11-18.csv');
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[0]).toBe('at,actor,action,detail');
    expect(csv[1]).toContain(',nft.activate,');

    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'desktop-admin-library-full');
    await screenshotRegions(page, [
      ['NFT Library', 'desktop-admin-library'],
      ['Audit Log', 'desktop-admin-audit'],
      ['Add New NFT', 'desktop-admin-add-nft'],
    ]);
    await page.context().close();
  });

  it('says why the offline ledger knows nothing else, and an import of the demo finds the seeded NFTs', async () => {
    const page = await adminPage(browser, app);
    await page.getByLabel('NFTokenID, or an explorer or marketplace URL').fill('A'.repeat(64));
    await page.getByRole('button', { name: 'Look Up' }).click();
    await page.getByText(`The offline ledger knows only the demo collection of ${DEMO_ISSUER}`).waitFor();

    const progress = page.getByTestId('import-progress');
    await page.getByLabel('Issuer (r-address)').fill(DEMO_ISSUER);
    await page.getByRole('button', { name: 'Import Collection' }).click();
    await progress.getByText('Imported 0, skipped 14, failed 0 of 14').waitFor();
    await page.getByLabel('Issuer (r-address)').fill('rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY');
    await page.getByRole('button', { name: 'Import Collection' }).click();
    await progress.getByText('Import failed').waitFor();
    await progress.getByText(`The offline ledger knows only the demo collection of ${DEMO_ISSUER}`).waitFor();
    await page.getByRole('region', { name: 'Import from the Ledger' }).screenshot({
      path: join(SCREENSHOTS, 'desktop-admin-import-offline.png'),
    });
    await page.context().close();
  });

  it('shows the Library as cards on a 390 px phone, every action on screen', async () => {
    const page = await adminPage(browser, app, PHONE);
    const library = page.getByRole('region', { name: 'NFT Library' });
    await library.getByTestId('nft-row-77').waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    for (const name of ['Edit Sigma Frog #77', 'Set today: Sigma Frog #77', 'Delete Sigma Frog #77']) {
      const box = (await library.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }
    expect(await seriousViolations(page, 'section[aria-labelledby="library-title"]')).toEqual([]);
    await library.screenshot({ path: join(SCREENSHOTS, 'phone-admin-library-cards.png') });
    await library.getByRole('heading', { name: 'NFT Library' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-admin-library-screen', { fullPage: false });

    await library.getByRole('button', { name: 'Edit Sigma Frog #77' }).click();
    await page.getByRole('dialog', { name: 'Edit Sigma Frog #77' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-admin-edit-nft.png') });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    const audit = page.getByRole('region', { name: 'Audit Log' });
    await audit.scrollIntoViewIfNeeded();
    expect(await audit.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
    await audit.screenshot({ path: join(SCREENSHOTS, 'phone-admin-audit.png') });
    await screenshot(page, 'phone-admin-library-full');
    await page.context().close();
  });

  it("on a phone: jumps from the section menu, searches and pages a year's pool, searches the calendar's picker, 44 px controls", async () => {
    await app.deps.database.insert(nfts).values(
      Array.from({ length: 40 }, (_, index) => ({
        nftId: String(9000 + index),
        name: `Pool Toad #${9000 + index}`,
        collection: 'Pool Toads',
        imageUrl: `${app.url}/favicon.svg`,
        dateAdded: app.clock.now(),
      })),
    );
    const page = await adminPage(browser, app, PHONE);
    const menu = page.getByRole('navigation', { name: 'Admin sections' });
    await menu.getByRole('link', { name: 'Audit log' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Audit Log' }).isVisible()).toBe(true);
    // The menu stays on screen while the page scrolls.
    expect((await menu.boundingBox())!.y).toBeLessThan(5);
    await menu.getByRole('link', { name: 'Library' }).click();

    const library = page.getByRole('region', { name: 'NFT Library' });
    const status = library.getByRole('status');
    await status.getByText(/, page 1 of \d+$/).waitFor();
    expect(await library.getByTestId(/^nft-row-/).count()).toBe(25);
    await library.getByRole('button', { name: 'Next' }).click();
    await status.getByText(/, page 2 of/).waitFor();
    await library.getByLabel('Search the library').fill('#9013');
    await status.getByText('1 NFT found').waitFor();
    expect(await library.getByTestId(/^nft-row-/).count()).toBe(1);
    await library.getByTestId('nft-row-9013').waitFor();
    await library.screenshot({ path: join(SCREENSHOTS, 'phone-admin-library-search.png') });

    const calendar = page.getByRole('region', { name: 'Calendar' });
    await calendar.getByLabel('Find an NFT for the pickers').fill('Pool Toad #9039');
    const picker = calendar.getByLabel('NFT for Sat, Nov 28');
    await expect.poll(() => picker.locator('option').allTextContents()).toEqual(['Random pick', 'Pool Toad #9039']);
    await picker.selectOption({ label: 'Pool Toad #9039' });
    await page.getByText('Pool Toad #9039 is set for Sat, Nov 28.').first().waitFor();

    expect(await smallTapTargets(page, 'main')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-admin-menu', { fullPage: false });
    await page.context().close();
  });
});
