import { openDatabase } from '@app/db/client';
import { claimSqliteFile, SqliteFileInUse } from '@app/db/sqlite/owner';
import { connectRedis, type RedisLink } from './adapters/redis/connect';
import { localSignals, redisSignals } from './cluster/signals';
import { epochsInRecord, redisLease, soleProcess } from './cluster/leadership';
import { superviseWorkers } from './cluster/workers';
import { seedDemoNfts } from '@app/db/seed';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { isIPv6 } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino, { type Logger } from 'pino';
import { noopAnnouncer } from '@app/bot/announcer';
import { systemClock, systemTimers, type Clock, type Timers } from './adapters/clock';
import { createImageSource } from './adapters/image-source/composite';
import { fixedBalanceLedger } from './adapters/ledger/fixed-balances';
import { xrplLedger } from './adapters/ledger/xrpl-ledger';
import { httpMetadataSource } from './adapters/nft-source/http-metadata-source';
import { offlineNftSource, withDemoMetadata } from './adapters/nft-source/offline-nft-source';
import { xrplNftSource } from './adapters/nft-source/xrpl-nft-source';
import { cryptoRandom } from './adapters/random';
import { developmentWallet, type DevelopmentWallet } from './adapters/xaman/dev-wallet';
import { memoryWalletStore, redisWalletStore } from './adapters/xaman/dev-wallet-store';
import { xummAdapter } from './adapters/xaman/xumm-adapter';
import { createApp, signInHooks } from './app';
import { createExpressServer, type AppServer } from './http/express-server';
import type { AppDeps } from './context';
import { createTelegramBot } from './bot-services/start';
import { createMetrics } from './metrics/metrics';
import { reportUpstreams } from './features/ops/service';
import { openWhenReachable } from './storage/wait-for-database';
import { warmRankIndexes } from './features/leaderboard/own-rank';
import { checkSharedBoardsEvery, keepRanksInRedis } from './features/leaderboard/shared-ranks';
import { followSeasonChanges } from './features/leaderboard/season';
import { followAnnouncementChanges } from './features/announcements/store';
import { followRoundChanges } from './features/game/rounds';
import { followMaintenanceChanges } from './features/maintenance/store';
import { followSessionChanges } from './identity/session/store';
import { rebuildDisplayNameKeys } from './features/me/rebuild-name-keys';
import { startScheduler, type Scheduler, type SchedulerLead } from './jobs/scheduler';
import { loadSettings, SettingsError, type Settings } from './settings';
import { exitAfterClosing } from './shutdown';

const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  clock?: Clock;
  /** Where the scheduler waits; tests pass their manual clock. */
  timers?: Timers;
  /** Replaces any dependency, for tests. */
  overrides?: Partial<AppDeps>;
}

export interface RunningServer {
  /** Where this process can reach the server (tests call it there). */
  url: string;
  /** The address and real port the server listens on, for the start log. */
  listening: string;
  deps: AppDeps;
  server: AppServer;
  scheduler: Scheduler;
  /**
   * Stops the process's work: the listener at once, the scheduler and its lease (released, so
   * another process leads at once), the bot; the requests in flight get SHUTDOWN_GRACE_MS to
   * finish; then Redis and the database are closed.
   */
  close(): Promise<void>;
}

/** The development wallet; with Redis its requests are kept there, as any process may get a request's approval. */
function developmentWalletOf(settings: Settings, clock: Clock, redis: RedisLink | null): DevelopmentWallet {
  const now = () => clock.now().getTime();
  return developmentWallet(settings.publicUrl, now, redis ? redisWalletStore(redis) : memoryWalletStore(now));
}

/** Wires the real adapters from settings, or their offline stand-ins when a setting is absent. */
export function buildDeps(
  settings: Settings,
  clock: Clock,
  overrides: Partial<AppDeps>,
  shared: Pick<AppDeps, 'database' | 'redis' | 'signals'>,
): AppDeps {
  const logger = overrides.logger ?? pino({ level: settings.logLevel });
  const devWallet = settings.xaman ? null : developmentWalletOf(settings, clock, { ...shared, ...overrides }.redis);
  const xaman = devWallet ?? xummAdapter(settings.xaman!);
  // Offline, the ledger confirms the payments the development wallet approved.
  const ledger = settings.xrplUrl
    ? xrplLedger({ url: settings.xrplUrl, ...settings.bwif, commitWalletSeed: settings.commitWalletSeed })
    : fixedBalanceLedger(settings.devBalances, {
        signedTransaction: async (hash) => (await devWallet?.signedTransaction(hash)) ?? null,
      });
  return {
    settings,
    clock,
    xaman,
    ledger,
    imageSource: createImageSource({
      allowPrivate: settings.imageFetchAllowPrivate,
      ipfsGateway: settings.ipfsGateway,
    }),
    nftSource: settings.nftApiUrl ? xrplNftSource({ url: settings.nftApiUrl }) : offlineNftSource(),
    nftMetadata: withDemoMetadata(
      httpMetadataSource({ allowPrivate: settings.imageFetchAllowPrivate, ipfsGateway: settings.ipfsGateway }),
    ),
    random: cryptoRandom,
    logger,
    announcer: noopAnnouncer,
    preparedShares: null,
    reminderSender: null,
    groupChats: null,
    metrics: createMetrics(),
    signInHooks,
    ...shared,
    ...overrides,
  };
}

function describeOfflineParts(deps: AppDeps): void {
  const { logger, settings } = deps;
  if (deps.xaman.kind === 'development') {
    logger.warn(
      'No Xaman keys: the development wallet at /dev/xaman is on. Whoever reaches this server can sign in as any wallet, the admin wallet included',
    );
    logger.info(`Admin wallet: ${settings.adminWallet}`);
  }
  if (deps.ledger.kind === 'fixed') logger.info('No XRPL_URL: token balances come from DEV_BALANCES');
  if (!settings.telegram.botToken) logger.info('No TELEGRAM_BOT_TOKEN: the Telegram bot is off');
  if (deps.redis) logger.info('Rate limits, change signals and the scheduled jobs are shared through REDIS_URL');
  else if (settings.database.engine === 'postgres') {
    logger.warn('The record is on PostgreSQL without REDIS_URL: run one process only (several need Redis)');
  }
}

/** The address the server listens on, as a URL (the real port, when PORT is 0). */
function listeningUrl(host: string, port: number): string {
  return `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;
}

/**
 * The record, migrated (and with the demo NFTs when SEED_DEMO): the SQLite file, claimed
 * for this process, or PostgreSQL. A database the caller passes is used as it is.
 */
async function openRecord(
  settings: Settings,
  given: AppDeps['database'] | undefined,
  now: Date,
  logger: Logger,
): Promise<{ database: AppDeps['database']; owner: { release(): void } | null }> {
  if (given) return { database: given, owner: null };
  const location = settings.database;
  const owner = location.engine === 'sqlite' ? claimSqliteFile(location.path) : null;
  try {
    const { database } = await openWhenReachable(() => openDatabase(location), logger);
    if (settings.seedDemo) await seedDemoNfts(database, now);
    return { database, owner };
  } catch (error) {
    owner?.release();
    throw error;
  }
}

/** Redis and the change signals through it when REDIS_URL is set; none for a single process. */
async function connectShared(settings: Settings, logger: Logger): Promise<Pick<AppDeps, 'redis' | 'signals'>> {
  if (!settings.redis) return { redis: null, signals: localSignals() };
  const redis = await connectRedis(settings.redis.url, settings.redis.keyPrefix);
  return { redis, signals: await redisSignals(redis, logger) };
}

/**
 * Each feature that keeps part of the record in memory drops it when another process
 * changes that part; the next request reads it again from the record.
 */
function followChanges(deps: AppDeps): void {
  for (const follow of [
    followMaintenanceChanges,
    followAnnouncementChanges,
    followRoundChanges,
    followSeasonChanges,
    followSessionChanges,
  ]) {
    follow({ deps });
  }
}

/** With Redis, the process holding its lease runs the jobs; a single process always does. */
function schedulerLead(deps: AppDeps): SchedulerLead {
  const { redis, settings, logger } = deps;
  if (!redis || !settings.redis) return { leadership: soleProcess };
  const { schedulerLeaseMs } = settings.redis;
  return {
    leadership: redisLease(redis, schedulerLeaseMs, logger, epochsInRecord(deps)),
    checkEveryMs: schedulerLeaseMs / 3,
  };
}

/** Starts the whole product: migrated database, scheduler and HTTP server. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const settings = loadSettings(options.env ?? process.env);
  const clock = options.clock ?? systemClock;
  const logger = options.overrides?.logger ?? pino({ level: settings.logLevel });
  const { database, owner } = await openRecord(settings, options.overrides?.database, clock.now(), logger);
  let shared: Pick<AppDeps, 'redis' | 'signals'> | undefined;
  let deps: AppDeps;
  try {
    shared = await connectShared(settings, logger);
    deps = buildDeps(settings, clock, { logger, ...options.overrides }, { database, ...shared });
  } catch (error) {
    await shared?.redis?.close();
    await database.close();
    owner?.release();
    throw error;
  }
  followChanges(deps);
  reportUpstreams({ ctx: deps });
  if (deps.redis) keepRanksInRedis(deps.database, deps.redis, deps);
  await rebuildDisplayNameKeys({ ctx: deps });
  const telegram = createTelegramBot({ deps });
  if (!options.overrides?.announcer) deps.announcer = telegram.announcer;
  if (!options.overrides?.preparedShares) deps.preparedShares = telegram.preparedShares;
  if (!options.overrides?.reminderSender) deps.reminderSender = telegram.reminderSender;
  if (!options.overrides?.groupChats) deps.groupChats = telegram.groupChats;
  const app = createApp(deps, {
    webDist: join(ROOT, 'web', 'dist'),
    miniappDist: join(ROOT, 'miniapp', 'dist'),
    telegramWebhook: telegram.webhook,
  });
  const lead = schedulerLead(deps);
  const scheduler = startScheduler({ deps, timers: options.timers ?? systemTimers, lead });
  await scheduler.ready;
  await warmRankIndexes(deps.database);
  const stopRankChecks = settings.redis
    ? checkSharedBoardsEvery(deps.database, settings.redis.rankCheckEveryMs, clock, options.timers ?? systemTimers)
    : () => undefined;
  // Start-up (transpiling, migrating, building the rank indexes) leaves garbage behind.
  // Collected now, a process started near 00:00 does not pay for it inside its first
  // burst: 12 starts after 00:00 onto an unrendered round gave p99 39-107 ms (median 53)
  // with it, 75-120 (median 91) without. `gc` exists when Node runs with --expose-gc, as
  // `npm run serve` does.
  globalThis.gc?.();
  const server = createExpressServer(app);
  await new Promise<void>((resolve) => server.listen(settings.port, settings.host, resolve));
  // A client that trickles its headers or body (slow-loris) is cut off instead of holding a socket.
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  describeOfflineParts(deps);
  void telegram.start(lead.leadership);
  return {
    url: `http://127.0.0.1:${port}`,
    listening: listeningUrl(settings.host, port),
    deps,
    server,
    scheduler,
    async close() {
      const drained = server.shutDown(settings.shutdownGraceMs);
      scheduler.stop();
      stopRankChecks();
      await lead.leadership.release();
      await Promise.all([telegram.stop(), drained]);
      await deps.ledger.close?.();
      await deps.nftSource.close?.();
      await deps.redis?.close();
      await deps.database.close();
      owner?.release();
    },
  };
}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    const settings = loadSettings();
    if (settings.workers > 1 && cluster.isPrimary) {
      superviseWorkers(settings, pino({ level: settings.logLevel }));
      return;
    }
    const running = await startServer();
    const { publicUrl } = running.deps.settings;
    running.deps.logger.info(
      `Serving ${running.listening} (web) and /telegram (mini-app); players reach it at ${publicUrl}`,
    );
    exitAfterClosing(() => running.close(), settings.shutdownGraceMs, running.deps.logger);
  } catch (error) {
    if (error instanceof SettingsError || error instanceof SqliteFileInUse) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
