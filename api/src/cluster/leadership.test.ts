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
/** The record's epochs, as a counter: the draws of every lease of a test. */
let epochs: number;
beforeEach(() => (epochs = 0));
const lease = (link: RedisLink, ttlMs = TTL_MS) => redisLease(link, ttlMs, silent, async () => ++epochs);

describe('the scheduler lease in Redis', () => {
  it('lets one process lead; the others follow while it renews', async () => {
    const [a, b] = [lease(redis), lease(redis)];
    expect(await a!.holds()).toBe(true);
    expect(await b!.holds()).toBe(false);
    expect(await a!.holds()).toBe(true);
    expect(await b!.holds()).toBe(false);
  });

  it('passes a dead leader’s lead to another within the lease, and the old leader learns it lost it', async () => {
    const [a, b] = [lease(redis), lease(redis)];
    expect(await a!.holds()).toBe(true);
    // a stops renewing, as a process that died or stalled would.
    await vi.waitFor(async () => expect(await b!.holds()).toBe(true), { timeout: 10 * TTL_MS, interval: 20 });
    expect(await a!.holds()).toBe(false);
    expect(epochs).toBe(2);
  });

  it('hands the lead over at once on a clean shutdown', async () => {
    const [a, b] = [lease(redis, 60_000), lease(redis, 60_000)];
    expect(await a!.holds()).toBe(true);
    await a!.release();
    expect(await b!.holds()).toBe(true);
  });

  it('gives the lease back when the record cannot draw its epoch, so another process may lead at once', async () => {
    const unrecorded = redisLease(redis, 60_000, silent, () => Promise.reject(new Error('the database is away')));
    expect(await unrecorded.holds()).toBe(false);
    expect(await lease(redis, 60_000).holds()).toBe(true);
  });

  it('keeps its lead past a check that failed, when Redis is back within the lease', async () => {
    const own = await testRedis(redis.prefix);
    const [a, b] = [lease(own, 60_000), lease(redis, 60_000)];
    expect(await a.holds()).toBe(true);
    own.commands.disconnect();
    expect(await a.holds()).toBe(false);
    await vi.waitFor(() => expect(own.commands.status).toBe('end'));
    await own.commands.connect();
    expect([await a.holds(), await b.holds(), epochs]).toEqual([true, false, 1]);
    await own.close();
  });

  it('leads nobody while Redis is away', async () => {
    const gone = await testRedis();
    const away = lease(gone);
    await gone.close();
    expect(await away.holds()).toBe(false);
  });
});
