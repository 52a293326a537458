import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@app/api/testing/harness';
import { startNftWorld, type FakeCollection, type NftWorld } from '@app/api/testing/fakes/nft-world';
import { join } from 'node:path';
import { PHONE, SCREENSHOTS, screenshot, screenshotRegions, seriousViolations } from './support/browser';
import { adminPage, startBrowserApp } from './support/app';

let world: NftWorld;
let app: TestApp;
let browser: Browser;
let close: () => Promise<void>;
let frogs: FakeCollection;

beforeAll(async () => {
  world = await startNftWorld();
  ({ app, browser, close } = await startBrowserApp({
    env: { NFT_API_URL: world.rippled.url, IMAGE_FETCH_ALLOW_PRIVATE: 'true' },
  }));
  frogs = world.collection(1);
});

afterAll(async () => {
  await close?.();
  await world?.close();
});

// The admin page's images must come from the site itself or https: the metadata names the site's icon.
const frog = (name: string) => ({ name, image: `${app.url}/favicon.svg`, collection: { name: 'Pond Frogs' } });

/** The controls in the page's main part shorter than a 44 px tap target, by their text. */
function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main :is(button, select, input:not([type=checkbox]), textarea)'))
      .filter((control) => (control as HTMLElement).offsetParent !== null)
      .filter((control) => control.getBoundingClientRect().height < 44)
      .map((control) => control.outerHTML.slice(0, 80)),
  );
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('the NFT pool on the admin page', () => {
  it('looks an NFT up, imports a collection with its progress, and schedules a day on the calendar (desktop)', async () => {
    const looked = world.mint(frogs, 42, frog('Pond Frog #42'));
    const page = await adminPage(browser, app);

    await page
      .getByLabel('NFTokenID, or an explorer or marketplace URL')
      .fill(`https://explorer.example/nft/${looked.nft_id}`);
    await page.getByRole('button', { name: 'Look Up' }).click();
    await page.getByTestId('lookup-preview').getByText('#42 · Pond Frogs').waitFor();
    expect(await page.getByLabel('NFT Name').inputValue()).toBe('Pond Frog #42');
    expect(await page.getByLabel(/^NFT ID/).inputValue()).toBe('42');
    expect(await page.getByLabel('Creator').inputValue()).toBe(frogs.issuer);
    await page.getByRole('button', { name: 'Add NFT' }).click();
    await page.getByText('NFT Added').first().waitFor();
    await page.getByTestId('nft-row-42').waitFor();

    await page.getByLabel('NFTokenID, or an explorer or marketplace URL').fill('not an id');
    await page.getByRole('button', { name: 'Look Up' }).click();
    await page.getByText('Not an NFTokenID').waitFor();

    const toads = world.collection(2);
    for (let serial = 1; serial <= 30; serial++) world.mint(toads, serial, frog(`Road Toad #${serial}`));
    world.metadata.delete(new URL(world.rippled.nfts.at(-1)!.uri).pathname);
    await page.getByLabel('Issuer (r-address)').fill(toads.issuer);
    await page.getByRole('button', { name: 'Import Collection' }).click();
    const progress = page.getByTestId('import-progress');
    await progress.getByText('Import done').waitFor();
    await progress.getByText('Imported 29, skipped 0, failed 1 of 30').waitFor();
    await progress.getByText('The metadata host answered 404').waitFor();
    expect(await progress.locator('progress').evaluate((bar: HTMLProgressElement) => bar.value)).toBe(30);
    await page.getByTestId('nft-row-29').waitFor();

    const tomorrow = page.getByTestId('calendar-2026-11-19');
    await tomorrow.getByText('Thursday').waitFor();
    await tomorrow.getByText('random pick', { exact: true }).waitFor();
    await tomorrow.getByLabel('NFT for Thu, Nov 19').selectOption({ label: 'Pond Frog #42' });
    await page.getByText('Calendar Updated').first().waitFor();
    await tomorrow.getByText('Pond Frog #42').first().waitFor();
    await page.getByTestId('calendar-2026-11-18').getByText('Change today with “Set today”').waitFor();
    await tomorrow.getByLabel('NFT for Thu, Nov 19').selectOption({ label: 'Random pick' });
    await page.getByText('Thu, Nov 19 is a random pick.').first().waitFor();
    await tomorrow.getByText('random pick', { exact: true }).waitFor();
    await tomorrow.getByLabel('NFT for Thu, Nov 19').selectOption({ label: 'Pond Frog #42' });
    await tomorrow.getByText('Pond Frog #42', { exact: true }).first().waitFor();
    await page
      .getByTestId('pool-health')
      .getByText(/44 active NFTs/)
      .waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'desktop-admin-pool');
    await screenshotRegions(page, [
      ['Look Up an NFT', 'desktop-admin-lookup'],
      ['Import from the Ledger', 'desktop-admin-import'],
      ['Calendar', 'desktop-admin-calendar'],
    ]);
    await page.context().close();
  });

  it('fits a 390 px phone, and asks before every risky action', async () => {
    const page = await adminPage(browser, app, PHONE);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Reset Ad Playback Counts' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to reset ad counts for all users?').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-admin-confirm.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByText('Ad Counts Reset').count()).toBe(0);

    for (const [trigger, action] of [
      ['Enable Maintenance', 'Enable Maintenance'],
      ['Reset Leaderboards', 'Reset Leaderboards'],
      ['Force Weekly Archive', 'Force Weekly Archive'],
    ]) {
      await page.getByRole('button', { name: trigger, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: action }).waitFor();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    }
    await page
      .getByRole('button', { name: /^Set today: / })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Set for Today' }).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByText('Under Maintenance').count()).toBe(0);

    await page.getByRole('button', { name: 'Reset Ad Playback Counts' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset Ad Counts' }).click();
    await page.getByText('Ad Counts Reset').first().waitFor();

    const crabs = world.collection(3);
    for (let serial = 1; serial <= 5; serial++) world.mint(crabs, serial, frog(`Ledger Crab #${serial}`));
    await page.getByLabel('Issuer (r-address)').fill(crabs.issuer);
    await page.getByRole('button', { name: 'Import Collection' }).click();
    await page.getByTestId('import-progress').getByText('Imported 5, skipped 0, failed 0 of 5').waitFor();
    await page.getByLabel('Issuer (r-address)').fill(world.collection(4).issuer);
    await page.getByRole('button', { name: 'Import Collection' }).click();
    await page.getByText('The ledger lists no NFTs for this issuer (and taxon).').waitFor();
    await expectNoHorizontalScroll(page);
    expect(await page.getByText('on the left').isVisible()).toBe(false);
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'phone-admin-pool');
    await screenshotRegions(page, [
      ['Import from the Ledger', 'phone-admin-import-empty'],
      ['NFT Library', 'phone-admin-library'],
    ]);
    const calendar = page.getByRole('region', { name: 'Calendar' });
    await calendar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-admin-calendar.png') });
    await page.context().close();
  });
});
