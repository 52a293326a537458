import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { RedisLink } from '../adapters/redis/connect';

/** A change one process made that the others must not miss: their copies in memory are stale. */
type SignalTopic = 'maintenance' | 'round' | 'season' | 'session-changed';

type Listener = (detail: string) => void;

/**
 * Change signals between the processes serving one game. The process that made a change
 * updates its own memory and publishes; every other process hears it within a moment and
 * drops what it kept. With one process there is nobody to tell.
 */
export interface ChangeSignals {
  publish(topic: SignalTopic, detail?: string): void;
  on(topic: SignalTopic, listener: Listener): void;
  /**
   * Calls `listener` when signals may have been missed: this process was cut off from the
   * others for a while and is back. What it kept in memory may be stale, whatever it was.
   */
  onMissed(listener: () => void): void;
}

/** One process: publishing tells nobody, and nothing is ever heard. */
export function localSignals(): ChangeSignals {
  return { publish: () => undefined, on: () => undefined, onMissed: () => undefined };
}

interface Message {
  topic: SignalTopic;
  detail: string;
  from: string;
}

/**
 * Signals through Redis pub/sub: every process subscribes to one channel and ignores its own
 * messages. Pub/sub keeps nothing for a subscriber that is away, so once the subscription is
 * back, everything heard of meanwhile counts as missed.
 */
export async function redisSignals(redis: RedisLink, logger: Logger): Promise<ChangeSignals> {
  const self = randomUUID();
  const channel = `${redis.prefix}signals`;
  const listeners = new Map<SignalTopic, Listener[]>();
  redis.subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = JSON.parse(text) as Message;
    if (message.from === self) return;
    for (const listener of listeners.get(message.topic) ?? []) listener(message.detail);
  });
  await redis.subscriber.subscribe(channel);
  const missedListeners: Array<() => void> = [];
  redis.availability.onChange((up) => {
    if (!up) return;
    // Subscribed again first (ioredis does it too), so no change falls between the two.
    redis.subscriber.subscribe(channel).then(
      () => missedListeners.forEach((listener) => listener()),
      () => undefined, // Redis went away again: its next return tries once more
    );
  });
  return {
    publish(topic, detail = '') {
      const message: Message = { topic, detail, from: self };
      redis.commands.publish(channel, JSON.stringify(message)).catch((error: Error) => {
        // While Redis is away every process forgets all it kept once it is back; the link logged the outage.
        if (redis.availability.up) logger.warn({ err: error, topic }, 'could not tell the other processes of a change');
      });
    },
    on(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    onMissed(listener) {
      missedListeners.push(listener);
    },
  };
}
