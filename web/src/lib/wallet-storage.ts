const ADDRESS_KEY = 'walletAddress';
const TYPE_KEY = 'walletType';
const LAST_CONNECTED_KEY = 'lastConnectedWallet';

/**
 * The wallet to show before the server answers, in the spec's order: the `wallet` query
 * parameter, the value a mini-app transition left (used once), the saved address. A hint
 * only: the session decides who is signed in.
 */
export function restoreWalletHint(): string | null {
  const fromQuery = new URLSearchParams(location.search).get('wallet');
  if (fromQuery) return fromQuery;
  const lastConnected = localStorage.getItem(LAST_CONNECTED_KEY);
  if (lastConnected) {
    localStorage.removeItem(LAST_CONNECTED_KEY);
    return lastConnected;
  }
  return localStorage.getItem(ADDRESS_KEY);
}

export function saveWallet(address: string): void {
  localStorage.setItem(ADDRESS_KEY, address);
  localStorage.setItem(TYPE_KEY, 'xaman');
}

export function forgetWallet(): void {
  localStorage.removeItem(ADDRESS_KEY);
  localStorage.removeItem(TYPE_KEY);
}
