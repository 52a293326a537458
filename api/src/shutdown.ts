import cluster from 'node:cluster';
import type { Logger } from 'pino';

/** What a process may take past SHUTDOWN_GRACE_MS to close the rest (the bot, Redis, the database). */
const CLOSE_MARGIN_MS = 1000;

/** Calls `stop` on the first SIGTERM or SIGINT, and `again` on every later one. */
export function onStopSignals(stop: () => void, again: () => void): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return again();
    stopping = true;
    stop();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * On SIGTERM or SIGINT: runs `close` (the server's graceful stop) and exits, with 0 once it
 * is done, or with 1 when it is not done `graceMs` + 1 s later. A second signal exits at
 * once, except in a cluster worker: a terminal's Ctrl-C reaches it as well as the SIGTERM
 * its primary passes on, and the primary bounds its stop.
 */
export function exitAfterClosing(close: () => Promise<void>, graceMs: number, logger: Logger): void {
  const exitNow = () => {
    if (!cluster.isWorker) process.exit(1);
  };
  onStopSignals(() => {
    logger.info(`Shutting down: finishing the requests in flight (${graceMs} ms at most)`);
    setTimeout(() => {
      logger.warn('the shutdown took too long: exiting');
      process.exit(1);
    }, graceMs + CLOSE_MARGIN_MS).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'the shutdown failed');
        process.exit(1);
      },
    );
  }, exitNow);
}
