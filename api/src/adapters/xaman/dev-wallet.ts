import { randomUUID } from 'node:crypto';
import type { LedgerTransaction } from '../ledger/types';
import { memoryWalletStore, type DevWalletStore } from './dev-wallet-store';
import type { PaymentRequest, PaymentStatus, SignInRequest, SignInStatus, XamanAdapter, XAppStyle } from './types';

const REQUEST_TTL_MS = 10 * 60 * 1000;
/** How long a request and its decision stay readable: an expired request still answers `expired` for a while. */
const KEPT_MS = 2 * REQUEST_TTL_MS;
/** How long the offline ledger confirms a payment the wallet approved: past any payout check. */
const TRANSACTION_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** The approval of a request on the local page: a payment also names its transaction's hash. */
export type DevDecision = { account: string; txid?: string } | 'rejected';

interface StoredRequest {
  createdAt: number;
  payment: PaymentRequest | null;
}

interface StoredTransaction {
  account: string;
  payment: PaymentRequest;
  approvedAt: number;
}

interface StoredXAppToken {
  account: string;
  style: XAppStyle | null;
  createdAt: number;
}

/**
 * The offline wallet: sign-ins and payments are approved on a local page instead of the
 * Xaman app. Never used in production.
 */
export interface DevelopmentWallet extends XamanAdapter {
  readonly kind: 'development';
  /** Resolves a pending request; false when it is unknown or already decided. */
  decide(uuid: string, decision: DevDecision): Promise<boolean>;
  isPending(uuid: string): Promise<boolean>;
  /** The payment a request asks for (its approval must name a transaction hash); null for a sign-in. */
  paymentOf(uuid: string): Promise<PaymentRequest | null>;
  /** The payment an approval named `hash`, as the offline ledger confirms it: validated at the approval's time. */
  signedTransaction(hash: string): Promise<LedgerTransaction | null>;
  /** A one-time xApp launch token for `account`, as Xaman puts in an xApp's URL (valid 10 minutes). */
  mintXAppToken(account: string, style?: XAppStyle): Promise<string>;
}

/** The ledger's view of a payment the wallet approved. */
function ledgerTransaction(hash: string, { account, payment, approvedAt }: StoredTransaction): LedgerTransaction {
  return {
    hash,
    type: 'Payment',
    account,
    destination: payment.destination,
    result: 'tesSUCCESS',
    deliveredDrops: payment.amountDrops,
    validated: true,
    date: new Date(approvedAt),
    lastLedgerSequence: null,
    validatedLedgerIndex: 0,
  };
}

/**
 * The wallet, its state in `store`: a process's memory, or Redis when several processes
 * serve the game (a request created on one is approved through another and polled on a third).
 */
export function developmentWallet(
  publicUrl: string,
  now: () => number = Date.now,
  store: DevWalletStore = memoryWalletStore(now),
): DevelopmentWallet {
  const parse = <T>(text: string | null) => (text === null ? null : (JSON.parse(text) as T));
  const read = async <T>(key: string) => parse<T>(await store.get(key));
  const write = (key: string, value: unknown, ttlMs: number, onlyIfAbsent = false) =>
    store.put(key, JSON.stringify(value), ttlMs, onlyIfAbsent);
  const requestOf = (uuid: string) => read<StoredRequest>(`request:${uuid}`);
  const isLive = (request: StoredRequest) => now() - request.createdAt <= REQUEST_TTL_MS;

  async function statusOf(uuid: string): Promise<PaymentStatus> {
    const [request, decided] = await Promise.all([requestOf(uuid), read<PaymentStatus>(`decision:${uuid}`)]);
    if (!request) return { state: 'expired' };
    return decided ?? (isLive(request) ? { state: 'pending' } : { state: 'expired' });
  }

  async function create(payment: PaymentRequest | null): Promise<SignInRequest> {
    const uuid = randomUUID();
    await write(`request:${uuid}`, { createdAt: now(), payment } satisfies StoredRequest, KEPT_MS);
    const url = `${publicUrl}/dev/xaman/${uuid}`;
    return { uuid, qrData: url, deepLink: url };
  }

  async function decide(uuid: string, decision: DevDecision): Promise<boolean> {
    const request = await requestOf(uuid);
    if (!request || !isLive(request)) return false;
    if (decision === 'rejected') return write(`decision:${uuid}`, { state: 'rejected' }, KEPT_MS, true);
    const txid = decision.txid ?? '';
    // Recorded before the decision, so whoever sees the payment signed finds its transaction.
    if (request.payment) {
      const transaction: StoredTransaction = { account: decision.account, payment: request.payment, approvedAt: now() };
      await write(`transaction:${txid}`, transaction, TRANSACTION_KEPT_MS);
    }
    return write(`decision:${uuid}`, { state: 'signed', account: decision.account, txid }, KEPT_MS, true);
  }

  return {
    kind: 'development',
    createSignIn: () => create(null),
    async getSignInStatus(uuid): Promise<SignInStatus> {
      const status = await statusOf(uuid);
      return status.state === 'signed' ? { state: 'signed', account: status.account } : status;
    },
    createPayment: (payment) => create(payment),
    getPaymentStatus: statusOf,
    decide,
    isPending: async (uuid) => (await statusOf(uuid)).state === 'pending',
    paymentOf: async (uuid) => (await requestOf(uuid))?.payment ?? null,
    async signedTransaction(hash) {
      const transaction = await read<StoredTransaction>(`transaction:${hash}`);
      return transaction && ledgerTransaction(hash, transaction);
    },
    async mintXAppToken(account, style) {
      const token = randomUUID();
      await write(`xapp:${token}`, { account, style: style ?? null, createdAt: now() }, REQUEST_TTL_MS);
      return token;
    },
    async resolveXAppToken(token) {
      // One time only, as Xaman's: a token resolves once.
      const minted = parse<StoredXAppToken>(await store.take(`xapp:${token}`));
      if (!minted || now() - minted.createdAt > REQUEST_TTL_MS) {
        return { state: 'invalid', reason: 'unknown, used or expired token' };
      }
      return { state: 'resolved', account: minted.account, style: minted.style };
    },
  };
}

export function isDevelopmentWallet(adapter: XamanAdapter): adapter is DevelopmentWallet {
  return adapter.kind === 'development' && 'decide' in adapter;
}
