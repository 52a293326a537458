import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testSchema } from '@app/db/testing/postgres';
import { startTestApp, type TestApp } from '@app/api/testing/harness';
import { adminPage, useBrowserApp } from './support/app';
import { DESKTOP, PHONE, screenshot, screenshotRegions, seriousViolations, smallTapTargets } from './support/browser';

let app: TestApp;
let browser: Browser;

useBrowserApp((started) => ({ app, browser } = started), { env: { BACKUP_KEEP_DAYS: '14' } });

const backupCard = (page: Page) => page.getByRole('region', { name: 'Data Backup' });

/** What the card writes under a backup's name, as Intl writes it in `language` (the browser's time zone is the machine's). */
function expectedDetails(backupApp: TestApp, filename: string, createdAt: Date, language: string): string {
  const bytes = statSync(join(backupApp.deps.settings.backupDir, filename)).size;
  const madeAt = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(createdAt);
  const unit = bytes >= 1e6 ? 'megabyte' : 'kilobyte';
  const size = new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    bytes / (bytes >= 1e6 ? 1e6 : 1e3),
  );
  return `${madeAt} · ${size}`;
}

/** Backs up the whole database from the card and returns the file's name, once the card lists it. */
async function backUpDatabase(page: Page, backupApp: TestApp): Promise<string> {
  await backupCard(page).getByRole('button', { name: 'Backup Database' }).click();
  await page.getByText('Database Backed Up').first().waitFor();
  const filename = readdirSync(backupApp.deps.settings.backupDir).find((name) => name.startsWith('database-'))!;
  await backupCard(page).getByText(filename).waitFor();
  return filename;
}

describe('the admin page backup card', () => {
  it('lists each backup with its time and size in the page language, and says why a backup failed', async () => {
    const page = await adminPage(browser, app, PHONE);
    const madeAt = app.clock.now();
    const filename = await backUpDatabase(page, app);
    const row = backupCard(page).getByRole('listitem').filter({ hasText: filename });
    await row.getByText(expectedDetails(app, filename, madeAt, 'en')).waitFor();
    await backupCard(page)
      .getByText(
        'Copies of the SQLite database file. One is made automatically each day and kept 14 days. Restore one with npm run restore.',
      )
      .waitFor();
    await screenshotRegions(page, [['Data Backup', 'phone-admin-backups']]);
    expect(await seriousViolations(page, 'section[aria-labelledby="backup-title"]')).toEqual([]);
    expect(await smallTapTargets(page, 'section[aria-labelledby="backup-title"]')).toEqual([]);

    await page.context().request.put(`${app.url}/api/me/language`, { data: { language: 'ru' } });
    await page.reload();
    await row.getByText(expectedDetails(app, filename, madeAt, 'ru')).waitFor();
    await page.context().request.put(`${app.url}/api/me/language`, { data: { language: 'en' } });

    const folder = app.deps.settings.backupDir;
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, 'a file where the backups folder should be');
    await backupCard(page).getByRole('button', { name: 'Backup Database' }).click();
    await page.getByText('Backup Failed').first().waitFor();
    await page
      .getByText(`The backup could not be written to ${folder}: EEXIST: file already exists, mkdir '${folder}'`)
      .first()
      .waitFor();
    await screenshot(page, 'phone-admin-backup-failed', { fullPage: false });
    rmSync(folder, { force: true });
    await page.context().close();
  });

  it('says, on PostgreSQL, that a database backup is the record exported into a SQLite file', async () => {
    const schema = await testSchema();
    const postgresApp = await startTestApp({ env: { DATABASE_URL: schema.url, DATABASE_SCHEMA: schema.schema } });
    try {
      const page = await adminPage(browser, postgresApp, DESKTOP);
      const madeAt = postgresApp.clock.now();
      const filename = await backUpDatabase(page, postgresApp);
      await backupCard(page)
        .getByText(
          'The PostgreSQL database exported into a SQLite file, from one snapshot. None is made automatically (BACKUP_KEEP_DAYS=0). Restore one with npm run restore.',
        )
        .waitFor();
      const row = backupCard(page).getByRole('listitem').filter({ hasText: filename });
      await row.getByText(expectedDetails(postgresApp, filename, madeAt, 'en')).waitFor();
      await screenshotRegions(page, [['Data Backup', 'desktop-admin-backups-postgres']]);
      await page.context().close();
    } finally {
      await postgresApp.close();
      await schema.drop();
    }
  });
});
