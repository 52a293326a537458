import cluster from 'node:cluster';
import type { Logger } from 'pino';
import type { Settings } from '../settings';
import { onStopSignals } from '../shutdown';

/** How long the primary waits before starting a worker again after one died. */
const RESTART_DELAY_MS = 1000;
/** How long past SHUTDOWN_GRACE_MS the primary waits for its workers' own stop before it kills them. */
const STOP_MARGIN_MS = 1500;

const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

/**
 * The primary of WORKERS=N: starts N server processes sharing the port (the operating
 * system hands each connection to one of them), starts one again when it dies. On SIGTERM
 * or SIGINT it passes SIGTERM on, starts none again, and exits once they all have, killing
 * those still running SHUTDOWN_GRACE_MS + 1.5 s later (or at a second signal). The workers
 * run the whole server; Redis and PostgreSQL are what they share.
 */
export function superviseWorkers(settings: Pick<Settings, 'workers' | 'shutdownGraceMs'>, logger: Logger): void {
  let stopping = false;
  // Each worker accepts its own connections from the shared socket. Handed out in turn by
  // the primary (Node's default on Linux), every new connection cost the primary an accept
  // and a message to the worker: a quarter of a new player's CPU at midnight.
  // Node's own NODE_CLUSTER_SCHED_POLICY=rr still picks the primary handing them out (the
  // bench compares both: docs/scaling.md).
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let started = 0; started < settings.workers; started++) cluster.fork();
  const exitOnceAllExited = () => {
    if (workers().length === 0) process.exit(0);
  };
  const killAll = () => {
    logger.warn('server processes still running: killing them');
    for (const worker of workers()) worker.process.kill('SIGKILL');
    process.exit(1);
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return exitOnceAllExited();
    logger.warn({ pid: worker.process.pid, code, signal }, 'a server process died: starting another');
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, RESTART_DELAY_MS);
  });
  onStopSignals(() => {
    stopping = true;
    logger.info('Stopping the server processes');
    for (const worker of workers()) worker.process.kill('SIGTERM');
    setTimeout(killAll, settings.shutdownGraceMs + STOP_MARGIN_MS).unref();
    exitOnceAllExited();
  }, killAll);
  logger.info(`Starting ${settings.workers} server processes`);
}
