import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFrontEnds } from '../../test/built-front-ends';
import { startTestApp, TestClient, type TestApp } from '../../test/harness';
import { createApp } from '../app';
import { createExpressServer } from './express-server';

let app: TestApp;
let dists: string;
let server: Server;
let client: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  const frontEnds = builtFrontEnds();
  dists = frontEnds.root;
  const withFrontEnds = createApp(app.deps, frontEnds);
  server = createExpressServer(withFrontEnds);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  rmSync(dists, { recursive: true, force: true });
});

describe('the front ends over HTTP', () => {
  it("answers the web app's pages 200 with its index.html, as its router matches them", async () => {
    for (const path of ['/', '/admin', '/terms', '/leaderboard/history', '/bwif-points', '/Terms/']) {
      const page = await client.get(path);
      expect([path, page.status, page.text]).toEqual([path, 200, '<!doctype html><title>web</title>']);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers any other path 404 with the same index.html, so the app shows its 404 page', async () => {
    for (const path of ['/no/such/page', '/terms/extra', '/assets/missing.js']) {
      const missing = await client.get(path);
      expect([path, missing.status, missing.text]).toEqual([path, 404, '<!doctype html><title>web</title>']);
      expect(missing.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });

  it('answers every Mini App path 200: each shows the game', async () => {
    for (const path of ['/telegram/', '/telegram/anything', '/telegram/a/b?c=d']) {
      const page = await client.get(path);
      expect([path, page.status, page.text]).toEqual([path, 200, '<!doctype html><title>miniapp</title>']);
    }
  });

  it('serves built files, and unknown API paths still get the JSON 404', async () => {
    expect((await client.get('/assets/app.js')).text).toBe("console.log('web')");
    expect((await client.get('/telegram/assets/app.js')).text).toBe("console.log('miniapp')");
    const missing = await client.get('/api/nope');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
