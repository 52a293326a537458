import type { Transformer } from 'grammy';
import type { BotLogger } from './services';

const MAX_TRIES = 3;
const MAX_RETRY_AFTER_S = 30;
const NETWORK_BACKOFF_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a 429 after the retry_after Telegram asks for (capped), and a network failure
 * after a short backoff, a few times; everything else passes through unchanged.
 */
export function retryTransformer(logger: BotLogger): Transformer {
  return async (prev, method, payload, signal) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await prev(method, payload, signal);
        const retryAfter = !result.ok && result.error_code === 429 ? result.parameters?.retry_after : undefined;
        if (retryAfter === undefined || attempt >= MAX_TRIES) return result;
        logger.warn({ method, retryAfter }, 'Telegram asked to slow down; retrying');
        await sleep(Math.min(retryAfter, MAX_RETRY_AFTER_S) * 1000);
      } catch (error) {
        if (attempt >= MAX_TRIES || signal?.aborted) throw error;
        logger.warn({ method, err: error }, 'Telegram unreachable; retrying');
        await sleep(NETWORK_BACKOFF_MS * attempt);
      }
    }
  };
}
