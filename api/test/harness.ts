import { openDb, type Db } from '@app/db/client';
import { sqliteDatabase } from '@app/db/sqlite/open';
import { testSchema } from '@app/db/testing/postgres';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leaderboard } from '@app/db/schema/leaderboards';
import { nfts, type Nft } from '@app/db/schema/nfts';
import { eq } from '@app/db/orm';
import { users, UNUSABLE_PASSWORD, type NewUser, type User } from '@app/db/schema/users';
import { seededRandom, type RaffleEntrant } from '@app/shared/rules/raffle';
import { raffleEntrantsPath, type RaffleEntrantsPage } from '@app/shared/schemas/raffle';
import { ManualClock } from '../src/adapters/clock';
import { cryptoRandom, type RandomSource } from '../src/adapters/random';
import type { AppDeps } from '../src/context';
import { ensureCurrentRound } from '../src/features/game/rounds';
import type { CurrentRound } from '../src/features/game/round-of-day';
import { startServer } from '../src/server';
import { forgetRankIndexes } from '../src/features/leaderboard/own-rank';
import { currentSeason } from '../src/features/leaderboard/season';

/** A Wednesday, so the default round is a regular one. */
const DEFAULT_START = '2026-11-18T10:00:00Z';
export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface TestApp {
  url: string;
  clock: ManualClock;
  deps: AppDeps;
  dir: string;
  /**
   * A synchronous handle of the test's own on the SQLite file, for tests that run on SQLite
   * only (it throws on PostgreSQL); tests on both engines read through `deps.database`.
   */
  readonly db: Db;
  /** The record, as a second server on it is started with (startBeside). */
  record: TestRecord | null;
  client(): TestClient;
  currentRound(): Promise<CurrentRound>;
  /** Runs the scheduler's jobs as if its timer fired at the clock's time. */
  runDueJobs(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The engine the API tests run on: SQLite, or PostgreSQL when TEST_ENGINE=postgres (the
 * test project "api on postgres" sets it), each test app on a schema of its own.
 */
const TEST_ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** A record made for tests: its settings, and the servers on it; the last to close removes it. */
interface TestRecord {
  env: Record<string, string>;
  servers: number;
  drop(): Promise<void>;
}

async function freshRecord(dir: string): Promise<TestRecord> {
  if (TEST_ENGINE === 'sqlite') {
    return { env: { DATABASE_PATH: join(dir, 'app.db') }, servers: 0, drop: async () => undefined };
  }
  const target = await testSchema();
  return {
    env: { DATABASE_URL: target.url, DATABASE_SCHEMA: target.schema, DATABASE_POOL_SIZE: '4' },
    servers: 0,
    drop: target.drop,
  };
}

/**
 * The real server on an ephemeral port with a real record (a SQLite file in a temp folder,
 * or a PostgreSQL schema) and a manual clock.
 */
export async function startTestApp(
  options: {
    start?: string;
    env?: Record<string, string>;
    overrides?: Partial<AppDeps>;
    /** Another test server's record, to serve it too (startBeside). */
    record?: TestRecord;
  } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'bwif-test-'));
  const clock = new ManualClock(options.start ?? DEFAULT_START);
  const ownFile = options.env?.DATABASE_PATH || options.env?.DATABASE_URL;
  const record = options.record ?? (ownFile ? null : await freshRecord(dir));
  if (record) record.servers++;
  // The development wallet's links must point at this server, so its port is chosen first.
  const port = await freePort();
  const running = await startServer({
    clock,
    timers: clock,
    overrides: { random: seededRandomSource('tests'), ...options.overrides },
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_PATH: join(dir, 'app.db'),
      ...record?.env,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      TELEGRAM_BOT_MODE: 'off',
      // Tests send bursts on purpose; the limits have their own test.
      RATE_LIMIT_SIGNIN_PER_MIN: '1000',
      RATE_LIMIT_SIGNIN_OVERALL_PER_MIN: '100000',
      RATE_LIMIT_GUESSES_PER_MIN: '1000',
      RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '100000',
      RATE_LIMIT_ADS_PER_MIN: '1000',
      RATE_LIMIT_WALLET_STATUS_PER_MIN: '1000',
      RATE_LIMIT_PROFILE_PER_MIN: '1000',
      RATE_LIMIT_SHARES_PER_MIN: '1000',
      RATE_LIMIT_REMINDERS_PER_MIN: '1000',
      RATE_LIMIT_GROUP_BOARDS_PER_MIN: '1000',
      // A full backup at every start would litter each test's folder; the daily backup has its own test.
      BACKUP_KEEP_DAYS: '0',
      ...options.env,
    },
  });
  const { settings } = running.deps;
  let sqlite: Db | null = null;
  let closed = false;
  return {
    url: running.url,
    clock,
    deps: running.deps,
    dir,
    get db() {
      if (settings.database.engine !== 'sqlite') throw new Error('This test reads the SQLite file: SQLite only');
      return (sqlite ??= openDb(settings.database.path));
    },
    record,
    client: () => new TestClient(running.url),
    currentRound: () => ensureCurrentRound({ ctx: { ...running.deps, now: clock.now() } }),
    runDueJobs: () => running.scheduler.runDueJobs(),
    async close() {
      if (closed) return;
      closed = true;
      await running.close();
      sqlite?.$client.close();
      if (record && --record.servers === 0) await record.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on `app`'s record, as another process would serve it: a handle of its
 * own on the record, so its memory is its own (on SQLite the server itself refuses a
 * second process on the file, so the handle is opened here).
 */
export function startBeside(
  app: TestApp,
  options: { env?: Record<string, string>; overrides?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const { database } = app.deps.settings;
  if (!app.record) throw new Error('startBeside needs a server on a record the harness made');
  const ownHandle = database.engine === 'sqlite' ? { database: sqliteDatabase(openDb(database.path)) } : {};
  return startTestApp({
    env: { ...options.env, ...app.record.env },
    overrides: { ...options.overrides, ...ownHandle },
    record: app.record,
  });
}

/** Choices (which NFT plays) repeat from run to run; tokens stay unguessable. */
function seededRandomSource(seed: string): RandomSource {
  const next = seededRandom(seed);
  return { int: (maxExclusive) => Math.floor(next() * maxExclusive), token: cryptoRandom.token };
}

/** A port nothing listens on right now. */
/** A client signed in as the admin wallet. */
export async function adminClient(app: TestApp): Promise<TestClient> {
  const admin = app.client();
  await admin.signIn(app.deps.settings.adminWallet);
  return admin;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** A browser-like HTTP client: keeps its cookies between calls. */
export class TestClient {
  private readonly jar = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The Cookie header this client sends: `sid=…` and any other cookie the server set. */
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(response: Response): void {
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0]!;
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
      if (value) this.jar.set(name, value);
      else this.jar.delete(name);
    }
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    this.keepCookies(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }

  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json: json ?? {}, headers });
  }

  /** Signs in through the development wallet, exactly as a player does: create (with `body`, an invite's `ref`), approve, poll. */
  async signIn(account: string, body: { ref?: string } = {}): Promise<void> {
    const created = await this.post('/api/wallet/xaman/create', body);
    if (created.status !== 200) throw new Error(`create failed: ${created.text}`);
    const approved = await new TestClient(this.baseUrl).post(`/dev/xaman/${created.body.uuid}/approve`, { account });
    if (approved.status !== 200) throw new Error(`approve failed: ${approved.text}`);
    const status = await this.get(`/api/wallet/xaman/status/${created.body.uuid}`);
    if (!status.body.resolved) throw new Error(`sign-in not resolved: ${status.text}`);
  }
}

/** Valid-looking XRPL addresses for tests. */
export const WALLETS = {
  alice: 'rA1iceXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
  bob: 'rBobXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
  carol: 'rCaro1XXXXXXXXXXXXXXXXXXXXXXXXXXXX',
};

/** Schedules a demo NFT that has a hint for `day` and moves the clock to that day's 09:00 UTC; returns the NFT. */
export async function playNftWithHint(app: TestApp, day: string): Promise<Nft> {
  const withHint = (await app.deps.database.select().from(nfts)).find((nft) => nft.hint)!;
  await app.deps.database.update(nfts).set({ setForDate: day }).where(eq(nfts.id, withHint.id));
  app.clock.set(`${day}T09:00:00Z`);
  return withHint;
}

/** A guess that is certainly wrong for the given answer. */
export function wrongGuess(answer: string, offset = 1): string {
  return String(Number(answer) + offset);
}

/** The player of `wallet`, created (or found) straight in the database. */
export async function seedWalletUser(app: TestApp, wallet: string, extra: Partial<NewUser> = {}): Promise<User> {
  const createdAt = app.clock.now();
  const [user] = await app.deps.database
    .insert(users)
    .values({ username: `wallet:${wallet}`, password: UNUSABLE_PASSWORD, walletAddress: wallet, createdAt, ...extra })
    .onConflictDoUpdate({ target: users.walletAddress, set: { createdAt } })
    .returning();
  return user!;
}

/** Puts players straight on the weekly board: [wallet, points, NFTs found, attempts used, minutes ago]. */
export async function seedWeeklyBoard(
  app: TestApp,
  rows: Array<[string, number, number, number, number]>,
): Promise<void> {
  const now = app.clock.now().getTime();
  const { database } = app.deps;
  const season = await currentSeason(database);
  for (const [wallet, points, correct, attempts, minutesAgo] of rows) {
    const user = await seedWalletUser(app, wallet);
    await database.insert(leaderboard).values({
      season,
      userId: user.id,
      totalPoints: points,
      totalCorrect: correct,
      totalAttempts: attempts,
      lastUpdated: new Date(now - minutesAgo * 60_000),
    });
  }
  // Written past the scoring path, so the in-memory rank indexes are rebuilt from the rows.
  forgetRankIndexes(database);
}

/** A valid-looking address per index ('0' is not in the XRPL alphabet). */
export const boardAddress = (index: number) => `rBoard${String(index).replace(/0/g, 'z')}`.padEnd(34, 'X');

/** `count` players with many ties: points 0-4, attempts 1-2 for one NFT, last update 0-2 minutes ago. */
export function seedTiedBoard(app: TestApp, count = 40): Promise<void> {
  return seedWeeklyBoard(
    app,
    Array.from(
      { length: count },
      (_, index) =>
        [boardAddress(index + 1), index % 5, 1, 1 + (index % 2), index % 3] as [string, number, number, number, number],
    ),
  );
}

/** Every raffle entrant of a period, following the pages of its list as a client does. */
export async function allRaffleEntrants(client: TestClient, periodId: number): Promise<RaffleEntrant[]> {
  const entrants: RaffleEntrant[] = [];
  for (let page: string | null = raffleEntrantsPath(periodId); page;) {
    const answer: TestResponse<RaffleEntrantsPage> = await client.get(page);
    if (answer.status !== 200) throw new Error(`entrants page failed: ${answer.text}`);
    entrants.push(...answer.body.entrants);
    page = answer.body.next;
  }
  return entrants;
}

/** A test app with one player already signed in through the development wallet. */
export async function startAppWithPlayer(
  wallet: string = WALLETS.alice,
  options?: Parameters<typeof startTestApp>[0],
): Promise<{ app: TestApp; player: TestClient }> {
  const app = await startTestApp(options);
  const player = app.client();
  await player.signIn(wallet);
  return { app, player };
}
