import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { testSchema, type TestSchema } from '../../test/postgres';
import { openDatabase, type OpenedDatabase } from '../client';
import { settings } from '../sqlite/schema/settings';

let dir: string;
let schema: TestSchema;
let record: OpenedDatabase;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'export-'));
  schema = await testSchema();
  record = await openDatabase({ engine: 'postgres', url: schema.url, schema: schema.schema });
});

afterEach(async () => {
  await record.close();
  await schema.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** The settings rows of an exported file, by key. */
function exportedSettings(path: string): Array<{ key: string; value: string }> {
  const file = new Sqlite(path, { readonly: true });
  try {
    return file.prepare('SELECT key, value FROM settings ORDER BY key').all() as Array<{ key: string; value: string }>;
  } finally {
    file.close();
  }
}

// The embedded engine's migrations seed the flag that has the server rebuild the name keys at its start.
const REBUILD_FLAG = { key: 'display_name_keys_to_rebuild', value: 'true' };

it('holds the rows a migration of the file would seed only when the record has them', async () => {
  const at = new Date('2026-11-20T08:00:00Z');
  await record.database.delete(settings);
  await record.database.insert(settings).values({ key: 'maintenance', value: 'off', updatedAt: at });
  await record.database.backupFile(join(dir, 'without-flag.sqlite'));
  expect(exportedSettings(join(dir, 'without-flag.sqlite'))).toEqual([{ key: 'maintenance', value: 'off' }]);

  await record.database.insert(settings).values({ ...REBUILD_FLAG, updatedAt: at });
  await record.database.backupFile(join(dir, 'with-flag.sqlite'));
  expect(exportedSettings(join(dir, 'with-flag.sqlite'))).toEqual([REBUILD_FLAG, { key: 'maintenance', value: 'off' }]);
});
