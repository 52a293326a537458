/**
 * The promise's answer, or a rejection "<what>: no answer within <ms> ms" once `ms` pass
 * without it. The late answer is ignored, not cancelled.
 */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
