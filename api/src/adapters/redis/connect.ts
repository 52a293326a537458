import { availabilityTracker, type Availability } from '@app/db/availability';
import { Redis } from 'ioredis';

/** The connections to the Redis that processes share: one for commands, one subscribed to signals. */
export interface RedisLink {
  commands: Redis;
  subscriber: Redis;
  /** Put before every key and channel, so several games (or test files) can share one Redis. */
  prefix: string;
  /** Whether both connections answer: lost from the moment one is cut until both are back. */
  availability: Availability;
  close(): Promise<void>;
}

/**
 * Connects to REDIS_URL and checks it answers. A command fails at once while Redis is away
 * rather than queueing behind the reconnection, so a caller can fall back instead of waiting.
 * ioredis reconnects by itself meanwhile.
 */
export async function connectRedis(url: string, prefix: string): Promise<RedisLink> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 5000 };
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const link = followConnections([commands, subscriber]);
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(`Redis is not reachable at REDIS_URL=${url}: ${(error as Error).message}`);
  }
  link.follow();
  return {
    commands,
    subscriber,
    prefix,
    availability: link.availability,
    async close() {
      link.closing = true;
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}

/** The availability of a set of connections: up while every one of them is ready. */
function followConnections(clients: Redis[]) {
  const availability = availabilityTracker();
  let cause: unknown;
  const state = {
    availability,
    closing: false,
    /** From the first connection on, each loss and each return changes the availability. */
    follow() {
      const update = () => {
        if (state.closing) return;
        if (!clients.every((client) => client.status === 'ready')) {
          availability.lost(cause ?? new Error('connection closed'));
          return;
        }
        cause = undefined;
        availability.reached();
      };
      for (const client of clients) {
        client.on('close', update);
        client.on('ready', update);
      }
    },
  };
  // Without a listener, ioredis prints every failed reconnection attempt with its stack.
  for (const client of clients) client.on('error', (error: Error) => (cause = error));
  return state;
}
