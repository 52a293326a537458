import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closedAt, openConnection, replyOf } from '../../test/keep-alive-load';
import { createExpressServer, type AppServer } from './express-server';

const GRACE_MS = 5000;

let server: AppServer | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server = undefined;
});

/** An app answering `ok` at `/`, whose stop begins as it accepts its first connection. */
async function stoppingAtFirstConnection(): Promise<{ port: number; stopped: Promise<void> }> {
  const app = express();
  app.get('/', (_req, res) => void res.send('ok'));
  const started = createExpressServer(app);
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  // At the 'connection' event nothing the client sent has been read yet.
  const stopped = new Promise<void>((resolve) =>
    started.once('connection', () => void started.shutDown(GRACE_MS).then(resolve)),
  );
  return { port: (started.address() as AddressInfo).port, stopped };
}

describe('the graceful stop of a connection that has sent nothing yet', () => {
  it('answers the request on its way when the stop began, with Connection: close', async () => {
    const { port, stopped } = await stoppingAtFirstConnection();
    const socket = await openConnection(port);
    const reply = replyOf(socket);
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');

    const text = await reply;
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    expect(text.endsWith('ok')).toBe(true);
    await stopped;
  });

  it('closes one that stays silent within a second, not at the end of the grace', async () => {
    const { port, stopped } = await stoppingAtFirstConnection();
    const openedAt = performance.now();
    const socket = await openConnection(port);

    const silentFor = (await closedAt(socket)) - openedAt;
    expect(silentFor).toBeGreaterThanOrEqual(400);
    expect(silentFor).toBeLessThan(GRACE_MS / 2);
    await stopped;
  });
});
