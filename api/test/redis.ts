import { randomBytes } from 'node:crypto';
import { connectRedis, type RedisLink } from '../src/adapters/redis/connect';

/** The Redis the tests use: TEST_REDIS_URL, else the one every machine of the project runs. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own, so test files share one Redis without meeting. */
export function testRedisPrefix(): string {
  return `test:${randomBytes(6).toString('hex')}:`;
}

/** A link to the test Redis under a fresh prefix; fails (never skips) naming the setting when Redis is away. */
export async function testRedis(prefix = testRedisPrefix()): Promise<RedisLink> {
  const link = await connectRedis(TEST_REDIS_URL, prefix);
  return {
    ...link,
    async close() {
      const keys = await link.commands.keys(`${prefix}*`);
      if (keys.length > 0) await link.commands.del(...keys);
      await link.close();
    },
  };
}
