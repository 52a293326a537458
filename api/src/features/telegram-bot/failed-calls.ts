import type { Transformer } from 'grammy';
import type { Metrics } from '../../metrics/metrics';

/**
 * Counts Bot API calls that failed: installed after the bot's retry transformer, it wraps
 * it, so a call counts once, after its retries gave up.
 */
export function countFailedCalls(metrics: Metrics): Transformer {
  return async (prev, method, payload, signal) => {
    try {
      const result = await prev(method, payload, signal);
      if (!result.ok) metrics.botCallFailed(method);
      return result;
    } catch (error) {
      metrics.botCallFailed(method);
      throw error;
    }
  };
}
