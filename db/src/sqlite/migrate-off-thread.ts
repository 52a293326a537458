import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runWorker } from '../run-worker';
import { MIGRATIONS_FOLDER } from './open';

/** The empty file with every migration applied, made once per process. */
let emptyMigrated: Promise<Buffer> | undefined;

/**
 * Writes a new SQLite file at `path`, migrated as the embedded engine's. The migrations take
 * 0.1-0.6 s on the 2-core machine, which a server backing up must not hold its event loop
 * for: the first call runs them on a worker thread into an empty file, and every call writes
 * a copy of that file.
 */
export async function writeMigratedFile(path: string): Promise<void> {
  emptyMigrated ??= migrateEmptyFile().catch((error: unknown) => {
    emptyMigrated = undefined;
    throw error;
  });
  writeFileSync(path, await emptyMigrated);
}

async function migrateEmptyFile(): Promise<Buffer> {
  const path = join(mkdtempSync(join(tmpdir(), 'migrated-')), 'empty.sqlite');
  try {
    await runWorker(new URL('./migrate-worker.js', import.meta.url), { path, migrationsFolder: MIGRATIONS_FOLDER });
    return readFileSync(path);
  } finally {
    rmSync(dirname(path), { recursive: true, force: true });
  }
}
