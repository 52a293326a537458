import { openDb } from '@app/db/client';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness';
import { createApp } from '../../app';
import type { AppDeps } from '../../context';
import { createExpressServer } from '../../http/express-server';
import { setMaintenance } from '../maintenance/service';

let app: TestApp;
const servers: Server[] = [];

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await app.close();
});

/** The real app on other dependencies (a production setting, a broken database), on its own port. */
async function serve(changes: Partial<AppDeps>): Promise<TestClient> {
  const server = createExpressServer(createApp({ ...app.deps, ...changes }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

describe('GET /healthz', () => {
  it('answers 200 while the database answers, during maintenance too, without opening a session', async () => {
    const healthy = await app.client().get('/healthz');
    expect(healthy.status).toBe(200);
    expect(healthy.body).toEqual({ status: 'ok' });
    expect(healthy.headers.get('set-cookie')).toBeNull();

    setMaintenance(app.deps, true);
    try {
      expect((await app.client().get('/api/game/current')).status).toBe(503);
      expect((await app.client().get('/healthz')).status).toBe(200);
    } finally {
      setMaintenance(app.deps, false);
    }
  });

  it('answers 503 when the database does not', async () => {
    const closed = openDb(join(app.dir, 'closed.db'));
    closed.$client.close();
    const unhealthy = await (await serve({ db: closed })).get('/healthz');
    expect(unhealthy.status).toBe(503);
    expect(unhealthy.body.error.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
