import type { Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-fetch';

/** The first wait before trying again what failed; each later wait doubles, up to the longest. */
const FIRST_WAIT_MS = 2_000;
const LONGEST_WAIT_MS = 30_000;

/** How long to wait before the `attempt`-th try again (from 0): 2 s, 4 s, 8 s… at most 30 s. */
function recoveryWaitMs(attempt: number): number {
  return Math.min(FIRST_WAIT_MS * 2 ** attempt, LONGEST_WAIT_MS);
}

/**
 * Calls `tryAgain` after a growing wait, and at once when the page comes back into view or the
 * network comes back, until stopped: what a screen that failed does so that it recovers without
 * a tap. Returns the stop.
 */
export function keepTrying(tryAgain: () => void): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      tryAgain();
      schedule();
    }, recoveryWaitMs(attempt++));
  };
  const now = () => {
    if (document.visibilityState !== 'visible') return;
    clearTimeout(timer);
    tryAgain();
    schedule();
  };
  schedule();
  document.addEventListener('visibilitychange', now);
  window.addEventListener('online', now);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', now);
    window.removeEventListener('online', now);
  };
}

/** A failure the server may answer differently later: no answer at all, or its own fault (5xx). A 4xx is its answer. */
function mayRecover(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

const failedOnScreen = (query: Query) =>
  query.state.status === 'error' && query.isActive() && mayRecover(query.state.error);

/**
 * Keeps asking again for every answer on screen that failed for want of the server, backing
 * off, until each has one: a board's "could not load" clears by itself once the server is
 * back. Returns the stop.
 */
export function recoverFailedQueries(client: QueryClient): () => void {
  const cache = client.getQueryCache();
  let stopTrying: (() => void) | undefined;
  const refetchFailed = () => void client.refetchQueries({ predicate: failedOnScreen });
  const follow = () => {
    const failing = cache.findAll({ predicate: failedOnScreen }).length > 0;
    if (failing && !stopTrying) stopTrying = keepTrying(refetchFailed);
    if (!failing && stopTrying) {
      stopTrying();
      stopTrying = undefined;
    }
  };
  const unsubscribe = cache.subscribe(follow);
  return () => {
    unsubscribe();
    stopTrying?.();
  };
}
