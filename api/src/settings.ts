import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { HOLDER_THRESHOLD } from '@app/shared/constants';
import { isXrplAddress } from '@app/shared/rules/address';

/** The development admin wallet used when ADMIN_WALLET is unset outside production. */
export const DEV_ADMIN_WALLET = 'rDevAdminWa11etXXXXXXXXXXXXXXXXXX';
/** The demo holder the offline balance adapter knows about. */
export const DEV_HOLDER_WALLET = 'rDemoHo1derXXXXXXXXXXXXXXXXXXXXXX';

const optional = z
  .string()
  .transform((text) => text.trim())
  .pipe(z.string())
  .optional()
  .transform((text) => (text ? text : undefined));

const booleanText = z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1');

const address = z.string().refine(isXrplAddress, 'must be an XRPL address starting with r');

/** CSP sources separated by spaces: https:// origins (a leading `*.` allowed), 'self' or 'none'. */
const cspSources = z
  .string()
  .transform((text) => text.split(/\s+/).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(
            /^(https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?|'self'|'none')$/i,
            "each must be an https:// origin, 'self' or 'none'",
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
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_PATH: z.string().min(1).default('data/app.db'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_WALLET: address.optional(),
  XAMAN_API_KEY: optional,
  XAMAN_API_SECRET: optional,
  XRPL_URL: z
    .string()
    .regex(/^wss?:\/\//, 'must be a ws:// or wss:// URL')
    .optional(),
  BWIF_ISSUER: address.default('rBWiFiSsuerXXXXXXXXXXXXXXXXXXXXXX'),
  BWIF_CURRENCY: z.string().min(3).max(40).default('BWIF'),
  HOLDER_MIN: z.coerce.number().nonnegative().default(HOLDER_THRESHOLD),
  DEV_BALANCES: balances.optional(),
  TELEGRAM_BOT_TOKEN: optional,
  TELEGRAM_ANNOUNCE_CHAT_ID: optional,
  TELEGRAM_ADMIN_IDS: optional,
  TELEGRAM_WEBHOOK_URL: z.url().optional(),
  TELEGRAM_BOT_MODE: z.enum(['polling', 'webhook', 'off']).optional(),
  TELEGRAM_API_ROOT: z.url().optional(),
  TELEGRAM_BOT_USERNAME: optional,
  TELEGRAM_MINIAPP_SHORT_NAME: optional,
  ADSGRAM_BLOCK_ID: optional,
  ADSGRAM_REWARD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  FRAME_ANCESTORS: cspSources.default(['https://web.telegram.org']),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SEED_DEMO: booleanText.optional(),
  IMAGE_FETCH_ALLOW_PRIVATE: booleanText.default(false),
  RATE_LIMIT_SIGNIN_PER_MIN: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_GUESSES_PER_MIN: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_ADS_PER_MIN: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The name of every setting the server reads, for the test that keeps .env.example complete. */
export const SETTING_NAMES = Object.keys(EnvSchema.shape);

export type Settings = ReturnType<typeof finalize>;

export class SettingsError extends Error {}

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
  const databasePath = env.DATABASE_PATH === ':memory:' ? ':memory:' : resolve(env.DATABASE_PATH);
  const dataDir = databasePath === ':memory:' ? resolve('data') : dirname(databasePath);
  const xaman =
    env.XAMAN_API_KEY && env.XAMAN_API_SECRET
      ? { apiKey: env.XAMAN_API_KEY, apiSecret: env.XAMAN_API_SECRET }
      : undefined;
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    databasePath,
    dataDir,
    sessionSecret: env.SESSION_SECRET ?? devSessionSecret(dataDir),
    adminWallet: env.ADMIN_WALLET ?? DEV_ADMIN_WALLET,
    xaman,
    xrplUrl: env.XRPL_URL,
    bwif: { issuer: env.BWIF_ISSUER, currency: env.BWIF_CURRENCY },
    holderMin: env.HOLDER_MIN,
    devBalances: env.DEV_BALANCES ?? new Map([[DEV_HOLDER_WALLET, '10000000']]),
    telegram: {
      botToken: env.TELEGRAM_BOT_TOKEN,
      announceChatId: env.TELEGRAM_ANNOUNCE_CHAT_ID,
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
    adsgramBlockId: env.ADSGRAM_BLOCK_ID,
    adsgramRewardSecret: env.ADSGRAM_REWARD_SECRET,
    frameAncestors: env.FRAME_ANCESTORS,
    metricsToken: env.METRICS_TOKEN,
    seedDemo: env.SEED_DEMO ?? !production,
    imageFetchAllowPrivate: env.IMAGE_FETCH_ALLOW_PRIVATE,
    logLevel: env.LOG_LEVEL,
    rateLimits: {
      signInPerMinute: env.RATE_LIMIT_SIGNIN_PER_MIN,
      guessesPerMinute: env.RATE_LIMIT_GUESSES_PER_MIN,
      adsPerMinute: env.RATE_LIMIT_ADS_PER_MIN,
    },
  };
}

function requireProductionSettings(env: z.infer<typeof EnvSchema>): void {
  const missing = (['SESSION_SECRET', 'ADMIN_WALLET', 'XAMAN_API_KEY', 'XAMAN_API_SECRET'] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0) {
    throw new SettingsError(`Invalid settings:\n  production needs ${missing.join(', ')}`);
  }
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
