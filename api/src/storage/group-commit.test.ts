import { openDb, type Db } from '@app/db/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inGroupCommit } from './group-commit';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  db = openDb(join(dir, 'app.db'));
  db.$client.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)');
});

afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const insert = (text: string) => () =>
  db.$client.prepare('INSERT INTO notes (text) VALUES (?)').run(text).lastInsertRowid;
const texts = () => db.$client.prepare('SELECT text FROM notes ORDER BY id').pluck().all();

describe('group commit', () => {
  it('commits the writes of one turn together, in order, and settles them after the commit', async () => {
    const reader = openDb(join(dir, 'app.db'));
    const committedRows = () => reader.$client.prepare('SELECT count(*) FROM notes').pluck().get();
    const seenByOthers: unknown[] = [];
    const writes = ['a', 'b', 'c'].map((text) =>
      inGroupCommit(db, () => {
        seenByOthers.push(committedRows());
        return insert(text)();
      }),
    );
    expect(texts()).toEqual([]);
    expect(await Promise.all(writes)).toEqual([1, 2, 3]);
    // Another connection saw none of the batch's rows until the one commit.
    expect(seenByOthers).toEqual([0, 0, 0]);
    expect(committedRows()).toBe(3);
    expect(texts()).toEqual(['a', 'b', 'c']);
    reader.$client.close();
  });

  it('lets each write see the writes queued before it', async () => {
    const count = () => db.$client.prepare('SELECT count(*) FROM notes').pluck().get();
    const seen = await Promise.all([
      inGroupCommit(db, () => (insert('a')(), count())),
      inGroupCommit(db, () => (insert('b')(), count())),
    ]);
    expect(seen).toEqual([1, 2]);
  });

  it('rolls back a failing write alone: the others commit and it rejects with its own error', async () => {
    const results = await Promise.allSettled([
      inGroupCommit(db, insert('a')),
      inGroupCommit(db, () => {
        insert('half')();
        throw new Error('refused');
      }),
      inGroupCommit(db, insert('a')),
      inGroupCommit(db, insert('b')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('refused');
    expect((results[2] as PromiseRejectedResult).reason.code).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(texts()).toEqual(['a', 'b']);
  });

  it('starts a new batch for writes queued after a batch ran', async () => {
    await inGroupCommit(db, insert('a'));
    await inGroupCommit(db, insert('b'));
    expect(texts()).toEqual(['a', 'b']);
  });
});
