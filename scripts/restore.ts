/**
 * `npm run restore -- <backup>`: puts a full-database backup (a path, or a file name from
 * the data folder's backups/) in place of DATABASE_PATH. Stop the server first: the
 * restore refuses while the database is open, and keeps the replaced file beside it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { restoreDatabase, RestoreRefused } from '@app/db/restore';
import { loadSettings, SettingsError } from '@app/api/settings';

function main(): number {
  const [argument] = process.argv.slice(2);
  if (!argument) {
    console.error('Usage: npm run restore -- <backup file or name in the backups folder>');
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const settings = loadSettings();
  const inBackups = join(settings.dataDir, 'backups', argument);
  const backup = existsSync(argument) || !existsSync(inBackups) ? argument : inBackups;
  const aside = restoreDatabase({ backup, target: settings.databasePath, now: new Date() });
  console.log(`Restored ${backup} into ${settings.databasePath}.`);
  if (aside) console.log(`The replaced database is kept at ${aside}.`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  if (!(error instanceof RestoreRefused || error instanceof SettingsError)) throw error;
  console.error(`Restore refused: ${error.message}`);
  process.exitCode = 1;
}
