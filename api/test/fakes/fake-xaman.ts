import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake platform received. */
interface ReceivedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** How the fake answers: normally, with a 500 page, with JSON that is no payload, or never. */
type FakeXamanMode = 'normal' | 'error-500' | 'garbage' | 'hang';

interface StoredPayload {
  request: Record<string, unknown>;
  meta: { resolved: boolean; signed: boolean; cancelled: boolean; expired: boolean };
  account: string | null;
  /** The hash of the transaction a signed Payment submitted. */
  txid: string | null;
}

/** A local stand-in for the Xaman platform API (the REST calls the SDK makes for payloads). */
interface XAppLaunch {
  account: string;
  style: string;
  access: string | null;
}

export interface FakeXaman {
  endpoint: string;
  mode: FakeXamanMode;
  calls: ReceivedCall[];
  /** The player approves the payload in the app with this account; a payment names its transaction's hash. */
  sign(uuid: string, account: string, txid?: string): void;
  /** The player declines it in the app. */
  reject(uuid: string): void;
  expire(uuid: string): void;
  /**
   * Xaman opens the xApp for `account`: the one-time token it puts in the xApp's URL. Its
   * answer about the token leaves `accountaccess` out when `access` is null.
   */
  launchXApp(account: string, options?: { style?: string; access?: string | null }): string;
  close(): Promise<void>;
}

/** Starts a fake Xaman platform on 127.0.0.1 with a random port. */
export async function startFakeXaman(): Promise<FakeXaman> {
  const payloads = new Map<string, StoredPayload>();
  const xAppTokens = new Map<string, XAppLaunch>();
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const update = (uuid: string, change: Partial<StoredPayload['meta']>, account?: string, txid?: string) => {
    const payload = payloads.get(uuid);
    if (!payload) throw new Error(`fake Xaman has no payload ${uuid}`);
    Object.assign(payload.meta, change);
    if (account !== undefined) payload.account = account;
    if (txid !== undefined) payload.txid = txid;
  };

  const fake: FakeXaman = {
    endpoint,
    mode: 'normal',
    calls: [],
    sign: (uuid, account, txid) => update(uuid, { resolved: true, signed: true }, account, txid),
    reject: (uuid) => update(uuid, { resolved: true, signed: false }),
    expire: (uuid) => update(uuid, { expired: true }),
    launchXApp(account, { style = 'DARK', access = 'FULL' } = {}) {
      const token = randomUUID();
      xAppTokens.set(token, { account, style, access });
      return token;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    const path = req.url ?? '/';
    fake.calls.push({
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    if (fake.mode === 'hang') return;
    if (fake.mode === 'error-500')
      return send(res, 500, '<html><body>Internal Server Error</body></html>', 'text/html');
    if (fake.mode === 'garbage') return send(res, 200, JSON.stringify({ hello: 'world' }));
    const [route, uuid] = routeOf(req.method, path);
    if (route === 'create') return send(res, 200, JSON.stringify(create(JSON.parse(text))));
    if (route === 'get' && uuid && payloads.has(uuid)) return send(res, 200, JSON.stringify(payloadView(uuid)));
    if (route === 'ott' && uuid && xAppTokens.has(uuid)) {
      const launch = xAppTokens.get(uuid)!;
      xAppTokens.delete(uuid);
      return send(res, 200, JSON.stringify(ottView(launch)));
    }
    send(res, 404, JSON.stringify({ error: { reference: randomUUID(), code: 404 } }));
  }

  function create(body: { txjson: Record<string, unknown> }) {
    const uuid = randomUUID();
    const meta = { resolved: false, signed: false, cancelled: false, expired: false };
    payloads.set(uuid, { request: body.txjson, meta, account: null, txid: null });
    return {
      uuid,
      next: { always: `${endpoint}/sign/${uuid}` },
      refs: {
        qr_png: `${endpoint}/sign/${uuid}_q.png`,
        qr_matrix: `${endpoint}/sign/${uuid}_q.json`,
        qr_uri_quality_opts: ['m', 'q', 'h'],
        websocket_status: `${endpoint.replace(/^http/, 'ws')}/sign/${uuid}`,
      },
      pushed: false,
    };
  }

  function payloadView(uuid: string) {
    const { request, meta, account, txid } = payloads.get(uuid)!;
    return {
      meta: { exists: true, uuid, submit: false, multisign: false, ...meta },
      application: { name: 'Fake app', uuidv4: randomUUID(), disabled: 0 },
      payload: { tx_type: request.TransactionType, request_json: request, created_at: new Date().toISOString() },
      response: { account, signer: account, txid, resolved_at: meta.resolved ? new Date().toISOString() : null },
      custom_meta: {},
    };
  }

  function ottView({ account, style, access }: XAppLaunch) {
    return {
      locale: 'en',
      version: '2.9.0',
      account,
      ...(access === null ? {} : { accountaccess: access }),
      accounttype: 'REGULAR',
      style,
      origin: { type: 'QR', data: {} },
      user: randomUUID(),
      user_device: { currency: 'USD', platform: 'ios' },
      account_info: { account, blocked: false, source: '', kycApproved: false, proSubscription: false },
      nodetype: 'MAINNET',
    };
  }

  return fake;
}

const PLATFORM = '/api/v1/platform/';

function routeOf(method: string | undefined, path: string): ['create' | 'get' | 'ott' | 'none', string?] {
  if (!path.startsWith(PLATFORM)) return ['none'];
  const [resource, uuid, token] = path.slice(PLATFORM.length).split('/');
  if (resource === 'xapp' && uuid === 'ott' && method === 'GET' && token) return ['ott', token];
  if (resource !== 'payload') return ['none'];
  if (method === 'POST' && uuid === undefined) return ['create'];
  if (method === 'GET' && uuid) return ['get', uuid];
  return ['none'];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type }).end(body);
}
