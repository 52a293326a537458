import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINES, openTestDatabase } from '../test/databases';
import { openDatabase } from './client';
import { openSqliteOrm } from './sqlite/open';
import type { OpenedDatabase } from './client';
import type { Database } from './database';
import { statement } from './statement';
import { isUniqueViolation } from './unique-violation';
import { nfts } from './sqlite/schema/nfts';
import { gameRounds, roundImages } from './sqlite/schema/rounds';
import { users } from './sqlite/schema/users';

describe.each(ENGINES)('a database on %s', (engine) => {
  let opened: OpenedDatabase;
  let db: Database;

  beforeEach(async () => {
    opened = await openTestDatabase(engine);
    db = opened.database;
  });
  afterEach(() => opened.close());

  const addUser = (tx: Database, username: string) =>
    tx.insert(users).values({ username, password: '!', createdAt: new Date() }).returning({ id: users.id });
  const usernames = async () => (await db.select({ u: users.username }).from(users).orderBy(users.id)).map((r) => r.u);

  it('reads back what it wrote: times, flags and bytes', async () => {
    const at = new Date('2026-11-20T08:00:00.123Z');
    const [user] = await db.insert(users).values({ username: 'u', password: '!', createdAt: at }).returning();
    expect(user).toMatchObject({ id: 1, createdAt: at, accountActivatedAt: null, bwifPoints: 0 });
    const [nft] = await db
      .insert(nfts)
      .values({ nftId: '7', name: 'Pup #7', imageUrl: 'demo:x', dateAdded: at, throwbackThursday: true })
      .returning();
    expect(nft).toMatchObject({ active: true, throwbackThursday: true });
    const [round] = await db
      .insert(gameRounds)
      .values({ nftId: nft!.id, day: '2026-11-20', startDate: at, endDate: at })
      .returning();
    const bytes = Buffer.from([0, 1, 2, 255]);
    await db
      .insert(roundImages)
      .values({ roundId: round!.id, level: 'high', token: 't', contentType: 'image/webp', bytes, etag: 'e' });
    const [image] = await db.select().from(roundImages).where(eq(roundImages.roundId, round!.id));
    expect(Buffer.from(image!.bytes).equals(bytes)).toBe(true);
    expect(await db.select().from(gameRounds).where(eq(gameRounds.active, false))).toEqual([]);
    const [counted] = await db.rows<{ n: number }>(sql`select count(*) as n from ${gameRounds}`);
    expect(Number(counted!.n)).toBe(1);
  });

  it('enforces one active round a day', async () => {
    const at = new Date();
    const [nft] = await db
      .insert(nfts)
      .values({ nftId: '1', name: 'n', imageUrl: 'demo:x', dateAdded: at })
      .returning();
    const round = { nftId: nft!.id, day: '2026-11-20', startDate: at, endDate: at };
    await db.insert(gameRounds).values(round);
    await expect(db.insert(gameRounds).values(round)).rejects.toThrow();
    await db.insert(gameRounds).values({ ...round, active: false });
    expect(await db.$count(gameRounds)).toBe(2);
  });

  it('commits a transaction whole, or rolls it back whole when it throws', async () => {
    await db.transaction(async (tx) => {
      await addUser(tx, 'a');
      await addUser(tx, 'b');
    });
    const failed = db.transaction(async (tx) => {
      await addUser(tx, 'c');
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(await usernames()).toEqual(['a', 'b']);
  });

  it('rolls back a nested step alone', async () => {
    await db.transaction(async (tx) => {
      await addUser(tx, 'kept');
      await tx.transaction(async (step) => addUser(step, 'kept')).catch(() => 'duplicate refused');
      await addUser(tx, 'also kept');
    });
    expect(await usernames()).toEqual(['kept', 'also kept']);
  });

  it('runs after-commit effects once committed, and never those of a step rolled back', async () => {
    const effects: string[] = [];
    await db.transaction(async (tx) => {
      await addUser(tx, 'a');
      tx.afterCommit(() => effects.push('outer'));
      await tx
        .transaction(async (step) => {
          step.afterCommit(() => effects.push('rolled back step'));
          await addUser(step, 'a');
        })
        .catch(() => 'duplicate refused');
      expect(effects).toEqual([]);
    });
    await db
      .transaction(async (tx) => {
        tx.afterCommit(() => effects.push('rolled back transaction'));
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    db.afterCommit(() => effects.push('outside any transaction'));
    expect(effects).toEqual(['outer', 'outside any transaction']);
  });

  it('runs a compiled statement with the values of each call, alone or as a step of a transaction', async () => {
    const named = statement(
      'test-add-user',
      sql`INSERT INTO users (username, password, created_at) VALUES (${sql.placeholder('name')}, '!', CAST(${sql.placeholder('at')} AS BIGINT)) RETURNING username`,
    );
    const add = (handle: Database, name: string) => handle.run<{ username: string }>(named, { name, at: Date.now() });
    expect(await db.oneStatement((one) => add(one, 'first'))).toEqual([{ username: 'first' }]);
    expect(await add(db, 'second')).toEqual([{ username: 'second' }]);
    const rolledBack = db.transaction(async (tx) => {
      await add(tx, 'third');
      throw new Error('changed my mind');
    });
    await expect(rolledBack).rejects.toThrow('changed my mind');
    await expect(db.oneStatement((one) => add(one, 'first'))).rejects.toSatisfy((error) =>
      isUniqueViolation(error, 'users', 'username', 'users_username_unique'),
    );
    expect(await usernames()).toEqual(['first', 'second']);
  });

  it('runs statements prepared with the builder, compiled once, as often as asked, in transactions too', async () => {
    const prepared = (handle: Database) =>
      handle.compiledOnce({
        byName: handle
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, sql.placeholder('name')))
          .prepare(),
      });
    const [{ id }] = (await addUser(db, 'ada')) as [{ id: number }];
    for (let call = 0; call < 3; call++) expect(await prepared(db).byName.execute({ name: 'ada' })).toEqual([{ id }]);
    await db.transaction(async (tx) => {
      expect(await prepared(tx).byName.execute({ name: 'ada' })).toEqual([{ id }]);
      expect(await prepared(tx).byName.execute({ name: 'nobody' })).toEqual([]);
    });
  });

  it('keeps concurrent transactions apart: each commits or fails on its own', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `p${i % 10}`);
    const results = await Promise.allSettled(names.map((name) => db.transaction((tx) => addUser(tx, name))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect((await usernames()).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `p${i}`).sort());
  });
});

describe('SQLite transactions', () => {
  it('commit the transactions asked for in one turn together, each settling once that one commit is done', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    const path = join(dir, 'app.db');
    const { database: db, close } = await openDatabase({ engine: 'sqlite', path });
    const reader = openSqliteOrm(path);
    const committedUsers = () => reader.$client.prepare('SELECT count(*) FROM users').pluck().get();
    const seenByOthers: unknown[] = [];
    const writes = ['a', 'b', 'c'].map((username) =>
      db.transaction(async (tx) => {
        seenByOthers.push(committedUsers());
        await tx.insert(users).values({ username, password: '!', createdAt: new Date() });
        return username;
      }),
    );
    expect(await Promise.all(writes)).toEqual(['a', 'b', 'c']);
    // Another connection saw none of the batch's rows until its one commit.
    expect(seenByOthers).toEqual([0, 0, 0]);
    expect(committedUsers()).toBe(3);
    reader.$client.close();
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('run a transaction asked for inside another as a step of it, not after it (which would wait for itself)', async () => {
    const opened = await openTestDatabase('sqlite');
    const db = opened.database;
    const order: string[] = [];
    await db.transaction(async () => {
      order.push('outer');
      await db.transaction(async () => void order.push('inner'));
      order.push('outer again');
    });
    expect(order).toEqual(['outer', 'inner', 'outer again']);
    await opened.close();
  });
});

describe('PostgreSQL statements', () => {
  it('are prepared once on a connection and named after their text, the same name when built again', async () => {
    const opened = await openTestDatabase('postgres', 1);
    const db = opened.database;
    const byName = (handle: Database) =>
      handle.compiledOnce(
        handle
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, sql.placeholder('name')))
          .prepare(),
      );
    for (let call = 0; call < 3; call++) await byName(db).execute({ name: 'ada' });
    await db.transaction((tx) => byName(tx).execute({ name: 'ada' }));
    const prepared = await db.rows<{ name: string }>(
      sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 'q\\_%'`,
    );
    expect(prepared).toHaveLength(1);
    await opened.close();
  });
});
