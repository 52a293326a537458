/** A realistic database for the benchmarks: players on the boards, demo NFTs, signed-in sessions. */
import type { Db } from '@app/db/client';
import type { Database } from '@app/db/database';
import { seedDemoNfts } from '@app/db/seed';
import { sqliteDatabase } from '@app/db/sqlite/open';
import { SEASON_KEY } from '@app/api/features/leaderboard/season';
import { SESSION_TTL_MS, signSessionId } from '@app/api/identity/session/cookie';
import type { Target } from './load';

/** A distinct valid-looking address per player: decimal digits spelled with letters of the XRPL alphabet. */
export const walletOf = (index: number) =>
  `rBench${[...String(index)].map((digit) => 'ABCDEFGHJK'[Number(digit)]).join('')}`.padEnd(34, 'X');

export interface PopulationOptions {
  /** Every n-th player also holds tokens and is on the holders board (0: nobody). */
  holderEvery?: number;
  /** The balance the holders have: enough for the raffle under the default HOLDER_MIN. */
  holderBalance?: string;
  /** The app's handle on `db`, when the caller has one: another would leave its checkpoint thread on the file. */
  database?: Database;
}

/** The boards' current season, read straight from the file as the seeding below writes it. */
export function seasonOf(db: Db): number {
  const row = db.$client.prepare('SELECT value FROM settings WHERE key = ?').get(SEASON_KEY) as { value: string } | undefined;
  return row ? Number(row.value) : 0;
}

/**
 * `players` users on the current season's weekly and points boards, with scores spread over
 * the past week, and each one's token balance as last read (a win reads it).
 */
export async function seedPlayers(db: Db, players: number, now: Date, options: PopulationOptions = {}): Promise<void> {
  const { holderEvery = 0, holderBalance = '100000000', database = sqliteDatabase(db) } = options;
  const sqlite = db.$client;
  const season = seasonOf(db);
  const user = sqlite.prepare("INSERT INTO users (username, password, wallet_address, created_at) VALUES (?, '!', ?, ?)");
  const board = sqlite.prepare('INSERT INTO leaderboard (season, user_id, total_points, total_correct, total_attempts, last_updated) VALUES (?, ?, ?, ?, ?, ?)');
  const holders = sqlite.prepare(
    'INSERT INTO bwif_leaderboard (season, user_id, total_points, total_correct, total_attempts, last_updated, bwif_balance, last_balance_check) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const points = sqlite.prepare("INSERT INTO bwif_points_leaderboard (user_id, username, wallet_address, points, last_updated) VALUES (?, '', ?, ?, ?)");
  const balance = sqlite.prepare('INSERT INTO wallet_balances (wallet_address, balance, checked_at) VALUES (?, ?, ?)');
  const week = 7 * 24 * 3600 * 1000;
  sqlite.transaction(() => {
    for (let index = 1; index <= players; index++) {
      const wallet = walletOf(index);
      const id = user.run(`wallet:${wallet}`, wallet, now.getTime()).lastInsertRowid;
      const found = index % 8;
      const score = found * 6 + (index % 5);
      const updated = now.getTime() - ((index * 7919) % week);
      board.run(season, id, score, found, found * 2, updated);
      const holds = holderEvery > 0 && index % holderEvery === 0;
      if (holds) holders.run(season, id, score, found, found * 2, updated, holderBalance, updated);
      balance.run(wallet, holds ? holderBalance : '0', updated);
      points.run(id, wallet, score * 3, updated);
    }
  })();
  await seedDemoNfts(database, now);
}

/** Signed-in sessions for the first `count` players, living as long as a sign-in's; returns their cookies in player order. */
export function seedSessions(db: Db, count: number, secret: string, now: Date): string[] {
  const sqlite = db.$client;
  const insert = sqlite.prepare('INSERT INTO sessions (id, user_id, wallet_address, appearance, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)');
  const cookies: string[] = [];
  sqlite.transaction(() => {
    for (let index = 1; index <= count; index++) {
      const id = `bench-session-${index}-${'x'.repeat(16)}`;
      insert.run(id, index, walletOf(index), 'system', now.getTime(), now.getTime() + SESSION_TTL_MS);
      cookies.push(`sid=${signSessionId(id, secret)}`);
    }
  })();
  return cookies;
}

/** Every guess is wrong, and each of a player's three a different number (a repeated one costs no attempt). */
const GUESS_BODIES = ['999999991', '999999992', '999999993'].map((guess) => JSON.stringify({ guess, roundId: 1 }));

/** Players guessing at once: a player's next attempt comes this many guesses after their last. */
const PLAYERS_AT_ONCE = 256;

/**
 * The guesses of a crowd: each request is the next attempt (a wrong guess) of a player with
 * attempts left, three per player. A player's attempts are PLAYERS_AT_ONCE requests apart, as
 * players take seconds between guesses: never two of one player's in flight together, which
 * a real player cannot send, and which would measure the wait on each other's commit.
 * `sent` counts the guesses sent so far; give several targets the same one to share the players.
 */
export function guessTarget(url: string, cookies: string[], sent = { count: 0 }): Target {
  const playerOf = (index: number) => {
    const group = Math.floor(index / (3 * PLAYERS_AT_ONCE));
    return (group * PLAYERS_AT_ONCE + (index % PLAYERS_AT_ONCE)) % cookies.length;
  };
  // A request's headers are built just before its body: the body is that guess's attempt.
  let attempt = 0;
  return {
    url: `${url}/api/game/guess`,
    method: 'POST',
    headers: () => {
      const index = sent.count++;
      attempt = Math.floor((index % (3 * PLAYERS_AT_ONCE)) / PLAYERS_AT_ONCE);
      return { cookie: cookies[playerOf(index)]!, 'content-type': 'application/json' };
    },
    body: () => GUESS_BODIES[attempt]!,
  };
}
