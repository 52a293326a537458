import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testSchema, type TestSchema } from '../../test/postgres';
import { openPostgres, type PostgresHandle } from './open';

const JOURNAL = join(import.meta.dirname, '..', '..', 'migrations-pg', 'meta', '_journal.json');
const migrationCount = (JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] }).entries.length;

let target: TestSchema;
const opened: PostgresHandle[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.pool.end()));
  await target.drop();
});

describe('openPostgres', () => {
  it('migrates once when three processes start at the same moment', async () => {
    target = await testSchema();
    const open = () => openPostgres({ url: target.url, schema: target.schema, poolSize: 2 });
    opened.push(...(await Promise.all([open(), open(), open()])));
    const { pool } = opened[0]!;
    const applied = await pool.query(`select count(*)::int as n from "${target.schema}".__drizzle_migrations`);
    expect(applied.rows[0].n).toBe(migrationCount);
    const tables = await pool.query(
      'select count(*)::int as n from information_schema.tables where table_schema = $1',
      [target.schema],
    );
    expect(tables.rows[0].n).toBeGreaterThanOrEqual(20);
  });

  it('fails to open when the server cannot be reached', async () => {
    target = await testSchema();
    await expect(openPostgres({ url: 'postgres://nobody@127.0.0.1:1/none', schema: target.schema })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});
