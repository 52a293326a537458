import { WalletSessionCreated, WalletStatus } from '../schemas/wallet';
import { apiRequest } from './api-fetch';

/** Starts a Xaman sign-in; a reply lacking qrData or uuid is refused. */
export async function createWalletSession(): Promise<WalletSessionCreated> {
  let reply: unknown;
  try {
    reply = await apiRequest('/api/wallet/xaman/create', { method: 'POST' });
  } catch {
    throw new Error('Failed to create Xaman session');
  }
  const parsed = WalletSessionCreated.safeParse(reply);
  if (!parsed.success) throw new Error('Invalid session data received');
  return parsed.data;
}

export async function fetchWalletStatus(uuid: string): Promise<WalletStatus> {
  return WalletStatus.parse(await apiRequest(`/api/wallet/xaman/status/${encodeURIComponent(uuid)}`));
}
