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
 * per window, which expires once the window is over. While Redis is away each process counts
 * on its own (a limit per process beats none, and refusing every player would be worse);
 * the link logs the outage once.
 */
export class SharedWindowCounter implements HitCounter {
  private readonly ownCount: FixedWindowCounter;

  constructor(
    private readonly redis: RedisLink,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.ownCount = new FixedWindowCounter(limit, windowMs);
  }

  async hit(key: string, now: number): Promise<number> {
    if (!this.redis.availability.up) return this.ownCount.hit(key, now);
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
    } catch {
      return this.ownCount.hit(key, now);
    }
  }
}

/** The counters of the game's limits: in Redis when several processes share it, else in this process. */
export function rateCounters({ redis }: { redis: RedisLink | null }) {
  return (name: string, limit: number, windowMs: number): HitCounter =>
    redis ? new SharedWindowCounter(redis, name, limit, windowMs) : new FixedWindowCounter(limit, windowMs);
}
