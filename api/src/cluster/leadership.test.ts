import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRedis } from '../../test/redis';
import type { RedisLink } from '../adapters/redis/connect';
import { redisLease } from './leadership';

let redis: RedisLink;
beforeEach(async () => (redis = await testRedis()));
afterEach(() => redis.close());

const silent = pino({ level: 'silent' });
const TTL_MS = 200;

describe('the scheduler lease in Redis', () => {
  it('lets one process lead; the others follow while it renews', async () => {
    const [a, b] = [redisLease(redis, TTL_MS, silent), redisLease(redis, TTL_MS, silent)];
    expect(await a!.holds()).toBe(true);
    expect(await b!.holds()).toBe(false);
    expect(await a!.holds()).toBe(true);
    expect(await b!.holds()).toBe(false);
  });

  it('passes a dead leader’s lead to another within the lease, and the old leader learns it lost it', async () => {
    const [a, b] = [redisLease(redis, TTL_MS, silent), redisLease(redis, TTL_MS, silent)];
    expect(await a!.holds()).toBe(true);
    // a stops renewing, as a process that died or stalled would.
    await vi.waitFor(async () => expect(await b!.holds()).toBe(true), { timeout: 10 * TTL_MS, interval: 20 });
    expect(await a!.holds()).toBe(false);
    expect(await redis.commands.get(`${redis.prefix}scheduler:epoch`)).toBe('2');
  });

  it('hands the lead over at once on a clean shutdown', async () => {
    const [a, b] = [redisLease(redis, 60_000, silent), redisLease(redis, 60_000, silent)];
    expect(await a!.holds()).toBe(true);
    await a!.release();
    expect(await b!.holds()).toBe(true);
  });

  it('leads nobody while Redis is away', async () => {
    const gone = await testRedis();
    const lease = redisLease(gone, TTL_MS, silent);
    await gone.close();
    expect(await lease.holds()).toBe(false);
  });
});
