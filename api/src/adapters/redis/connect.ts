import { Redis } from 'ioredis';

/** The connections to the Redis that processes share: one for commands, one subscribed to signals. */
export interface RedisLink {
  commands: Redis;
  subscriber: Redis;
  /** Put before every key and channel, so several games (or test files) can share one Redis. */
  prefix: string;
  close(): Promise<void>;
}

/**
 * Connects to REDIS_URL and checks it answers. A command fails at once while Redis is away
 * rather than queueing behind the reconnection, so a caller can fall back instead of waiting.
 */
export async function connectRedis(url: string, prefix: string): Promise<RedisLink> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 5000 };
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, options);
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(`Redis is not reachable at REDIS_URL=${url}: ${(error as Error).message}`);
  }
  return {
    commands,
    subscriber,
    prefix,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
