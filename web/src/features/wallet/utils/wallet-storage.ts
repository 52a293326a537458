const ADDRESS_KEY = 'walletAddress';
const TYPE_KEY = 'walletType';
const LAST_CONNECTED_KEY = 'lastConnectedWallet';

let restoredHint: string | null | undefined;

/**
 * The wallet to show before the server answers, in the spec's order: the `wallet` query
 * parameter, the value a mini-app transition left (used once), the saved address. A hint
 * only: the session decides who is signed in. Read once per page load.
 */
export function restoreWalletHint(): string | null {
  if (restoredHint !== undefined) return restoredHint;
  restoredHint = new URLSearchParams(location.search).get('wallet');
  const lastConnected = localStorage.getItem(LAST_CONNECTED_KEY);
  if (lastConnected) localStorage.removeItem(LAST_CONNECTED_KEY);
  restoredHint ||= lastConnected || localStorage.getItem(ADDRESS_KEY);
  return restoredHint;
}

export function saveWallet(address: string): void {
  localStorage.setItem(ADDRESS_KEY, address);
  localStorage.setItem(TYPE_KEY, 'xaman');
}

export function forgetWallet(): void {
  localStorage.removeItem(ADDRESS_KEY);
  localStorage.removeItem(TYPE_KEY);
}

/** Makes the stored wallet follow the session: a stored wallet without a session is forgotten. */
export function syncStoredWallet(sessionWallet: string | null): void {
  if (sessionWallet) saveWallet(sessionWallet);
  else forgetWallet();
}
