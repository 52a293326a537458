import express from 'express';
import { IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createExpressServer } from './express-server';

let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listen(app: express.Express): Promise<string> {
  server = createExpressServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createExpressServer', () => {
  it("creates each request and response with Express's prototypes, before Express sees them", async () => {
    const app = express();
    app.get('/echo', (req, res) => res.json({ host: req.get('host'), query: req.query }));
    const url = await listen(app);
    const created: object[] = [];
    server!.prependListener('request', (req: IncomingMessage, res: ServerResponse) =>
      created.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res)),
    );

    const response = await fetch(`${url}/echo?name=bwif`);

    expect(await response.json()).toEqual({ host: new URL(url).host, query: { name: 'bwif' } });
    expect(created).toEqual([app.request, app.response]);
  });

  it('keeps them instances of the Node classes, bodies and errors included', async () => {
    const app = express();
    app.post('/kinds', express.json(), (req, res) => {
      res
        .status(201)
        .json({ request: req instanceof IncomingMessage, response: res instanceof ServerResponse, body: req.body });
    });
    app.use((_error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(400).json({ error: 'bad body' });
    });
    const url = await listen(app);

    const created = await fetch(`${url}/kinds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"guess":"42"}',
    });
    const malformed = await fetch(`${url}/kinds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });

    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ request: true, response: true, body: { guess: '42' } });
    expect(malformed.status).toBe(400);
  });
});
