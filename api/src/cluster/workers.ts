import cluster from 'node:cluster';
import type { Logger } from 'pino';

/** How long the primary waits before starting a worker again after one died. */
const RESTART_DELAY_MS = 1000;

/**
 * The primary of WORKERS=N: starts N server processes sharing the port (the operating
 * system hands each connection to one of them), starts one again when it
 * dies, and stops them all on SIGTERM or SIGINT. The workers run the whole server; Redis
 * and PostgreSQL are what they share.
 */
export function superviseWorkers(count: number, logger: Logger): void {
  let stopping = false;
  // Each worker accepts its own connections from the shared socket. Handed out in turn by
  // the primary (Node's default on Linux), every new connection cost the primary an accept
  // and a message to the worker: a quarter of a new player's CPU at midnight.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let started = 0; started < count; started++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.warn({ pid: worker.process.pid, code, signal }, 'a server process died: starting another');
    setTimeout(() => cluster.fork(), RESTART_DELAY_MS);
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  logger.info(`Starting ${count} server processes`);
}
