import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../context';
import { within } from '../../adapters/within';
import { AppError } from '../../errors';
import type { Availability } from '@app/db/availability';
import { sql } from '@app/db/orm';

/** How long readiness waits for each outside service: a stalled one is reported, not waited for. */
const READINESS_WAIT_MS = 800;

type Check = 'up' | 'down' | 'off';

export interface Readiness {
  ready: boolean;
  database: Check;
  redis: Check;
}

/**
 * Whether the database and Redis (when the game uses it) each answer a trivial call within a
 * second. Ready needs the database only: without Redis the game still serves (each process
 * counts its own limits), so a Redis outage must not take every process out of a load balancer.
 */
export async function checkReadiness({ ctx }: { ctx: Pick<AppDeps, 'database' | 'redis'> }): Promise<Readiness> {
  const { database, redis } = ctx;
  const [databaseCheck, redisCheck] = await Promise.all([
    answersWithin(() => database.rows(sql`select 1`)),
    redis ? answersWithin(() => redis.commands.ping()) : Promise.resolve<Check>('off'),
  ]);
  return { ready: databaseCheck === 'up', database: databaseCheck, redis: redisCheck };
}

function answersWithin(call: () => Promise<unknown>): Promise<Check> {
  // Called inside a promise: a handle that throws at once (a closed file) is down too.
  const answer = Promise.resolve().then(call);
  return within(answer, READINESS_WAIT_MS, 'readiness').then(
    (): Check => 'up',
    (): Check => 'down',
  );
}

const OUTAGE_LINES = {
  database: {
    down: 'the database does not answer: requests that need it get 503 until it does',
    up: 'the database answers again',
  },
  redis: {
    down: 'Redis does not answer: rate limits count per process, ranks are counted in the record and no process runs the scheduled jobs until it does',
    up: 'Redis answers again',
  },
} as const;

/**
 * How long a change of an outside service's availability must hold before it is logged: a
 * connection that fails and reconnects within it (a busy machine, a flapping link) is not
 * news, and an outage is still one line when it starts and one when it ends.
 */
const CHANGE_HELD_MS = 1_000;

/**
 * Logs once when an outside service stops answering and once when it answers again (not
 * once a request), and keeps `upstream_up{upstream}` in step: the database, and Redis when
 * the game uses it.
 */
export function reportUpstreams({ ctx }: { ctx: Pick<AppDeps, 'database' | 'redis' | 'logger' | 'metrics'> }): void {
  report('database', ctx.database.availability, ctx);
  if (ctx.redis) report('redis', ctx.redis.availability, ctx);
}

function report(
  upstream: keyof typeof OUTAGE_LINES,
  availability: Availability,
  { logger, metrics }: Pick<AppDeps, 'logger' | 'metrics'>,
): void {
  metrics.upstreamUp(upstream, availability.up);
  let told = availability.up;
  let pending: NodeJS.Timeout | undefined;
  availability.onChange((up, cause) => {
    metrics.upstreamUp(upstream, up);
    clearTimeout(pending);
    pending = setTimeout(() => {
      if (availability.up !== up || told === up) return;
      told = up;
      if (up) logger.info(OUTAGE_LINES[upstream].up);
      else logger.warn({ err: cause }, OUTAGE_LINES[upstream].down);
    }, CHANGE_HELD_MS);
    pending.unref();
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: anyone outside production; in production only a bearer of
 * METRICS_TOKEN, and nobody (404, as if there were no such page) when it is unset.
 */
export function authorizeMetrics(settings: AppDeps['settings'], authorization: string | undefined): void {
  if (!settings.production) return;
  if (!settings.metricsToken) throw new AppError('NOT_FOUND', 'No route GET /metrics');
  const presented = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  // Compared as digests: equal lengths for timingSafeEqual, and no timing hint about the token.
  if (!presented || !timingSafeEqual(digest(presented), digest(settings.metricsToken))) {
    throw new AppError('UNAUTHORIZED', 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>');
  }
}
