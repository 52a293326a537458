import { testSchema, type TestSchema } from '@app/db/testing/postgres';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startChildServer, type ChildServer } from '../../test/child-server';
import { freePort, TestClient } from '../../test/harness';
import { TEST_REDIS_URL, testRedisPrefix } from '../../test/redis';

let schema: TestSchema;
let dir: string;
let server: ChildServer;

/** The process ids of the workers that said they serve, in the order they did. */
const servingPids = () => [...server.output().matchAll(/"pid":(\d+)[^\n]*"msg":"Serving /g)].map((match) => match[1]);

beforeAll(async () => {
  schema = await testSchema();
  dir = mkdtempSync(join(tmpdir(), 'bwif-workers-'));
  server = await startChildServer(join(dir, 'unused.db'), await freePort(), {
    env: {
      WORKERS: '2',
      DATABASE_URL: schema.url,
      DATABASE_SCHEMA: schema.schema,
      DATABASE_POOL_SIZE: '2',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: testRedisPrefix(),
      SEED_DEMO: 'true',
    },
  });
  await vi.waitFor(() => expect(servingPids()).toHaveLength(2), { timeout: 30_000, interval: 100 });
}, 60_000);

afterAll(async () => {
  server?.process.kill('SIGTERM');
  await server?.exited;
  await schema?.drop();
  rmSync(dir, { recursive: true, force: true });
});

it('serves one port from WORKERS=2 processes, starts a dead one again, and stops them all on SIGTERM', async () => {
  const [first, second] = servingPids();
  expect(first).not.toBe(second);
  const client = new TestClient(server.url);
  expect((await client.get('/api/game/current')).status).toBe(200);

  process.kill(Number(first), 'SIGKILL');
  await vi.waitFor(() => expect(servingPids()).toHaveLength(3), { timeout: 30_000, interval: 100 });
  expect(server.output()).toContain('a server process died: starting another');
  for (let request = 0; request < 4; request++) expect((await client.get('/api/game/current')).status).toBe(200);

  server.process.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}, 60_000);
