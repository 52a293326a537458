import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedis } from '../../test/redis';
import type { RedisLink } from '../adapters/redis/connect';
import { FixedWindowCounter, SharedWindowCounter, type HitCounter } from './rate-counter';

let redis: RedisLink;
beforeAll(async () => (redis = await testRedis()));
afterAll(() => redis.close());

let names = 0;
const counters: Record<string, (limit: number) => HitCounter> = {
  'in memory': (limit) => new FixedWindowCounter(limit, 60_000),
  'in Redis': (limit) => new SharedWindowCounter(redis, `c${++names}`, limit, 60_000),
};

describe.each(Object.keys(counters))('a window counter %s', (kind) => {
  const counter = (limit: number) => counters[kind]!(limit);

  it('lets `limit` hits a window through per key and tells the rest how long to wait', async () => {
    const limited = counter(2);
    const start = Date.parse('2026-11-18T10:00:00Z');
    const first = await Promise.all([
      limited.hit('a', start),
      limited.hit('a', start + 1000),
      limited.hit('b', start + 1000),
    ]);
    expect(first).toEqual([0, 0, 0]);
    expect(await limited.hit('a', start + 20_000)).toBe(40_000);
    expect(await limited.hit('a', start + 59_999)).toBe(1);
  });

  it('starts every key afresh in the next window', async () => {
    const limited = counter(1);
    const start = Date.parse('2026-11-18T10:00:30Z');
    expect([await limited.hit('a', start), await limited.hit('a', start + 1)]).toEqual([0, 29_999]);
    expect(await limited.hit('a', start + 30_000)).toBe(0);
  });
});

describe('SharedWindowCounter', () => {
  it('holds one limit across processes: two counters on one Redis count together', async () => {
    const [a, b] = [1, 2].map(() => new SharedWindowCounter(redis, 'together', 3, 60_000));
    const now = Date.parse('2026-11-18T10:00:00Z');
    const waits = [await a!.hit('p', now), await b!.hit('p', now), await a!.hit('p', now), await b!.hit('p', now)];
    expect(waits).toEqual([0, 0, 0, 60_000]);
  });

  it('counts in this process while Redis is away', async () => {
    const gone = await testRedis();
    const counter = new SharedWindowCounter(gone, 'away', 1, 60_000);
    await gone.close();
    const now = Date.parse('2026-11-18T10:00:00Z');
    expect([await counter.hit('p', now), await counter.hit('p', now)]).toEqual([0, 60_000]);
  });
});
