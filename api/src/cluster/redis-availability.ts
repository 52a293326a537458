import type { RedisLink } from '../adapters/redis/connect';
import type { AppDeps } from '../context';

/**
 * Logs once when Redis stops answering and once when it answers again (not once a request
 * that falls back meanwhile), and keeps `upstream_up{upstream="redis"}` in step.
 */
export function reportRedisAvailability(
  redis: RedisLink,
  { logger, metrics }: Pick<AppDeps, 'logger' | 'metrics'>,
): void {
  const { availability } = redis;
  metrics.upstreamUp('redis', availability.up);
  availability.onChange((up, cause) => {
    metrics.upstreamUp('redis', up);
    if (up) {
      logger.info('Redis answers again');
      return;
    }
    logger.warn(
      { err: cause },
      'Redis does not answer: rate limits count per process, ranks answer 503 and no process runs the scheduled jobs until it does',
    );
  });
}
