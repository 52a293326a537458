/**
 * `npm run restore -- <backup> [--accept-loss]`: puts a full-database backup (a path, or a
 * file name from the backups folder) in place of the record the settings name: the SQLite
 * file of DATABASE_PATH, or the PostgreSQL database of DATABASE_URL. Stop the server first:
 * the restore refuses while it has the record open, and keeps the replaced record.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDatabase, RestoreRefused } from '@app/db/restore/restore';
import { loadSettings, SettingsError } from '@app/api/settings';
import { backupName } from '@app/api/features/admin/backups';

const USAGE = 'Usage: npm run restore -- <backup file or name in the backups folder> [--accept-loss]';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'accept-loss': { type: 'boolean' } },
  });
  const [argument] = positionals;
  if (!argument) {
    console.error(USAGE);
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const settings = loadSettings();
  const inBackups = join(settings.backupDir, argument);
  const backup = existsSync(argument) || !existsSync(inBackups) ? argument : inBackups;
  const now = new Date();
  const { database } = settings;
  const into = database.engine === 'sqlite' ? database.path : `PostgreSQL (schema ${database.schema ?? 'public'})`;
  const outcome = await restoreDatabase({
    backup,
    target: database,
    keepAt: join(settings.backupDir, backupName('database', now)),
    now,
    acceptLoss: values['accept-loss'] ?? false,
  });
  console.log(`Restored ${backup} into ${into}.`);
  if (outcome.kept) console.log(`The replaced database is kept at ${outcome.kept}.`);
  if (outcome.reapplied > 0) console.log(`Re-applied ${outcome.reapplied} prize payment(s) made after the backup.`);
  for (const line of outcome.lost) console.log(`Lost, as accepted: ${line}`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof RestoreRefused || error instanceof SettingsError)) throw error;
  console.error(`Restore refused: ${error.message}`);
  process.exitCode = 1;
}
