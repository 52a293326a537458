/** A payload made with the wallet provider: a sign-in or a payment. */
export interface SignInRequest {
  uuid: string;
  /** What the desktop dialog renders as a QR code (a sign URL or QR image URL). */
  qrData: string;
  /** The link that opens the wallet app on a phone. */
  deepLink: string;
}

export type SignInStatus =
  { state: 'pending' } | { state: 'signed'; account: string } | { state: 'rejected' } | { state: 'expired' };

/** An XRP payment for the admin to sign: from `account` to `destination`, in drops, with a text memo. */
export interface PaymentRequest {
  account: string;
  destination: string;
  amountDrops: string;
  memo: string;
}

/** A payment payload's state; a signed one names the transaction's hash, which the ledger must confirm. */
export type PaymentStatus =
  | { state: 'pending' }
  | { state: 'signed'; account: string; txid: string }
  | { state: 'rejected' }
  | { state: 'expired' };

/**
 * What Xaman says about an xApp's one-time launch token: the account open in Xaman (with
 * full access: a read-only account proves nothing) and the app's theme, or that the token
 * is not (or no longer) valid.
 */
export type XAppLaunch =
  { state: 'resolved'; account: string; style: XAppStyle | null } | { state: 'invalid'; reason: string };

/** Xaman's themes, as its xApp launch names them. */
export type XAppStyle = 'LIGHT' | 'DARK' | 'MOONLIGHT' | 'ROYAL';

/** Xaman (or the offline development wallet) behind the one interface the server uses. */
export interface XamanAdapter {
  readonly kind: 'xaman' | 'development';
  createSignIn(): Promise<SignInRequest>;
  /** The request's state; only a 'signed' answer proves the account. */
  getSignInStatus(uuid: string): Promise<SignInStatus>;
  createPayment(payment: PaymentRequest): Promise<SignInRequest>;
  /** Whether the payment payload was signed, and the transaction's hash; only the ledger proves it was paid. */
  getPaymentStatus(uuid: string): Promise<PaymentStatus>;
  /** Resolves an xApp's one-time launch token (`?xAppToken=`), server to server; a token resolves once. */
  resolveXAppToken(token: string): Promise<XAppLaunch>;
}

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex').toUpperCase();

/** The Payment transaction a payload asks to sign, its memo hex-encoded as the ledger stores memos. */
export function paymentTxjson(payment: PaymentRequest) {
  return {
    TransactionType: 'Payment' as const,
    Account: payment.account,
    Destination: payment.destination,
    Amount: payment.amountDrops,
    Memos: [{ Memo: { MemoType: hex('raffle'), MemoData: hex(payment.memo) } }],
  };
}
