import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { HOLDER_THRESHOLD } from '@app/shared/constants';
import { LANGUAGES } from '@app/shared/i18n/languages';
import { isXrplAddress } from '@app/shared/rules/address';
import { isLoopbackHost, isLoopbackUrl } from './loopback';
import { TrustProxy } from './trust-proxy';
import type { DatabaseLocation } from '@app/db/client';

/** The development admin wallet used when ADMIN_WALLET is unset outside production. */
export const DEV_ADMIN_WALLET = 'rDevAdminWa11etXXXXXXXXXXXXXXXXXX';
/** The issuer .env.example names until the real one is set; production refuses it. */
export const PLACEHOLDER_BWIF_ISSUER = 'rBWiFiSsuerXXXXXXXXXXXXXXXXXXXXXX';
/** The demo holder the offline balance adapter knows about. */
export const DEV_HOLDER_WALLET = 'rDemoHo1derXXXXXXXXXXXXXXXXXXXXXX';

const optional = z
  .string()
  .transform((text) => text.trim())
  .pipe(z.string())
  .optional()
  .transform((text) => (text ? text : undefined));

/** A key of the Xaman developer console, as its SDK accepts one: a UUID in lower-case hex. */
const xamanKey = optional.refine(
  (key) => !key || /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/.test(key),
  'must be the UUID the Xaman developer console issues (lower-case, like 0f1e2d3c-…)',
);

const booleanText = z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1');

/** An outside link the front ends show: http(s) only, never javascript: or data:. */
const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const address = z.string().refine(isXrplAddress, 'must be an XRPL address starting with r');

/**
 * CSP sources separated by spaces: https:// origins (a leading `*.` allowed), 'self' or
 * 'none'; http:// only for this machine (a Telegram-like client in development).
 */
const cspSources = z
  .string()
  .transform((text) => text.split(/\s+/).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(
            /^(https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?|'self'|'none')$/i,
            "each must be an https:// origin (http:// only for localhost), 'self' or 'none'",
          ),
      )
      .min(1, 'must name at least one source'),
  );

/** `rADDR=amount,rADDR2=amount` for the fixed-balance ledger adapter. */
const balances = z.string().transform((text, ctx) => {
  const map = new Map<string, string>();
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [wallet, amount] = pair.split('=');
    if (!wallet || !isXrplAddress(wallet) || !amount || !/^\d+(\.\d+)?$/.test(amount)) {
      ctx.addIssue({ code: 'custom', message: `"${pair}" is not rADDRESS=amount` });
      return z.NEVER;
    }
    map.set(wallet, amount);
  }
  return map;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optional,
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_PATH: z.string().min(1).default('data/app.db'),
  DATABASE_URL: optional.refine(
    (url) => !url || /^postgres(ql)?:\/\//.test(url),
    'must be a postgres:// or postgresql:// URL',
  ),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a plain lower-case schema name')
    .default('public'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(16),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(2500),
  REDIS_URL: optional.refine((url) => !url || /^rediss?:\/\//.test(url), 'must be a redis:// or rediss:// URL'),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('bwif:'),
  SCHEDULER_LEASE_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  RANK_CHECK_EVERY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_WALLET: address.optional(),
  XAMAN_API_KEY: xamanKey,
  XAMAN_API_SECRET: xamanKey,
  DEV_WALLET: booleanText.optional(),
  XRPL_URL: optional.refine((url) => !url || /^wss?:\/\//.test(url), 'must be a ws:// or wss:// URL'),
  COMMIT_WALLET_SEED: optional.refine(
    (seed) => !seed || /^s[1-9A-HJ-NP-Za-km-z]{20,40}$/.test(seed),
    'must be an XRPL family seed (s…)',
  ),
  BWIF_ISSUER: address.default(PLACEHOLDER_BWIF_ISSUER),
  BWIF_CURRENCY: z.string().min(3).max(40).default('BWIF'),
  HOLDER_MIN: z.coerce.number().nonnegative().default(HOLDER_THRESHOLD),
  DEV_BALANCES: balances.optional(),
  REQUIRE_ACTIVATED_ACCOUNT: booleanText.optional(),
  TELEGRAM_BOT_TOKEN: optional,
  TELEGRAM_ANNOUNCE_CHAT_ID: optional,
  ANNOUNCE_LANGUAGE: z.enum(LANGUAGES).default('en'),
  TELEGRAM_ADMIN_IDS: optional,
  TELEGRAM_WEBHOOK_URL: z.url().optional(),
  TELEGRAM_BOT_MODE: z.enum(['polling', 'webhook', 'off']).optional(),
  TELEGRAM_API_ROOT: z.url().optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9_]{5,32}$/, 'must be a bot @username without the @')
    .default('bwif_guess_bot'),
  TELEGRAM_MINIAPP_SHORT_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_]{3,30}$/, 'must be the Mini App short name')
    .optional(),
  PROMO_GAME_URL: httpsUrl.default('https://t.me/sigma_xrpl_bot'),
  SOCIAL_X_URL: httpsUrl.default('https://x.com/bwifxrpl'),
  MARKETPLACE_URL: httpsUrl.default('https://xrp.cafe'),
  EXPLORER_URL: httpsUrl.default('https://livenet.xrpl.org'),
  IPFS_GATEWAY: httpsUrl.default('https://ipfs.io/ipfs/'),
  NFT_API_URL: optional.refine((url) => !url || /^wss?:\/\//.test(url), 'must be a ws:// or wss:// URL'),
  RAFFLE_PRIZE_XRP: z.coerce.number().nonnegative().max(100_000_000).default(0),
  RAFFLE_WINNERS: z.coerce.number().int().min(1).max(100).default(3),
  REFERRAL_POINTS: z.coerce.number().int().min(0).max(1_000_000).default(10),
  REFERRALS_PER_WEEK: z.coerce.number().int().min(0).max(10_000).default(10),
  ADSGRAM_BLOCK_ID: optional,
  ADSGRAM_REWARD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  FRAME_ANCESTORS: cspSources.default(['https://web.telegram.org']),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SEED_DEMO: booleanText.optional(),
  IMAGE_FETCH_ALLOW_PRIVATE: booleanText.default(false),
  TRUST_PROXY: optional.pipe(TrustProxy.optional()),
  RATE_LIMIT_SIGNIN_PER_MIN: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_GUESSES_PER_MIN: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_ADS_PER_MIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WALLET_STATUS_PER_MIN: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_PROFILE_PER_MIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_SHARES_PER_MIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_SHARE_CARD_RENDERS_PER_MIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_SIGNIN_OVERALL_PER_MIN: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_REMINDERS_PER_MIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_GROUP_BOARDS_PER_MIN: z.coerce.number().int().positive().default(30),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(0).default(14),
  BACKUP_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The name of every setting the server reads, for the test that keeps .env.example complete. */
export const SETTING_NAMES = Object.keys(EnvSchema.shape);

export type Settings = ReturnType<typeof finalize>;

export class SettingsError extends Error {}

const NO_WALLET = [
  'Invalid settings:',
  '  XAMAN_API_KEY and XAMAN_API_SECRET are unset, and the development wallet stays off: HOST or PUBLIC_URL',
  '  is not a loopback address. Set the Xaman keys, or DEV_WALLET=true to let whoever reaches this server',
  '  sign in as any wallet, the admin wallet included.',
].join('\n');

function databaseLocation(env: z.infer<typeof EnvSchema>, path: string): DatabaseLocation {
  if (!env.DATABASE_URL) return { engine: 'sqlite', path };
  return {
    engine: 'postgres',
    url: env.DATABASE_URL,
    schema: env.DATABASE_SCHEMA,
    poolSize: env.DATABASE_POOL_SIZE,
    timeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      poolWaitMs: env.DATABASE_POOL_WAIT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
  };
}

/** Reads and validates the environment once; a bad value throws a SettingsError naming it. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new SettingsError(`Invalid settings:\n  ${lines.join('\n  ')}`);
  }
  return finalize(parsed.data);
}

function finalize(env: z.infer<typeof EnvSchema>) {
  const production = env.NODE_ENV === 'production';
  if (production) requireProductionSettings(env);
  if (env.WORKERS > 1 && !(env.DATABASE_URL && env.REDIS_URL)) {
    throw new SettingsError(
      'WORKERS: several processes need DATABASE_URL (PostgreSQL) and REDIS_URL; one process serves a SQLite file',
    );
  }
  const databasePath = env.DATABASE_PATH === ':memory:' ? ':memory:' : resolve(env.DATABASE_PATH);
  const dataDir = databasePath === ':memory:' ? resolve('data') : dirname(databasePath);
  const xaman =
    env.XAMAN_API_KEY && env.XAMAN_API_SECRET
      ? { apiKey: env.XAMAN_API_KEY, apiSecret: env.XAMAN_API_SECRET }
      : undefined;
  // Outside production the server listens on this machine only unless told otherwise.
  const host = env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  const devWallet =
    !production && !xaman && (env.DEV_WALLET ?? (isLoopbackHost(host) && isLoopbackUrl(env.PUBLIC_URL)));
  // Production has the keys (checked above); elsewhere a server nobody can sign in to does not start.
  if (!xaman && !devWallet) throw new SettingsError(NO_WALLET);
  return {
    production,
    port: env.PORT,
    host,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    databasePath,
    /** Where the record lives: the SQLite file, or PostgreSQL when DATABASE_URL is set. */
    database: databaseLocation(env, databasePath),
    /** How long a player's request may wait for the database in all (a client-side bound). */
    databaseRequestDeadlineMs: env.DATABASE_REQUEST_DEADLINE_MS,
    dataDir,
    sessionSecret: env.SESSION_SECRET ?? devSessionSecret(dataDir),
    adminWallet: env.ADMIN_WALLET ?? DEV_ADMIN_WALLET,
    xaman,
    /** The offline wallet that approves any address: only where nobody else can reach it, or when asked for. */
    devWallet,
    xrplUrl: env.XRPL_URL,
    /** The hot wallet that sends each day's commitment in a memo (see docs/fairness.md); unset, none is sent. */
    commitWalletSeed: env.COMMIT_WALLET_SEED,
    bwif: { issuer: env.BWIF_ISSUER, currency: env.BWIF_CURRENCY },
    holderMin: env.HOLDER_MIN,
    devBalances: env.DEV_BALANCES ?? new Map([[DEV_HOLDER_WALLET, '10000000']]),
    requireActivatedAccount: env.REQUIRE_ACTIVATED_ACCOUNT ?? production,
    telegram: {
      botToken: env.TELEGRAM_BOT_TOKEN,
      announceChatId: env.TELEGRAM_ANNOUNCE_CHAT_ID,
      /** The channel's language, and a group's whose language the game does not know. */
      announceLanguage: env.ANNOUNCE_LANGUAGE,
      adminIds: (env.TELEGRAM_ADMIN_IDS ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
      webhookUrl: env.TELEGRAM_WEBHOOK_URL,
      botMode: env.TELEGRAM_BOT_MODE ?? (env.TELEGRAM_WEBHOOK_URL ? 'webhook' : 'polling'),
      apiRoot: env.TELEGRAM_API_ROOT,
      botUsername: env.TELEGRAM_BOT_USERNAME,
      miniAppShortName: env.TELEGRAM_MINIAPP_SHORT_NAME,
    },
    /** Outside links, settings so the code names none of them. */
    links: {
      promoGame: env.PROMO_GAME_URL,
      socialX: env.SOCIAL_X_URL,
      marketplace: env.MARKETPLACE_URL,
      explorer: env.EXPLORER_URL.replace(/\/+$/, ''),
    },
    ipfsGateway: env.IPFS_GATEWAY,
    /** The Clio server for nft_info and nfts_by_issuer; the ledger's URL when unset. */
    nftApiUrl: env.NFT_API_URL ?? env.XRPL_URL,
    raffle: { prizeXrp: env.RAFFLE_PRIZE_XRP, winners: env.RAFFLE_WINNERS },
    /** BWIF points an inviter earns per invited player who played two days, and how many such rewards a week. */
    invites: { points: env.REFERRAL_POINTS, perWeek: env.REFERRALS_PER_WEEK },
    adsgramBlockId: env.ADSGRAM_BLOCK_ID,
    adsgramRewardSecret: env.ADSGRAM_REWARD_SECRET,
    frameAncestors: env.FRAME_ANCESTORS,
    metricsToken: env.METRICS_TOKEN,
    // The demo NFTs never reach a production database, whatever .env was copied from.
    seedDemo: !production && (env.SEED_DEMO ?? true),
    imageFetchAllowPrivate: env.IMAGE_FETCH_ALLOW_PRIVATE,
    // A proxy on this machine is trusted unless told otherwise; no other hop can rewrite the client's address.
    trustProxy: env.TRUST_PROXY ?? ['loopback'],
    logLevel: env.LOG_LEVEL,
    /** What the processes of one game share (rate limits, change signals); null for a single process. */
    /** Server processes this one starts, sharing its port (WORKERS); 1 is this process alone. */
    workers: env.WORKERS,
    /** On SIGTERM, how long the requests in flight have before their connections are cut. */
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    redis: env.REDIS_URL
      ? {
          url: env.REDIS_URL,
          keyPrefix: env.REDIS_KEY_PREFIX,
          schedulerLeaseMs: env.SCHEDULER_LEASE_MS,
          rankCheckEveryMs: env.RANK_CHECK_EVERY_MS,
        }
      : null,
    rateLimits: {
      signInPerMinute: env.RATE_LIMIT_SIGNIN_PER_MIN,
      guessesPerMinute: env.RATE_LIMIT_GUESSES_PER_MIN,
      adsPerMinute: env.RATE_LIMIT_ADS_PER_MIN,
      walletStatusPerMinute: env.RATE_LIMIT_WALLET_STATUS_PER_MIN,
      profilePerMinute: env.RATE_LIMIT_PROFILE_PER_MIN,
      sharesPerMinute: env.RATE_LIMIT_SHARES_PER_MIN,
      shareCardRendersPerMinute: env.RATE_LIMIT_SHARE_CARD_RENDERS_PER_MIN,
      guestSessionsPerHour: env.RATE_LIMIT_GUEST_SESSIONS_PER_HOUR,
      signInOverallPerMinute: env.RATE_LIMIT_SIGNIN_OVERALL_PER_MIN,
      remindersPerMinute: env.RATE_LIMIT_REMINDERS_PER_MIN,
      groupBoardsPerMinute: env.RATE_LIMIT_GROUP_BOARDS_PER_MIN,
    },
    backupKeepDays: env.BACKUP_KEEP_DAYS,
    backupDir: resolve(env.BACKUP_DIR ?? join(dataDir, 'backups')),
  };
}

/**
 * Production starts only fully configured: without XRPL_URL it would use the fixed demo
 * balances (nobody a holder), with the placeholder issuer it would count the wrong token.
 */
function requireProductionSettings(env: z.infer<typeof EnvSchema>): void {
  const problems: string[] = [];
  const missing = missingInProduction(env);
  if (missing.length > 0) problems.push(`production needs ${missing.join(', ')}`);
  if (env.BWIF_ISSUER === PLACEHOLDER_BWIF_ISSUER) problems.push('BWIF_ISSUER: production needs the real issuer');
  if (problems.length > 0) throw new SettingsError(`Invalid settings:\n  ${problems.join('\n  ')}`);
}

function missingInProduction(env: z.infer<typeof EnvSchema>): string[] {
  const needed = ['SESSION_SECRET', 'ADMIN_WALLET', 'XAMAN_API_KEY', 'XAMAN_API_SECRET', 'XRPL_URL'] as const;
  const missing: string[] = needed.filter((name) => !env[name]);
  // Ads on without the secret would grant rewards on the client's word alone.
  if (env.ADSGRAM_BLOCK_ID && !env.ADSGRAM_REWARD_SECRET) missing.push('ADSGRAM_REWARD_SECRET (ads are on)');
  return missing;
}

/** Outside production a secret is generated once and kept beside the database. */
function devSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
