import { testSchema, type TestSchema } from '@app/db/testing/postgres';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../../test/child-server';
import { freePort, TestClient, WALLETS } from '../../../test/harness';
import { TEST_REDIS_URL, testRedisPrefix } from '../../../test/redis';

/** Three server processes on one PostgreSQL schema and one Redis, as several processes serve the offline demo. */
let schema: TestSchema;
let dir: string;
let servers: ChildServer[];

beforeAll(async () => {
  schema = await testSchema();
  dir = mkdtempSync(join(tmpdir(), 'bwif-dev-wallet-'));
  const env = {
    DATABASE_URL: schema.url,
    DATABASE_SCHEMA: schema.schema,
    DATABASE_POOL_SIZE: '2',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: testRedisPrefix(),
  };
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  servers = await Promise.all(ports.map((port) => startChildServer(join(dir, 'unused.db'), port, { env })));
}, 60_000);

afterAll(async () => {
  for (const server of servers ?? []) server.process.kill('SIGTERM');
  await Promise.all((servers ?? []).map((server) => server.exited));
  await schema?.drop();
  rmSync(dir, { recursive: true, force: true });
});

it('signs a player in with a request created on A, approved on B and polled on C', async () => {
  const [a, b, c] = servers.map((server) => new TestClient(server.url)) as [TestClient, TestClient, TestClient];
  const created = await a.post('/api/wallet/xaman/create');
  expect(created.status).toBe(200);
  const { uuid } = created.body;
  expect((await b.get(`/dev/xaman/${uuid}`)).text).toContain('id="approve"');
  expect((await b.post(`/dev/xaman/${uuid}/approve`, { account: WALLETS.alice })).status).toBe(200);
  expect((await c.post(`/dev/xaman/${uuid}/reject`)).status).toBe(404);

  // The browser that asked, polling C: the session C sets is the one B then knows.
  const polled = new TestClient(servers[2]!.url);
  expect((await polled.get(`/api/wallet/xaman/status/${uuid}`, { cookie: a.cookie })).body).toMatchObject({
    resolved: true,
  });
  const me = await new TestClient(servers[1]!.url).get('/api/me', { cookie: polled.cookie });
  expect(me.body).toMatchObject({ walletAddress: WALLETS.alice });
});

it('resolves an xApp token minted on A once, on B, and never again on C', async () => {
  const minted = await new TestClient(servers[0]!.url).post('/dev/xaman/xapp', { account: WALLETS.bob });
  const { token } = minted.body;
  expect((await new TestClient(servers[1]!.url).post('/api/wallet/xapp', { xAppToken: token })).status).toBe(200);
  expect((await new TestClient(servers[2]!.url).post('/api/wallet/xapp', { xAppToken: token })).status).toBe(401);
});
