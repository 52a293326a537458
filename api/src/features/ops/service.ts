import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import { sql } from '@app/db/orm';

/** Throws 503 unless the database answers a trivial query. */
export async function checkDatabase({ database, logger }: Pick<AppDeps, 'database' | 'logger'>): Promise<void> {
  try {
    await database.rows(sql`select 1`);
  } catch (error) {
    logger.warn({ err: error }, 'health check: the database does not answer');
    throw new AppError('UPSTREAM_UNAVAILABLE', 'The database does not answer');
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: anyone outside production; in production only a bearer of
 * METRICS_TOKEN, and nobody (404, as if there were no such page) when it is unset.
 */
export function authorizeMetrics(settings: AppDeps['settings'], authorization: string | undefined): void {
  if (!settings.production) return;
  if (!settings.metricsToken) throw new AppError('NOT_FOUND', 'No route GET /metrics');
  const presented = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  // Compared as digests: equal lengths for timingSafeEqual, and no timing hint about the token.
  if (!presented || !timingSafeEqual(digest(presented), digest(settings.metricsToken))) {
    throw new AppError('UNAUTHORIZED', 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>');
  }
}
