import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { builtFrontEnds } from '../../../test/built-front-ends';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness';
import { createApp } from '../../app';
import { createExpressServer } from '../../http/express-server';

let app: TestApp;
let dists: string;
let server: Server;
let client: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  const frontEnds = builtFrontEnds();
  dists = frontEnds.root;
  server = createExpressServer(createApp(app.deps, frontEnds));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  rmSync(dists, { recursive: true, force: true });
});

it('answers a practice page 404 when it has no past round to show, as any unknown path', async () => {
  const yesterday = await app.currentRound();
  app.clock.advance(24 * 60 * 60 * 1000);
  const today = await app.currentRound();
  const statusOf = async (path: string) => [path, (await client.get(path)).status];
  for (const path of ['/archive/latest', `/archive/${yesterday.id}`, `/Archive/${yesterday.id}/`])
    expect(await statusOf(path)).toEqual([path, 200]);
  for (const path of ['/archive/99999', `/archive/${today.id}`, '/archive/nope', '/archive/0'])
    expect(await statusOf(path)).toEqual([path, 404]);
});
