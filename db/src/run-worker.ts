import { Worker } from 'node:worker_threads';

/**
 * Runs the plain-JavaScript worker at `url` with `workerData` until it ends. It fails with
 * the error the worker ended with, its `code` kept (a lost database still reads as one).
 */
export function runWorker(url: URL, workerData: unknown): Promise<void> {
  const worker = new Worker(url, { workerData });
  return new Promise((resolve, reject) => {
    let failure: unknown;
    worker.once('error', (error) => (failure = error));
    worker.once('exit', (code) => {
      if (failure) reject(failure);
      else if (code === 0) resolve();
      else reject(new Error(`${url.pathname} ended with ${code}`));
    });
  });
}
