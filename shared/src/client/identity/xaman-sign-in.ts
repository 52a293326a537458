import { POLL } from '../../constants';
import { WalletSessionCreated, WalletStatus, type SignInBody } from '../../schemas/wallet';
import { ApiError, apiRequest } from '../api-fetch';
import { errorMessage } from '../i18n/error-message';
import { t } from '../i18n/language-runtime';

/** Starts a Xaman sign-in (with the web's invite, if any); a reply lacking qrData or uuid is refused. */
export async function createWalletSession(body: SignInBody = {}): Promise<WalletSessionCreated> {
  let reply: unknown;
  try {
    reply = await apiRequest('/api/wallet/xaman/create', { method: 'POST', body });
  } catch {
    throw new Error(t('wallet.error.create'));
  }
  const parsed = WalletSessionCreated.safeParse(reply);
  if (!parsed.success) throw new Error(t('wallet.error.invalid'));
  return parsed.data;
}

export async function fetchWalletStatus(uuid: string): Promise<WalletStatus> {
  return WalletStatus.parse(await apiRequest(`/api/wallet/xaman/status/${encodeURIComponent(uuid)}`));
}

/**
 * Polls a sign-in every 5 s, at most 60 times, until it is signed; a failed check is
 * retried on the next tick. Resolves with the account; rejects when it times out, is
 * rejected or refused (with the server's reason), or the signal aborts.
 */
export function waitForSignIn(uuid: string, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let attempts = 0;
    const fail = () => reject(new Error(t('wallet.error.timeout')));
    const tick = async () => {
      if (signal.aborted) return fail();
      attempts += 1;
      try {
        const status = await fetchWalletStatus(uuid);
        if (status.resolved && status.account) return resolve(status.account);
        if (status.failed) return fail();
      } catch (error) {
        // A refusal (the wallet belongs to another Telegram account) ends the wait; anything else is retried.
        if (error instanceof ApiError && error.status === 409) return reject(new Error(errorMessage(error)));
      }
      if (attempts >= POLL.walletStatusMaxAttempts) return fail();
      timer = setTimeout(() => void tick(), POLL.walletStatusMs);
    };
    let timer = setTimeout(() => void tick(), POLL.walletStatusMs);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      fail();
    });
  });
}
