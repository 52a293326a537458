import { isDatabaseUnavailable } from '@app/db/unavailable';
import type { Logger } from 'pino';

const RETRY_EVERY_MS = 1000;
const REMIND_EVERY_MS = 60_000;

/**
 * Opens the record, waiting while the database cannot be reached (a process started during
 * an outage, or a worker replaced then) instead of exiting: it starts serving once the
 * database is back. Any other refusal (a wrong password, a missing database) ends the start.
 */
export async function openWhenReachable<T>(open: () => Promise<T>, logger: Logger): Promise<T> {
  let remindAt = 0;
  for (;;) {
    try {
      return await open();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (Date.now() >= remindAt) {
        logger.warn({ err: error }, 'waiting for the database to answer before serving');
        remindAt = Date.now() + REMIND_EVERY_MS;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }
}
