import { AsyncLocalStorage } from 'node:async_hooks';

const deadlines = new AsyncLocalStorage<number>();

/**
 * Runs `work` with every database statement it starts given up on, on the client side, by
 * `deadline` (ms since the epoch): a frozen server cancels nothing itself, so a request
 * bounds its own wait for it.
 */
export function withDatabaseDeadline<T>(deadline: number, work: () => T): T {
  return deadlines.run(deadline, work);
}

/** Runs `work` free of the caller's deadline: work a request starts that outlives it (a board's build). */
export function withoutDatabaseDeadline<T>(work: () => T): T {
  return deadlines.exit(work);
}

/** How long a statement started now may wait under the caller's deadline (at least 1 ms); undefined without one. */
export function msLeftBeforeDeadline(): number | undefined {
  const deadline = deadlines.getStore();
  return deadline === undefined ? undefined : Math.max(1, deadline - Date.now());
}
