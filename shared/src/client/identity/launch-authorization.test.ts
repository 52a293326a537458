import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest } from '../api-fetch';
import { authorizeWithLaunchData } from './launch-authorization';

/** A server that answers every request with nothing and keeps the headers it was sent. */
const received: IncomingHttpHeaders[] = [];
const server = createServer((request, response) => {
  received.push(request.headers);
  response.writeHead(204).end();
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

describe('signing requests with the launch data', () => {
  it('sends no Authorization before the Mini App authorizes, then `tma <initData>` on every request', async () => {
    await apiRequest(`${origin}/api/me`);
    authorizeWithLaunchData('user=%7B%22id%22%3A7%7D&hash=abc');
    await apiRequest(`${origin}/api/me`);
    await apiRequest(`${origin}/api/game/guess`, { method: 'POST', body: { guess: '1' } });

    expect(received.map((headers) => headers.authorization)).toEqual([
      undefined,
      'tma user=%7B%22id%22%3A7%7D&hash=abc',
      'tma user=%7B%22id%22%3A7%7D&hash=abc',
    ]);
  });
});
