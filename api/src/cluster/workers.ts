import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Settings } from '../settings';
import { onStopSignals } from '../shutdown';

/** How long the primary waits before starting a worker again after one died. */
const RESTART_DELAY_MS = 1000;
/**
 * How long past SHUTDOWN_GRACE_MS the primary waits for its workers' own stop before it
 * kills them: within the second past the grace that the primary's own exit is promised.
 */
const STOP_MARGIN_MS = 800;

const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

/** Starts a worker and answers once it listens: true, or false when it exited first. */
function startServing(): Promise<{ worker: Worker; serving: boolean }> {
  const worker = cluster.fork();
  return new Promise((resolve) => {
    worker.once('listening', () => resolve({ worker, serving: true }));
    worker.once('exit', () => resolve({ worker, serving: false }));
  });
}

/**
 * The primary of WORKERS=N: starts N server processes sharing the port (the operating
 * system hands each connection to one of them), starts one again when it dies. On SIGHUP
 * it replaces them one at a time, each new one serving before the next old one stops, so a
 * deploy of new code on the machine refuses nothing. On SIGTERM or SIGINT it passes SIGTERM
 * on, starts none again, and exits once they all have, killing those still running
 * SHUTDOWN_GRACE_MS + 0.8 s later (or at a second signal). The workers run the whole
 * server; Redis and PostgreSQL are what they share.
 */
export function superviseWorkers(settings: Pick<Settings, 'workers' | 'shutdownGraceMs'>, logger: Logger): void {
  let stopping = false;
  let replacing = false;
  /** Workers stopped on purpose by a replacement: not started again. */
  const retiring = new Set<number>();
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
    if (retiring.delete(worker.id)) return;
    logger.warn({ pid: worker.process.pid, code, signal }, 'a server process died: starting another');
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, RESTART_DELAY_MS);
  });
  const replaceOneByOne = async () => {
    if (replacing || stopping) return;
    replacing = true;
    logger.info('Replacing the server processes one at a time');
    for (const old of workers()) {
      const { serving } = await startServing();
      if (stopping) break;
      if (!serving) {
        logger.error('a new server process exited before serving: the others are left running');
        break;
      }
      retiring.add(old.id);
      const exited = new Promise((resolve) => old.once('exit', resolve));
      old.process.kill('SIGTERM');
      await exited;
    }
    replacing = false;
    if (!stopping) logger.info('server processes replaced');
  };
  process.on('SIGHUP', () => void replaceOneByOne());
  onStopSignals(() => {
    stopping = true;
    logger.info('Stopping the server processes');
    for (const worker of workers()) worker.process.kill('SIGTERM');
    setTimeout(killAll, settings.shutdownGraceMs + STOP_MARGIN_MS).unref();
    exitOnceAllExited();
  }, killAll);
  logger.info(`Starting ${settings.workers} server processes`);
}
