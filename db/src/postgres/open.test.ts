import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSchema, type TestSchema } from '../../test/postgres';
import { startTcpProxy } from '../../test/tcp-proxy';
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

  it('hears the database back only from a connection begun after it went away', async () => {
    target = await testSchema();
    const proxy = await startTcpProxy(Number(new URL(target.url).port));
    const viaProxy = Object.assign(new URL(target.url), { port: String(proxy.port) }).toString();
    const handle = await openPostgres({ url: viaProxy, schema: target.schema, poolSize: 3 });
    opened.push(handle);
    const { pool, availability } = handle;
    const held = await pool.connect();
    held.on('error', () => undefined);
    const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
    try {
      // A connection begun before the loss, as one whose backend started before a shutdown.
      proxy.stall();
      const begunBefore = pool.connect();
      await terminateBackend(target.url, rows[0]!.pid);
      await vi.waitFor(() => expect(availability.up).toBe(false));
      proxy.resume();
      const late = await begunBefore;
      await late.query('select 1');
      expect(availability.up).toBe(false);
      const fresh = await pool.connect();
      await fresh.query('select 1');
      expect(availability.up).toBe(true);
      [late, fresh].forEach((client) => client.release());
    } finally {
      held.release(true);
      await proxy.close();
    }
  });
});

async function terminateBackend(url: string, pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}
