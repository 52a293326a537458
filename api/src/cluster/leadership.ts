import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { RedisLink } from '../adapters/redis/connect';
import type { AppDeps } from '../context';
import { incrementSetting } from '../storage/settings-counter';

/**
 * Which process runs the scheduled jobs (the day's round, the 23:50 preparation, the weekly
 * archive, the raffle draw, housekeeping): exactly one at a time.
 */
export interface Leadership {
  /** Whether this process leads now: takes the lead when it is free, keeps it when held. */
  holds(): Promise<boolean>;
  /** Gives the lead up at once (a clean shutdown), so another process need not wait for it to lapse. */
  release(): Promise<void>;
  /** Tells `listener` whether this process leads, now and at each change; returns the unsubscribe. */
  watch(listener: (leading: boolean) => void): () => void;
}

/** A single process always leads. */
export const soleProcess: Leadership = {
  holds: async () => true,
  release: async () => undefined,
  watch: (listener) => {
    listener(true);
    return () => undefined;
  },
};

// Renews the lease only while this process's token is still the one stored.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** The settings row holding the last epoch drawn. */
const EPOCH_KEY = 'scheduler_epoch';

/**
 * Epochs drawn from the record rather than Redis: a Redis that lost its data (a restart
 * without persistence) would start them again at 1.
 */
export function epochsInRecord({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): () => Promise<number> {
  return () => incrementSetting(database, EPOCH_KEY, clock.now());
}

/**
 * A lease in Redis: the leader's token under one key that lapses after `ttlMs` unless
 * renewed, so a dead leader's lead is free again `ttlMs` after its last renewal. Each new
 * lead draws the next epoch (a fencing token, from `nextEpoch`, only ever increasing) and
 * logs it; a leader that finds its token gone (it stalled past the lease) stops leading
 * before its next job. A job already running is not fenced by the record: each job is
 * idempotent there (one round a day, a period archived and drawn once).
 */
export function redisLease(
  redis: RedisLink,
  ttlMs: number,
  logger: Logger,
  nextEpoch: () => Promise<number>,
): Leadership {
  const key = `${redis.prefix}scheduler:lease`;
  const token = randomUUID();
  let leading = false;
  const listeners = new Set<(leading: boolean) => void>();
  const lead = (now: boolean) => {
    if (now === leading) return;
    leading = now;
    for (const listener of listeners) listener(now);
  };

  const giveUp = () => redis.commands.eval(RELEASE, 1, key, token).catch(() => undefined);

  /** Takes the free lease and draws its epoch; a lease whose epoch could not be drawn is given back. */
  async function take(): Promise<boolean> {
    if ((await redis.commands.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') return false;
    try {
      logger.info({ epoch: await nextEpoch() }, 'this process now runs the scheduled jobs');
      return true;
    } catch (error) {
      await giveUp();
      throw error;
    }
  }

  async function renewOrTake(): Promise<boolean> {
    // Renewed even when a check failed meanwhile (Redis away for less than the lease): it is still this process's.
    if ((await redis.commands.eval(RENEW, 1, key, token, ttlMs)) === 1) return true;
    const taken = await take();
    if (!taken && leading) logger.warn('this process lost the lead on the scheduled jobs');
    return taken;
  }

  return {
    async holds() {
      try {
        lead(await renewOrTake());
      } catch (error) {
        // Without Redis nobody can be sure to lead: running the jobs twice is the worse outcome.
        // An outage is logged once by the link, not at every check.
        if (redis.availability.up) logger.warn({ err: error }, 'scheduler lease not checked');
        lead(false);
      }
      return leading;
    },
    async release() {
      if (!leading) return;
      lead(false);
      await giveUp();
    },
    watch(listener) {
      listeners.add(listener);
      listener(leading);
      return () => listeners.delete(listener);
    },
  };
}
