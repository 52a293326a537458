import {
  Client,
  ConnectionError,
  convertStringToHex,
  Wallet,
  type AccountSet,
  RippledError,
  TimeoutError,
  type AccountLinesRequest,
  type AccountLinesTrustline,
} from 'xrpl';
import { sumBalances } from './decimal';
import { firstLedgerAfter, type LedgerHeader } from './first-ledger-after';
import { fromRippleSeconds } from './ripple-time';
import type { LedgerAdapter, LedgerMemo, LedgerTransaction } from './types';

const DEFAULT_TIMEOUT_MS = 5_000;
// A wallet has at most a few lines with one issuer; more pages than this means a confused server.
const MAX_PAGES = 50;

export interface XrplLedgerOptions {
  /** A ws:// or wss:// rippled (or Clio) endpoint. */
  url: string;
  issuer: string;
  /** A 3..20 character name ("BWIF") or its 40-hex-character form. */
  currency: string;
  /** Bound on connecting and on each request. */
  timeoutMs?: number;
  /** The family seed of the wallet that sends the daily commitment memo (COMMIT_WALLET_SEED); unset, no memo. */
  commitWalletSeed?: string | undefined;
}

/** Reads accounts and the community token's balance from the XRP Ledger over one shared, lazily opened connection. */
export function xrplLedger(options: XrplLedgerOptions): LedgerAdapter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const wanted = currencyKey(options.currency);
  const connection = sharedConnection(options.url, timeoutMs);

  const commitWallet = options.commitWalletSeed ? Wallet.fromSeed(options.commitWalletSeed) : null;
  return {
    kind: 'xrpl',
    ...(commitWallet && {
      publishMemo: async (memo: LedgerMemo) => sendMemo(await connection.get(), commitWallet, memo),
    }),
    async getTokenBalance(walletAddress, ledgerIndex) {
      try {
        const client = await connection.get();
        const lines = await readIssuerLines(client, walletAddress, options.issuer, ledgerIndex ?? 'validated');
        const held = lines.filter((line) => currencyKey(line.currency) === wanted);
        return sumBalances(held.map((line) => line.balance));
      } catch (error) {
        if (error instanceof RippledError && rippledCode(error) === 'actNotFound') return '0';
        throw new Error(`XRPL: could not read the token balance of ${walletAddress}: ${explain(error, timeoutMs)}`, {
          cause: error,
        });
      }
    },
    async accountExists(walletAddress) {
      try {
        const client = await connection.get();
        await client.request({ command: 'account_info', account: walletAddress, ledger_index: 'validated' });
        return true;
      } catch (error) {
        if (error instanceof RippledError && rippledCode(error) === 'actNotFound') return false;
        throw new Error(`XRPL: could not look up the account ${walletAddress}: ${explain(error, timeoutMs)}`, {
          cause: error,
        });
      }
    },
    async firstLedgerClosedAtOrAfter(time) {
      try {
        const client = await connection.get();
        const found = await firstLedgerAfter((index) => readLedger(client, index), time);
        return (
          found && {
            index: found.index,
            hash: found.hash,
            closeTime: fromRippleSeconds(found.closeTime),
            standIn: false,
          }
        );
      } catch (error) {
        throw new Error(
          `XRPL: could not find the ledger closed at ${time.toISOString()}: ${explain(error, timeoutMs)}`,
          {
            cause: error,
          },
        );
      }
    },
    async getTransaction(hash) {
      try {
        const client = await connection.get();
        return await readTransaction(client, hash);
      } catch (error) {
        if (error instanceof RippledError && rippledCode(error) === 'txnNotFound') return null;
        throw new Error(`XRPL: could not read the transaction ${hash}: ${explain(error, timeoutMs)}`, { cause: error });
      }
    },
    close: () => connection.close(),
  };
}

/**
 * An AccountSet that changes nothing but carries the memo: the cheapest transaction a wallet
 * can send (the fee, ~12 drops), dated by its ledger for good.
 */
async function sendMemo(client: Client, wallet: Wallet, { type, data }: LedgerMemo): Promise<string> {
  const transaction: AccountSet = {
    TransactionType: 'AccountSet',
    Account: wallet.address,
    Memos: [{ Memo: { MemoType: convertStringToHex(type), MemoData: convertStringToHex(data) } }],
  };
  const sent = await client.submitAndWait(transaction, { wallet, autofill: true });
  const meta = sent.result.meta;
  const result = typeof meta === 'object' && meta ? meta.TransactionResult : 'unknown';
  if (result !== 'tesSUCCESS') throw new Error(`XRPL: the commitment memo was not applied (${result})`);
  return sent.result.hash;
}

async function readLedger(client: Client, index: number | 'validated'): Promise<LedgerHeader> {
  const { result } = await client.request({ command: 'ledger', ledger_index: index });
  if (!result.validated) throw new Error(`ledger ${index} is not validated`);
  const { ledger } = result;
  return { index: Number(ledger.ledger_index), hash: ledger.ledger_hash, closeTime: ledger.close_time };
}

async function readTransaction(client: Client, hash: string): Promise<LedgerTransaction> {
  const { result } = await client.request({ command: 'tx', transaction: hash });
  const tx = result.tx_json as unknown as Record<string, unknown>;
  const meta = typeof result.meta === 'object' ? result.meta : undefined;
  const delivered = meta?.delivered_amount;
  const validated = result.validated === true;
  const newest = validated ? Number(result.ledger_index) : (await readLedger(client, 'validated')).index;
  return {
    hash: result.hash,
    type: String(tx.TransactionType),
    account: String(tx.Account),
    destination: typeof tx.Destination === 'string' ? tx.Destination : null,
    result: meta?.TransactionResult ?? null,
    deliveredDrops: typeof delivered === 'string' ? delivered : null,
    validated,
    date: typeof result.date === 'number' ? fromRippleSeconds(result.date) : null,
    lastLedgerSequence: typeof tx.LastLedgerSequence === 'number' ? tx.LastLedgerSequence : null,
    validatedLedgerIndex: newest,
  };
}

/** The 40-hex form of a currency code, upper case; a 3..20 character name is ASCII padded with zeros. */
export function currencyKey(code: string): string {
  if (/^[0-9a-f]{40}$/i.test(code)) return code.toUpperCase();
  return Buffer.from(code, 'latin1').toString('hex').toUpperCase().padEnd(40, '0');
}

export function sharedConnection(url: string, timeoutMs: number) {
  let active: { client: Client; ready: Promise<void> } | null = null;
  let closed = false;

  // xrpl.js retries a dropped socket on its own timer, which would later close a socket we opened
  // in the meantime; instead a dropped client is retired and the next request opens a fresh one.
  const retire = (entry: { client: Client }) => {
    if (active === entry) active = null;
    setImmediate(() => void entry.client.disconnect().catch(() => undefined));
  };

  const open = () => {
    const client = new Client(url, { timeout: timeoutMs, connectionTimeout: timeoutMs });
    // Client.connect() would also ask server_info (only needed to sign), doubling the wait on a silent server.
    const entry = { client, ready: client.connection.connect() };
    client.on('disconnected', () => retire(entry));
    entry.ready.catch(() => retire(entry));
    return entry;
  };

  return {
    async get(): Promise<Client> {
      if (closed) throw new Error('the ledger adapter is closed');
      active ??= open();
      const entry = active;
      await entry.ready;
      return entry.client;
    },
    async close(): Promise<void> {
      closed = true;
      const entry = active;
      active = null;
      if (!entry) return;
      // Disconnecting a socket that is still opening never settles in xrpl.js: let it finish first.
      await entry.ready.catch(() => undefined);
      await entry.client.disconnect();
    },
  };
}

async function readIssuerLines(
  client: Client,
  account: string,
  issuer: string,
  ledgerIndex: number | 'validated',
): Promise<AccountLinesTrustline[]> {
  const lines: AccountLinesTrustline[] = [];
  const request: AccountLinesRequest = { command: 'account_lines', account, peer: issuer, ledger_index: ledgerIndex };
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { result } = await client.request(request);
    lines.push(...result.lines);
    if (result.marker === undefined || result.marker === null) return lines;
    // A marker belongs to the ledger it came from; later pages must read that same ledger.
    request.marker = result.marker;
    if (result.ledger_index !== undefined) request.ledger_index = result.ledger_index;
  }
  throw new Error(`account_lines kept paginating after ${MAX_PAGES} pages`);
}

export function rippledCode(error: RippledError): string | undefined {
  const data = error.data as { error?: unknown } | undefined;
  return typeof data?.error === 'string' ? data.error : undefined;
}

export function explain(error: unknown, timeoutMs: number): string {
  if (error instanceof TimeoutError) return `no answer within ${timeoutMs} ms`;
  if (error instanceof ConnectionError) return `connection failed (${error.message})`;
  if (error instanceof RippledError) return `${rippledCode(error) ?? 'error'} (${error.message})`;
  return error instanceof Error ? error.message : String(error);
}
