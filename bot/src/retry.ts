import type { Transformer } from 'grammy';
import type { BotLogger } from './logger';

export interface RetryOptions {
  /** Calls in all, the first included. */
  maxTries?: number;
  /** The longest retry_after worth waiting for; Telegram asking for more is passed on as the error. */
  maxRetryAfterSeconds?: number;
  /** Wait before the first retry of a network failure; doubled for each next one. */
  networkBackoffMs?: number;
}

type CallSignal = Parameters<Transformer>[3];

/** Waits, or stops waiting as soon as the call is aborted (the runner stopping). */
function pause(ms: number, signal: CallSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * An API transformer: retries a 429 after the retry_after Telegram asks for, and a network
 * failure after a short backoff, up to maxTries calls; everything else passes through.
 */
export function retryTransformer(logger: BotLogger, options: RetryOptions = {}): Transformer {
  const { maxTries = 3, maxRetryAfterSeconds = 30, networkBackoffMs = 300 } = options;
  return async (prev, method, payload, signal) => {
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= maxTries;
      try {
        const result = await prev(method, payload, signal);
        const retryAfter = !result.ok && result.error_code === 429 ? (result.parameters?.retry_after ?? 1) : undefined;
        if (retryAfter === undefined || last || signal?.aborted) return result;
        if (retryAfter > maxRetryAfterSeconds) {
          logger.warn({ method, retryAfter }, 'Telegram asked to wait longer than we will; giving up');
          return result;
        }
        logger.warn({ method, retryAfter, attempt }, 'Telegram asked to slow down; retrying');
        await pause(retryAfter * 1000, signal);
      } catch (error) {
        if (last || signal?.aborted) throw error;
        logger.warn({ method, attempt, err: error }, 'Telegram unreachable; retrying');
        await pause(networkBackoffMs * 2 ** (attempt - 1), signal);
      }
    }
  };
}
