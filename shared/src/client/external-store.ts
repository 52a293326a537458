import { useSyncExternalStore } from 'react';

export interface ExternalStore<T> {
  get(): T;
  set(value: T): void;
  /** The current value in a component, re-rendering when it changes. */
  use(): T;
}

/** A tiny global value React components can follow: toasts, the sign-in dialog's open state. */
export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, () => value),
  };
}
