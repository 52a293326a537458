import type { Transformer } from 'grammy';

/**
 * An API transformer that reports each Bot API call that failed. Installed after the
 * retry transformer, it wraps it, so a call is reported once, after its retries.
 */
export function reportFailedCalls(onFailure: (method: string) => void): Transformer {
  return async (prev, method, payload, signal) => {
    try {
      const result = await prev(method, payload, signal);
      if (!result.ok) onFailure(method);
      return result;
    } catch (error) {
      onFailure(method);
      throw error;
    }
  };
}
