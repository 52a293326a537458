import { randomUUID } from 'node:crypto';
import type { LedgerTransaction } from '../ledger/types';
import type { PaymentRequest, PaymentStatus, SignInRequest, SignInStatus, XamanAdapter, XAppStyle } from './types';

const REQUEST_TTL_MS = 10 * 60 * 1000;

/** The approval of a request on the local page: a payment also names its transaction's hash. */
export type DevDecision = { account: string; txid?: string } | 'rejected';

interface PendingRequest {
  createdAt: number;
  payment: PaymentRequest | null;
  status: PaymentStatus;
}

/**
 * The offline wallet: sign-ins and payments are approved on a local page instead of the
 * Xaman app. Never used in production.
 */
export interface DevelopmentWallet extends XamanAdapter {
  readonly kind: 'development';
  /** Resolves a pending request; false when it is unknown or already decided. */
  decide(uuid: string, decision: DevDecision): boolean;
  isPending(uuid: string): boolean;
  /** The payment a request asks for (its approval must name a transaction hash); null for a sign-in. */
  paymentOf(uuid: string): PaymentRequest | null;
  /** The payment an approval named `hash`, as the offline ledger confirms it: validated at the approval's time. */
  signedTransaction(hash: string): LedgerTransaction | null;
  /** A one-time xApp launch token for `account`, as Xaman puts in an xApp's URL (valid 10 minutes). */
  mintXAppToken(account: string, style?: XAppStyle): string;
}

export function developmentWallet(publicUrl: string, now: () => number = Date.now): DevelopmentWallet {
  const requests = new Map<string, PendingRequest>();
  const transactions = new Map<string, LedgerTransaction>();
  const xAppTokens = new Map<string, { account: string; style: XAppStyle | null; createdAt: number }>();

  function statusOf(uuid: string): PaymentStatus {
    const request = requests.get(uuid);
    if (!request) return { state: 'expired' };
    if (request.status.state === 'pending' && now() - request.createdAt > REQUEST_TTL_MS) {
      request.status = { state: 'expired' };
    }
    return request.status;
  }

  function dropOldRequests(): void {
    for (const [uuid, request] of requests) {
      if (now() - request.createdAt > 2 * REQUEST_TTL_MS) requests.delete(uuid);
    }
  }

  function create(payment: PaymentRequest | null): SignInRequest {
    dropOldRequests();
    const uuid = randomUUID();
    requests.set(uuid, { createdAt: now(), payment, status: { state: 'pending' } });
    const url = `${publicUrl}/dev/xaman/${uuid}`;
    return { uuid, qrData: url, deepLink: url };
  }

  function recordTransaction(payment: PaymentRequest, account: string, txid: string): void {
    transactions.set(txid, {
      hash: txid,
      type: 'Payment',
      account,
      destination: payment.destination,
      result: 'tesSUCCESS',
      deliveredDrops: payment.amountDrops,
      validated: true,
      date: new Date(now()),
      lastLedgerSequence: null,
      validatedLedgerIndex: 0,
    });
  }

  return {
    kind: 'development',
    createSignIn: async () => create(null),
    async getSignInStatus(uuid): Promise<SignInStatus> {
      const status = statusOf(uuid);
      return status.state === 'signed' ? { state: 'signed', account: status.account } : status;
    },
    createPayment: async (payment) => create(payment),
    getPaymentStatus: async (uuid) => statusOf(uuid),
    decide(uuid, decision) {
      if (statusOf(uuid).state !== 'pending') return false;
      const request = requests.get(uuid)!;
      if (decision === 'rejected') {
        request.status = { state: 'rejected' };
        return true;
      }
      const txid = decision.txid ?? '';
      if (request.payment) recordTransaction(request.payment, decision.account, txid);
      request.status = { state: 'signed', account: decision.account, txid };
      return true;
    },
    isPending: (uuid) => statusOf(uuid).state === 'pending',
    paymentOf: (uuid) => requests.get(uuid)?.payment ?? null,
    signedTransaction: (hash) => transactions.get(hash) ?? null,
    mintXAppToken(account, style) {
      for (const [token, minted] of xAppTokens) {
        if (now() - minted.createdAt > REQUEST_TTL_MS) xAppTokens.delete(token);
      }
      const token = randomUUID();
      xAppTokens.set(token, { account, style: style ?? null, createdAt: now() });
      return token;
    },
    async resolveXAppToken(token) {
      const minted = xAppTokens.get(token);
      // One time only, as Xaman's: a token resolves once.
      xAppTokens.delete(token);
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
