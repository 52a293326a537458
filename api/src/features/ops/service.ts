import type { AppDeps } from '../../context';
import { AppError } from '../../errors';

/** Throws 503 unless the database answers a trivial query. */
export function checkDatabase({ db, logger }: Pick<AppDeps, 'db' | 'logger'>): void {
  try {
    db.$client.prepare('select 1').get();
  } catch (error) {
    logger.warn({ err: error }, 'health check: the database does not answer');
    throw new AppError('UPSTREAM_UNAVAILABLE', 'The database does not answer');
  }
}
