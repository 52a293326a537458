import { afterEach, describe, expect, it } from 'vitest';
import { adminClient, startTestApp, type TestApp } from '../../../test/harness';

const DAY_MS = 24 * 60 * 60 * 1000;
let app: TestApp;

afterEach(() => app.close());

/** An admin signed in now: an admin session lasts 12 hours, and these tests move the clock by days. */
async function signedInAdmin() {
  const admin = await adminClient(app);
  return admin;
}

async function databaseFiles(): Promise<string[]> {
  return (await (await signedInAdmin()).get('/api/admin/backup/list')).body.databaseFiles;
}

describe('the daily database backup', () => {
  it('backs up once a day and keeps BACKUP_KEEP_DAYS of automatic backups, never a manual one', async () => {
    app = await startTestApp({ start: '2026-11-18T03:00:00.050Z', env: { BACKUP_KEEP_DAYS: '3' } });
    const manual = (await (await signedInAdmin()).post('/api/admin/backup/database')).body.filename;

    app.clock.advance(60_000);
    await app.runDueJobs();
    for (let day = 1; day <= 5; day++) {
      app.clock.advance(DAY_MS);
      await app.runDueJobs();
    }

    const automatic = ['2026-11-21', '2026-11-22', '2026-11-23'].map(
      (day) => `database-auto-${day}T03-01-00-050Z.sqlite`,
    );
    expect(await databaseFiles()).toEqual([...automatic.reverse(), manual]);
    const audit = (await (await signedInAdmin()).get('/api/admin/audit')).body;
    expect(audit.filter((entry: any) => entry.action === 'backup.database-auto')).toHaveLength(6);
    expect(audit[0].actor).toBe('scheduler');
  });

  it('runs from 03:00 to 23:00 UTC, away from the midnight burst, a process started late in the day included', async () => {
    app = await startTestApp({ start: '2026-11-18T23:59:59.000Z', env: { BACKUP_KEEP_DAYS: '3' } });
    await app.runDueJobs();
    app.clock.advance(1_000);
    await app.runDueJobs();
    expect(await databaseFiles()).toEqual([]);

    app.clock.advance(3 * 60 * 60 * 1000 - 1);
    await app.runDueJobs();
    expect(await databaseFiles()).toEqual([]);
    app.clock.advance(1);
    await app.runDueJobs();
    expect(await databaseFiles()).toEqual(['database-auto-2026-11-19T03-00-00-000Z.sqlite']);
  });

  it('is off with BACKUP_KEEP_DAYS=0', async () => {
    app = await startTestApp({ env: { BACKUP_KEEP_DAYS: '0' } });
    app.clock.advance(DAY_MS);
    await app.runDueJobs();
    expect(await databaseFiles()).toEqual([]);
  });
});
