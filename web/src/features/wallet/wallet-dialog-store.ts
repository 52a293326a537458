import { useSyncExternalStore } from 'react';

// Any screen may ask for the sign-in dialog ("Sign in to Play", the header button).
let open = false;
const listeners = new Set<() => void>();

export function setWalletDialogOpen(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export function useWalletDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
