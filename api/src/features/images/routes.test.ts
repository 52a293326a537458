import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../http/error-handler';
import { createMetrics } from '../../metrics/metrics';
import { imageRoutes } from './routes';
import { ensureRoundImages } from './service';
import { countingSource, openTestDb, recordingRandom, silentLogger } from '../../../test/image-fixtures';

let fixture: ReturnType<typeof openTestDb>;
let server: Server;
let base: string;
let tokens: Awaited<ReturnType<typeof ensureRoundImages>>;

beforeAll(async () => {
  fixture = openTestDb();
  const deps = {
    database: fixture.database,
    imageSource: countingSource(),
    random: recordingRandom().random,
    logger: silentLogger,
    metrics: createMetrics(),
  };
  tokens = await ensureRoundImages({ ctx: deps, input: fixture.round });
  const app = express();
  // Its declaration asks for no middleware: no context, open during maintenance.
  for (const route of imageRoutes(fixture.database)) app[route.method](route.path, route.handler);
  app.use(errorHandler(silentLogger));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/secure-images/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fixture.close();
});

describe('GET /api/secure-images/:token', () => {
  it('serves the variant with a strong ETag, an immutable private cache and nosniff', async () => {
    const response = await fetch(base + tokens.high);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 512]);
  });

  it('gives each variant its own ETag', async () => {
    const etags = await Promise.all(
      Object.values(tokens).map(async (token) => (await fetch(base + token)).headers.get('etag')),
    );
    expect(new Set(etags).size).toBe(4);
  });

  it('answers 304 with no body when the ETag matches', async () => {
    const etag = (await fetch(base + tokens.low)).headers.get('etag')!;
    for (const ifNoneMatch of [etag, `"stale", W/${etag}`, '*']) {
      const repeat = await fetch(base + tokens.low, { headers: { 'if-none-match': ifNoneMatch } });
      expect(repeat.status).toBe(304);
      expect(repeat.headers.get('etag')).toBe(etag);
      expect(await repeat.text()).toBe('');
    }
    expect((await fetch(base + tokens.low, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
  });

  it('answers HEAD with the headers and length of the variant but no body', async () => {
    const full = await fetch(base + tokens.medium);
    const length = (await full.arrayBuffer()).byteLength;
    const head = await fetch(base + tokens.medium, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(length));
    expect(head.headers.get('etag')).toBe(full.headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('answers an unknown token 404 in JSON', async () => {
    const response = await fetch(`${base}AAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it.each(['short', 'A'.repeat(65), 'AAAAAAAAAAAAAAAA.png', 'AAAAAAAA%2FAAAAAAAAAA'])(
    'answers the malformed token %s 400 in JSON',
    async (token) => {
      const response = await fetch(base + token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'The image token is not valid', field: 'token' },
      });
    },
  );
});
