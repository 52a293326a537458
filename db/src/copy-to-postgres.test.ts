import { mkdtempSync, rmSync } from 'node:fs';
import { sqliteDatabase } from './sqlite/open';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSchema, type TestSchema } from '../test/postgres';
import { openDatabase, openDb, type Db, type OpenedDatabase } from './client';
import { copySqliteToPostgres, inForeignKeyOrder, SCHEMA_TABLES } from './copy-to-postgres';
import { leaderboard } from './sqlite/schema/leaderboards';
import { nfts } from './sqlite/schema/nfts';
import { periods } from './sqlite/schema/periods';
import { raffleEntrants } from './sqlite/schema/raffle';
import { gameRounds, guesses, roundImages } from './sqlite/schema/rounds';
import { sessions } from './sqlite/schema/sessions';
import { users } from './sqlite/schema/users';
import { seedDemoNfts } from './seed';
import { sql } from './orm';

const at = new Date('2026-11-20T08:00:00.123Z');
let dir: string;
let path: string;
let target: TestSchema;
const opened: OpenedDatabase[] = [];

/** A small game beside the demo pool: two players, a round with guesses, images, a board and a drawn period. */
function fillSource(db: Db): void {
  const userRows = [1, 2].map((n) => ({
    username: `wallet:r${n}`,
    password: '!',
    walletAddress: `r${n}`,
    createdAt: at,
  }));
  db.insert(users).values(userRows).run();
  db.insert(sessions).values({ id: 's1', userId: 1, proof: 'xaman', createdAt: at, expiresAt: at }).run();
  db.insert(gameRounds)
    .values({ nftId: 3, day: '2026-11-20', startDate: at, endDate: at, throwbackThursday: true })
    .run();
  db.insert(guesses)
    .values([
      { userId: 1, roundId: 1, guess: '8', correct: false, attemptNumber: 1, timestamp: at },
      { userId: 1, roundId: 1, guess: '7', correct: true, attemptNumber: 2, points: 5, timestamp: at },
    ])
    .run();
  const bytes = Buffer.from([137, 80, 78, 71, 0, 255]);
  db.insert(roundImages)
    .values({ roundId: 1, level: 'high', token: 'tok', contentType: 'image/webp', bytes, etag: 'e' })
    .run();
  db.insert(leaderboard)
    .values({ userId: 1, totalPoints: 5, totalCorrect: 1, totalAttempts: 2, lastUpdated: at })
    .run();
  db.insert(periods).values({ weekStart: '2026-11-16', weekEnd: '2026-11-22', archivedAt: at, forced: true }).run();
  db.insert(raffleEntrants)
    .values([
      { periodId: 1, walletAddress: 'r1', userId: 1, weight: 5, eligible: true },
      { periodId: 1, walletAddress: 'r2', userId: 2, weight: 1, eligible: null },
    ])
    .run();
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'copy-'));
  path = join(dir, 'app.db');
  const db = openDb(path);
  const database = sqliteDatabase(db);
  await seedDemoNfts(database, at);
  fillSource(db);
  // Closes its checkpoint worker too: left running, it may write into the folder afterEach removes.
  await database.close();
  target = await testSchema();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
  await target.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function open(location: Parameters<typeof openDatabase>[0]) {
  const handle = await openDatabase(location);
  opened.push(handle);
  return handle.database;
}

describe('inForeignKeyOrder', () => {
  it('puts every table after the tables it references, whatever order they came in', () => {
    for (const tables of [SCHEMA_TABLES, [...SCHEMA_TABLES].reverse()]) {
      const order = inForeignKeyOrder(tables).map((table) => table.name);
      for (const table of tables) {
        for (const referenced of table.references)
          expect(order.indexOf(referenced)).toBeLessThanOrEqual(order.indexOf(table.name));
      }
    }
  });
});

describe('copySqliteToPostgres', () => {
  it('copies every row, reads back the same values, and counts each table', async () => {
    const counts = await copySqliteToPostgres(path, { url: target.url, schema: target.schema });
    expect(counts.find((c) => c.table === 'nfts')).toEqual({ table: 'nfts', source: 14, copied: 14 });
    expect(counts.every((c) => c.source === c.copied)).toBe(true);
    expect(counts.map((c) => c.table)).toContain('raffle_payments');

    const sqlite = await open({ engine: 'sqlite', path });
    const postgres = await open({ engine: 'postgres', url: target.url, schema: target.schema });
    for (const table of [
      users,
      sessions,
      nfts,
      gameRounds,
      guesses,
      roundImages,
      leaderboard,
      periods,
      raffleEntrants,
    ]) {
      const [before, after] = await Promise.all([sqlite.select().from(table), postgres.select().from(table)]);
      expect(after).toEqual(before);
    }
  });

  it('numbers new rows after the highest id copied', async () => {
    await copySqliteToPostgres(path, { url: target.url, schema: target.schema });
    const postgres = await open({ engine: 'postgres', url: target.url, schema: target.schema });
    const [added] = await postgres
      .insert(users)
      .values({ username: 'wallet:r3', password: '!', createdAt: at })
      .returning({ id: users.id });
    expect(added!.id).toBe(3);
  });

  it('leaves the planner statistics of every table it copied', async () => {
    await copySqliteToPostgres(path, { url: target.url, schema: target.schema });
    const postgres = await open({ engine: 'postgres', url: target.url, schema: target.schema });
    // A table never analyzed (nor vacuumed) counts -1 rows.
    const counted = await postgres.rows<{ relname: string; reltuples: number }>(
      sql`SELECT c.relname, c.reltuples FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = ${target.schema} AND c.relkind = 'r' AND c.relname <> '__drizzle_migrations'`,
    );
    expect(Object.fromEntries(counted.map((table) => [table.relname, Number(table.reltuples)]))).toEqual(
      Object.fromEntries(SCHEMA_TABLES.map((table) => [table.name, expect.any(Number)])),
    );
    expect(counted.filter((table) => Number(table.reltuples) < 0)).toEqual([]);
    expect(counted.find((table) => table.relname === 'users')?.reltuples).toBe(2);
  });

  it('refuses a target that already has rows, and leaves it as it was', async () => {
    await copySqliteToPostgres(path, { url: target.url, schema: target.schema });
    await expect(copySqliteToPostgres(path, { url: target.url, schema: target.schema })).rejects.toThrow(
      /not empty: users has rows/,
    );
    const postgres = await open({ engine: 'postgres', url: target.url, schema: target.schema });
    expect(await postgres.$count(users)).toBe(2);
  });

  it('refuses a source that does not exist', async () => {
    await expect(
      copySqliteToPostgres(join(dir, 'none.db'), { url: target.url, schema: target.schema }),
    ).rejects.toThrow(/No SQLite database/);
  });
});
