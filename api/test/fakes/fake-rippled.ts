import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { nftInfo, nftsByIssuer, type FakeNft } from './fake-clio';

/** A trust line as rippled lists it for the holder: `account` is the peer (the issuer). */
interface FakeTrustLine {
  account: string;
  currency: string;
  balance: string;
}

type Request = Record<string, unknown> & { id?: unknown; command?: unknown };

/** A transaction as `tx` reports it (API v2): the signed fields, and the result once in a ledger. */
export interface FakeTransaction {
  tx_json: Record<string, unknown> & { TransactionType: string; Account: string };
  meta?: { TransactionResult: string; delivered_amount?: unknown };
  validated: boolean;
  ledger_index?: number;
  /** Ripple seconds. */
  date?: number;
}

/** A local stand-in for rippled's WebSocket API, enough for account_info and account_lines. */
export interface FakeRippled {
  url: string;
  /** Trust lines by wallet (an activated wallet without lines has []); a wallet not listed is unfunded (actNotFound). */
  accounts: Map<string, FakeTrustLine[]>;
  /** Lines per account_lines page before a marker is handed out. */
  pageSize: number;
  /** When true the server reads requests and never answers. */
  silent: boolean;
  /** Clio's NFT methods: off, the server answers them unknownCmd as a plain rippled does. */
  clio: boolean;
  nfts: FakeNft[];
  /** NFTs per nfts_by_issuer page before a marker is handed out. */
  nftPageSize: number;
  /** Every request received, in order. */
  requests: Request[];
  /** Validated ledgers close every 4 s: ledger FAKE_LEDGER_INDEX at `firstClose` (Ripple seconds), up to `validatedIndex`. */
  ledgers: { firstClose: number; validatedIndex: number };
  /** Trust lines as they were from a ledger index on (account_lines at a numeric ledger_index reads the latest at or before it). */
  linesFrom: Map<number, Map<string, FakeTrustLine[]>>;
  /** Transactions by hash, for `tx`; a hash not listed is txnNotFound. */
  transactions: Map<string, FakeTransaction>;
  /** How many WebSocket connections were ever accepted, and how many are open. */
  accepted: () => number;
  open: () => number;
  /** Drops every open connection abruptly, as a restarting server would. */
  dropConnections(): void;
  close(): Promise<void>;
}

/** The validated ledger the fake reports, for asserting that later pages stay on it. */
export const FAKE_LEDGER_INDEX = 95_000_000;

/** Starts a fake rippled on 127.0.0.1 with a random port. */
export async function startFakeRippled(): Promise<FakeRippled> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  let accepted = 0;

  const fake: FakeRippled = {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accounts: new Map(),
    pageSize: 200,
    silent: false,
    clio: true,
    nfts: [],
    nftPageSize: 100,
    requests: [],
    ledgers: { firstClose: 817_000_000, validatedIndex: FAKE_LEDGER_INDEX },
    linesFrom: new Map(),
    transactions: new Map(),
    accepted: () => accepted,
    open: () => server.clients.size,
    dropConnections: () => server.clients.forEach((socket) => socket.terminate()),
    close: () =>
      new Promise((resolve) => {
        server.clients.forEach((socket) => socket.terminate());
        server.close(() => resolve());
      }),
  };

  server.on('connection', (socket) => {
    accepted += 1;
    socket.on('message', (data) => {
      const request = JSON.parse(String(data)) as Request;
      fake.requests.push(request);
      if (!fake.silent) reply(socket, request, answer(fake, request));
    });
  });
  return fake;
}

type Answer = { result: Record<string, unknown> } | { error: string; error_code: number; error_message: string };

function reply(socket: WebSocket, request: Request, answer: Answer): void {
  const base = { id: request.id, type: 'response', api_version: request.api_version ?? 1 };
  const body =
    'result' in answer ? { ...base, ...answer, status: 'success' } : { ...base, ...answer, status: 'error', request };
  socket.send(JSON.stringify(body));
}

function answer(fake: FakeRippled, request: Request): Answer {
  switch (request.command) {
    case 'ping':
      return { result: {} };
    case 'server_info':
      return { result: { info: { build_version: '2.4.0', network_id: 0, server_state: 'full' } } };
    case 'account_info':
      return accountInfo(fake, request);
    case 'account_lines':
      return accountLines(fake, request);
    case 'nft_info':
      return nftInfo(fake, request);
    case 'nfts_by_issuer':
      return nftsByIssuer(fake, request);
    case 'ledger':
      return ledger(fake, request);
    case 'tx':
      return transaction(fake, request);
    default:
      return { error: 'unknownCmd', error_code: 32, error_message: 'Unknown method.' };
  }
}

const ACCOUNT_NOT_FOUND: Answer = { error: 'actNotFound', error_code: 19, error_message: 'Account not found.' };

function accountInfo(fake: FakeRippled, request: Request): Answer {
  const account = String(request.account);
  if (!fake.accounts.has(account)) return ACCOUNT_NOT_FOUND;
  return {
    result: {
      account_data: { Account: account, Balance: '10000000', Flags: 0, OwnerCount: 0, Sequence: 1 },
      ledger_index: FAKE_LEDGER_INDEX,
      validated: true,
    },
  };
}

/** The hash the fake gives a ledger index: the same every run. */
export const fakeLedgerHash = (index: number) =>
  createHash('sha256').update(`ledger ${index}`).digest('hex').toUpperCase();

/** The close time (Ripple seconds) of a ledger of the fake. */
export const fakeCloseTime = (fake: FakeRippled, index: number) =>
  fake.ledgers.firstClose + (index - FAKE_LEDGER_INDEX) * 4;

function ledger(fake: FakeRippled, request: Request): Answer {
  const index = request.ledger_index === 'validated' ? fake.ledgers.validatedIndex : Number(request.ledger_index);
  if (!(index <= fake.ledgers.validatedIndex))
    return { error: 'lgrNotFound', error_code: 21, error_message: 'ledgerNotFound' };
  const header = { ledger_index: index, ledger_hash: fakeLedgerHash(index), close_time: fakeCloseTime(fake, index) };
  return { result: { ledger: header, ledger_hash: header.ledger_hash, ledger_index: index, validated: true } };
}

function transaction(fake: FakeRippled, request: Request): Answer {
  const hash = String(request.transaction);
  const tx = fake.transactions.get(hash);
  if (!tx) return { error: 'txnNotFound', error_code: 29, error_message: 'Transaction not found.' };
  return { result: { ...tx, hash } };
}

/** The trust lines of `account` at the ledger the request names. */
function linesAt(fake: FakeRippled, account: string, ledgerIndex: unknown): FakeTrustLine[] | undefined {
  if (typeof ledgerIndex !== 'number') return fake.accounts.get(account);
  const from = [...fake.linesFrom.keys()].filter((index) => index <= ledgerIndex).sort((a, b) => b - a)[0];
  return from === undefined ? fake.accounts.get(account) : fake.linesFrom.get(from)!.get(account);
}

function accountLines(fake: FakeRippled, request: Request): Answer {
  const account = String(request.account);
  const lines = linesAt(fake, account, request.ledger_index);
  if (!lines) return ACCOUNT_NOT_FOUND;
  const withPeer = request.peer === undefined ? lines : lines.filter((line) => line.account === request.peer);
  const start = typeof request.marker === 'string' ? Number(request.marker.split(',')[1]) : 0;
  const page = withPeer.slice(start, start + fake.pageSize);
  const next = start + page.length;
  const result: Record<string, unknown> = {
    account,
    lines: page.map((line) => ({ ...line, limit: '1000000000', limit_peer: '0', quality_in: 0, quality_out: 0 })),
    ledger_index: typeof request.ledger_index === 'number' ? request.ledger_index : FAKE_LEDGER_INDEX,
    ledger_hash: 'A'.repeat(64),
    validated: true,
  };
  // rippled's markers are opaque; this one names the ledger and the next offset.
  if (next < withPeer.length) result.marker = `${FAKE_LEDGER_INDEX},${next}`;
  return { result };
}
