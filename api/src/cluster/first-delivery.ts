import type { Logger } from 'pino';
import type { RedisLink } from '../adapters/redis/connect';
import { BoundedMap } from '../storage/bounded-map';

/** Telegram sends an update again when it got no answer in time; a day covers every retry. */
const REMEMBER_SECONDS = 24 * 60 * 60;
const REMEMBERED_IN_MEMORY = 10_000;

/** Whether a Telegram update arrives for the first time: a redelivery is answered, not handled. */
export type FirstDelivery = (updateId: number) => boolean | Promise<boolean>;

/** One process remembers the last updates it handled. */
export function firstDeliveryInMemory(): FirstDelivery {
  const seen = new BoundedMap<number, true>(REMEMBERED_IN_MEMORY);
  return (updateId) => {
    if (seen.has(updateId)) return false;
    seen.set(updateId, true);
    return true;
  };
}

/**
 * Several processes behind one webhook: the first to claim an update id in Redis handles it.
 * While Redis is away the update is handled (a rare double beats a lost command).
 */
export function firstDeliveryInRedis(redis: RedisLink, logger: Logger): FirstDelivery {
  return async (updateId) => {
    try {
      const claimed = await redis.commands.set(
        `${redis.prefix}telegram-update:${updateId}`,
        '1',
        'EX',
        REMEMBER_SECONDS,
        'NX',
      );
      return claimed === 'OK';
    } catch (error) {
      // An outage is logged once, by the link; this is for a Redis that answers with an error.
      if (redis.availability.up) logger.warn({ err: error, updateId }, 'Telegram update not checked for redelivery');
      return true;
    }
  };
}
