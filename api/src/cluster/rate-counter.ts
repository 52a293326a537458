import type { Logger } from 'pino';
import type { RedisLink } from '../adapters/redis/connect';

/**
 * Hits per key in fixed windows on the request's clock. `hit` answers the ms until the
 * window ends when the key is over its limit, else 0.
 */
export interface HitCounter {
  hit(key: string, now: number): number | Promise<number>;
}

/**
 * One process's counter. A new window starts with a new map, so a key seen once costs
 * nothing after its window and no sweep ever runs.
 */
export class FixedWindowCounter implements HitCounter {
  private windowStart = Number.NEGATIVE_INFINITY;
  private hits = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  hit(key: string, now: number): number {
    const windowStart = now - (now % this.windowMs);
    if (windowStart !== this.windowStart) {
      this.windowStart = windowStart;
      this.hits = new Map();
    }
    const hits = (this.hits.get(key) ?? 0) + 1;
    this.hits.set(key, hits);
    return hits > this.limit ? windowStart + this.windowMs - now : 0;
  }
}

/**
 * The same windows counted in Redis, so a limit holds across every process: INCR on a key
 * per window, which expires once the window is over. While Redis is away the request is let through (a
 * limit against abuse is not worth refusing every player) and the outage is logged.
 */
export class SharedWindowCounter implements HitCounter {
  constructor(
    private readonly redis: RedisLink,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly logger: Logger,
  ) {}

  async hit(key: string, now: number): Promise<number> {
    const windowStart = now - (now % this.windowMs);
    const windowEnd = windowStart + this.windowMs;
    const redisKey = `${this.redis.prefix}rate:${this.name}:${windowStart}:${key}`;
    try {
      const [[, hits]] = (await this.redis.commands
        .multi()
        .incr(redisKey)
        // Relative: the window is on the request's clock, which need not be Redis's.
        .pexpire(redisKey, 2 * this.windowMs)
        .exec()) as [[Error | null, number]];
      return hits > this.limit ? windowEnd - now : 0;
    } catch (error) {
      this.logger.warn({ err: error, limit: this.name }, 'rate limit not counted: Redis did not answer');
      return 0;
    }
  }
}

/** The counters of the game's limits: in Redis when several processes share it, else in this process. */
export function rateCounters({ redis, logger }: { redis: RedisLink | null; logger: Logger }) {
  return (name: string, limit: number, windowMs: number): HitCounter =>
    redis ? new SharedWindowCounter(redis, name, limit, windowMs, logger) : new FixedWindowCounter(limit, windowMs);
}
