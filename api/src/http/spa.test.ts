import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtScript } from '../../test/built-front-ends';
import type { TestClient } from '../../test/harness';
import { startWithFrontEnds } from '../../test/with-front-ends';

let client: TestClient;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ client, close } = await startWithFrontEnds());
});

afterAll(() => close());

describe('the front ends over HTTP', () => {
  it("answers the web app's pages 200 with its index.html, as its router matches them", async () => {
    for (const path of ['/', '/admin', '/terms', '/leaderboard/history', '/bwif-points', '/Terms/']) {
      const page = await client.get(path);
      expect([path, page.status, page.text]).toEqual([path, 200, '<!doctype html><title>web</title>']);
      // The game page is made for its requester (features/first-screen).
      expect(page.headers.get('cache-control'), path).toBe(path === '/' ? 'private, no-cache' : 'no-cache');
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
    expect((await client.get('/assets/app.js')).text).toBe(builtScript('web'));
    expect((await client.get('/telegram/assets/app.js')).text).toBe(builtScript('miniapp'));
    const missing = await client.get('/api/nope');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});

/** A GET without fetch's own decoding: the status, headers and bytes exactly as the server sent them. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(client.baseUrl + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('compression and caching of the front ends', () => {
  it('sends the precompressed brotli copy to a client that takes it, gzip to one that takes only gzip', async () => {
    for (const path of ['/assets/app.js', '/telegram/assets/app.js']) {
      const br = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect([br.headers['content-encoding'], br.headers.vary, br.headers['content-type']]).toEqual([
        'br',
        'Accept-Encoding',
        'text/javascript; charset=utf-8',
      ]);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      const gzip = await rawGet(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const name = path.startsWith('/telegram') ? 'miniapp' : 'web';
      expect(brotliDecompressSync(br.body).toString()).toBe(builtScript(name));
      expect(gunzipSync(gzip.body).toString()).toBe(builtScript(name));
      expect(br.body.length).toBeLessThan(builtScript(name).length / 5);
    }
  });

  it('follows the q-values, and sends the bytes as they are when no coding is accepted', async () => {
    const gzipPreferred = await rawGet('/assets/app.js', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzipPreferred.headers['content-encoding']).toBe('gzip');
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'zstd']) {
      const plain = await rawGet('/assets/app.js', accept ? { 'accept-encoding': accept } : {});
      expect([accept, plain.headers['content-encoding'], plain.body.toString()]).toEqual([
        accept,
        undefined,
        builtScript('web'),
      ]);
      expect(plain.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('caches hashed assets for a year as immutable, and revalidates each encoding by its own ETag', async () => {
    const first = await rawGet('/assets/app.js', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['last-modified']).toBeTruthy();
    const plain = await rawGet('/assets/app.js');
    expect(plain.headers.etag).not.toBe(first.headers.etag);
    const again = await rawGet('/assets/app.js', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    expect((await rawGet('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses index.html too, revalidated on every load, whatever the path', async () => {
    for (const path of ['/', '/terms', '/telegram/', '/no/such/page']) {
      const page = await rawGet(path, { 'accept-encoding': 'gzip, br' });
      expect([path, page.headers['content-encoding'], page.headers['cache-control']]).toEqual([
        path,
        'br',
        path === '/' ? 'private, no-cache' : 'no-cache',
      ]);
      const again = await rawGet(path, { 'accept-encoding': 'gzip, br', 'if-none-match': page.headers.etag! });
      expect([path, again.status]).toEqual([path, path === '/no/such/page' ? 404 : 304]);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${client.baseUrl}/assets/app.js`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect([response.status, response.headers.get('content-encoding'), await response.text()]).toEqual([200, 'br', '']);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it("does not compress the API's JSON", async () => {
    const config = await rawGet('/api/config', { 'accept-encoding': 'gzip, deflate, br' });
    expect([config.status, config.headers['content-encoding']]).toEqual([200, undefined]);
    expect(JSON.parse(config.body.toString())).toHaveProperty('links');
  });
});
