import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { RedisLink } from '../adapters/redis/connect';

/** A change one process made that the others must not miss: their copies in memory are stale. */
type SignalTopic = 'maintenance' | 'announcement' | 'round' | 'season' | 'session-changed';

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
   * Calls `listener` when signals may have been missed: this process, or another whose
   * signals failed meanwhile, was cut off from Redis for a while and is back. What this
   * process kept in memory may be stale, whatever it was.
   */
  onMissed(listener: () => void): void;
}

/** One process: publishing tells nobody, and nothing is ever heard. */
export function localSignals(): ChangeSignals {
  return { publish: () => undefined, on: () => undefined, onMissed: () => undefined };
}

/** Told by a process back on Redis whose signals failed meanwhile: the others missed its changes. */
const MISSED = 'missed';

interface Message {
  topic: SignalTopic | typeof MISSED;
  detail: string;
  from: string;
}

/**
 * Signals through Redis pub/sub: every process subscribes to one channel and ignores its own
 * messages. Pub/sub keeps nothing for a subscriber that is away, so once the subscription is
 * back, everything heard of meanwhile counts as missed; and a process whose own signals
 * failed meanwhile (Redis was away for it alone) tells the others they missed them.
 */
export async function redisSignals(redis: RedisLink, logger: Logger): Promise<ChangeSignals> {
  const self = randomUUID();
  const channel = `${redis.prefix}signals`;
  const listeners = new Map<Message['topic'], Listener[]>();
  const hear = (topic: Message['topic'], detail = '') => {
    for (const listener of listeners.get(topic) ?? []) listener(detail);
  };
  const on = (topic: Message['topic'], listener: Listener) => {
    listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
  };
  let unsent = false;
  const send = (topic: Message['topic'], detail = '') => {
    const message: Message = { topic, detail, from: self };
    redis.commands.publish(channel, JSON.stringify(message)).catch((error: Error) => {
      unsent = true;
      // An outage is logged once, by the link; this is for a Redis that answers with an error.
      if (redis.availability.up) logger.warn({ err: error, topic }, 'could not tell the other processes of a change');
    });
  };
  redis.subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = JSON.parse(text) as Message;
    if (message.from !== self) hear(message.topic, message.detail);
  });
  await redis.subscriber.subscribe(channel);
  // Subscribed again first (ioredis does it too), so no change falls between the two.
  const catchUp = async () => {
    await redis.subscriber.subscribe(channel);
    hear(MISSED);
    if (!unsent) return;
    unsent = false;
    send(MISSED);
  };
  redis.availability.onChange((up) => {
    // Redis went away again: its next return catches up.
    if (up) catchUp().catch(() => undefined);
  });
  return { publish: send, on, onMissed: (listener) => on(MISSED, listener) };
}

/** Runs `forget` when another process signals a change of `topic`, and whenever signals may have been missed. */
export function forgetOnChange(signals: ChangeSignals, topic: SignalTopic, forget: () => void): void {
  signals.on(topic, () => forget());
  signals.onMissed(forget);
}
