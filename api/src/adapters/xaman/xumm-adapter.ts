import { XummSdk, type XummTypes } from 'xumm-sdk';
import {
  paymentTxjson,
  type PaymentStatus,
  type SignInRequest,
  type SignInStatus,
  type XamanAdapter,
  type XAppLaunch,
  type XAppStyle,
} from './types';
import { within } from '../within';

const DEFAULT_TIMEOUT_MS = 8_000;

export interface XummAdapterOptions {
  apiKey: string;
  apiSecret: string;
  /** The Xaman platform's base URL; the SDK's default when unset. */
  endpoint?: string;
  /** Bound on each call to Xaman. */
  timeoutMs?: number;
}

/** Xaman sign-ins and payments through its SDK; every call is bounded so a slow Xaman never holds a request. */
export function xummAdapter(options: XummAdapterOptions): XamanAdapter {
  const sdk = createSdk(options);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    kind: 'xaman',
    createSignIn: () => createPayload(sdk, timeoutMs, 'a sign-in', { TransactionType: 'SignIn' }),
    async getSignInStatus(uuid) {
      const payload = await bounded(`read sign-in ${uuid}`, timeoutMs, () => readPayload(sdk, uuid));
      // A uuid Xaman does not know can never be signed: the player has to start again, as after expiry.
      return payload === 'unknown' ? { state: 'expired' } : statusOf(payload);
    },
    createPayment: (payment) => createPayload(sdk, timeoutMs, 'a payment', paymentTxjson(payment)),
    async getPaymentStatus(uuid) {
      const payload = await bounded(`read payment ${uuid}`, timeoutMs, () => readPayload(sdk, uuid));
      return payload === 'unknown' ? { state: 'expired' } : paymentStatusOf(payload);
    },
    resolveXAppToken: (token) => bounded('resolve an xApp token', timeoutMs, () => readXAppToken(sdk, token)),
  };
}

async function createPayload(
  sdk: XummSdk,
  timeoutMs: number,
  what: string,
  txjson: XummTypes.XummJsonTransaction,
): Promise<SignInRequest> {
  const created = await bounded(`create ${what}`, timeoutMs, () => sdk.payload.create({ txjson }, true));
  if (!created?.uuid || !created.next?.always) throw new Error(`Xaman create ${what}: unexpected answer`);
  return { uuid: created.uuid, qrData: created.refs?.qr_png || created.next.always, deepLink: created.next.always };
}

function paymentStatusOf(payload: XummTypes.XummGetPayloadResponse): PaymentStatus {
  const status = statusOf(payload);
  if (status.state !== 'signed') return status;
  const txid = payload.response?.txid;
  if (!txid) throw new Error(`Xaman payment ${payload.meta.uuid} is signed but names no transaction`);
  return { ...status, txid };
}

function createSdk(options: XummAdapterOptions): XummSdk {
  let sdk: XummSdk;
  try {
    // No network call here: the SDK only checks that key and secret look like UUIDs.
    sdk = new XummSdk(options.apiKey, options.apiSecret);
  } catch (error) {
    throw new Error('Xaman API key and secret must be the UUIDs issued by the Xaman developer console', {
      cause: error,
    });
  }
  if (options.endpoint !== undefined && !sdk.setEndpoint(options.endpoint)) {
    throw new Error(`Xaman endpoint must be an http(s) URL, got "${options.endpoint}"`);
  }
  return sdk;
}

async function readPayload(sdk: XummSdk, uuid: string): Promise<XummTypes.XummGetPayloadResponse | 'unknown'> {
  try {
    const payload = await sdk.payload.get(uuid, true);
    if (!payload?.meta) throw new Error('unexpected answer');
    return payload.meta.exists === false ? 'unknown' : payload;
  } catch (error) {
    // The SDK reports API errors only as text: "Error code 404, see XUMM Dev Console, ...".
    if (error instanceof Error && /^Error code 404\b/.test(error.message)) return 'unknown';
    throw error;
  }
}

function statusOf({ meta, response }: XummTypes.XummGetPayloadResponse): SignInStatus {
  if (meta.signed === true && meta.resolved) {
    if (!response?.account) throw new Error(`Xaman sign-in ${meta.uuid} is signed but names no account`);
    return { state: 'signed', account: response.account };
  }
  if (meta.cancelled || (meta.resolved && meta.signed === false)) return { state: 'rejected' };
  if (meta.expired) return { state: 'expired' };
  return { state: 'pending' };
}

// The SDK's fetch takes no abort signal, so the late answer is ignored rather than cancelled.
function bounded<T>(what: string, timeoutMs: number, call: () => Promise<T>): Promise<T> {
  const work = call().catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Xaman ${what} failed: ${reason}`, { cause: error });
  });
  return within(work, timeoutMs, `Xaman ${what}`);
}

const XAPP_STYLES = new Set<string>(['LIGHT', 'DARK', 'MOONLIGHT', 'ROYAL']);

/**
 * Xaman's answer about an xApp launch token (GET xapp/ott/<token>). A token it refuses
 * (unknown, used, expired: a 4xx) or an account not opened with full access (read-only, or
 * `accountaccess` missing) is invalid, not an outage.
 */
async function readXAppToken(sdk: XummSdk, token: string): Promise<XAppLaunch> {
  let ott: Awaited<ReturnType<XummSdk['xApp']['get']>>;
  try {
    ott = await sdk.xApp.get(token);
  } catch (error) {
    // The SDK reports API errors only as text: "Error code 404, see XUMM Dev Console, ...".
    if (error instanceof Error && /^Error code 4\d\d\b/.test(error.message))
      return { state: 'invalid', reason: error.message };
    throw error;
  }
  const account = ott?.account;
  if (!ott || !account) return { state: 'invalid', reason: 'the token names no account' };
  // Only Xaman's word that the account is open with full access counts: a missing field is no such word.
  if (ott.accountaccess !== 'FULL') {
    return { state: 'invalid', reason: 'Xaman does not say the account is open with full access' };
  }
  const style = ott.style?.toUpperCase() ?? '';
  return { state: 'resolved', account, style: XAPP_STYLES.has(style) ? (style as XAppStyle) : null };
}
