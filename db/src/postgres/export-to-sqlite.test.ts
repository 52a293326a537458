import Sqlite from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { testSchema, type TestSchema } from '../../test/postgres';
import { openDatabase, type OpenedDatabase } from '../client';
import { settings } from '../sqlite/schema/settings';
import { users } from '../sqlite/schema/users';
import { isDatabaseUnavailable } from '../unavailable';
import { exportToSqlite } from './export-to-sqlite';

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

it('writes every row of a table read in several batches, its booleans as 0 and 1', async () => {
  const at = new Date('2026-11-20T08:00:00Z');
  const players = Array.from({ length: 4500 }, (_, index) => ({
    username: `wallet:r${index}`,
    password: '!',
    highContrast: index % 3 === 0,
    createdAt: at,
  }));
  for (let from = 0; from < players.length; from += 500)
    await record.database.insert(users).values(players.slice(from, from + 500));
  await record.database.backupFile(join(dir, 'players.sqlite'));

  const file = new Sqlite(join(dir, 'players.sqlite'), { readonly: true });
  try {
    expect(file.prepare('SELECT count(*) AS rows, sum(high_contrast) AS contrast FROM users').get()).toEqual({
      rows: 4500,
      contrast: 1500,
    });
  } finally {
    file.close();
  }
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('fails as the database being away, and leaves no file, when PostgreSQL cannot be reached', async () => {
  const pool = new pg.Pool({ connectionString: `postgres://127.0.0.1:${await closedPort()}/test` });
  try {
    const failure = await exportToSqlite(pool, join(dir, 'unreached.sqlite')).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  } finally {
    await pool.end();
  }
});
