import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startCheckpointer, type CheckpointResult } from './checkpointer';
import { openDb, type Db } from './client';

let dir: string;
let path: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
  path = join(dir, 'app.db');
  db = openDb(path);
  db.$client.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, payload BLOB)');
});

afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** About 2,000 WAL pages, one commit per row: past the 1,000 at which SQLite would checkpoint itself. */
function writePages(db: Db): void {
  const insert = db.$client.prepare('INSERT INTO filler (payload) VALUES (?)');
  for (let row = 0; row < 2000; row++) insert.run(Buffer.alloc(3000, row % 251));
}

const walSize = (file: string) => statSync(`${file}-wal`).size;

/** Resolves with the first checkpoint the worker reports that copied the whole WAL. */
function fullCheckpoint(results: CheckpointResult[]): Promise<CheckpointResult> {
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      const full = results.find((result) => result.checkpointed === result.log);
      if (full) {
        clearInterval(poll);
        resolve(full);
      }
    }, 20);
  });
}

describe('the checkpointer', () => {
  it('turns off the checkpoints of the main connection and does them in its worker', async () => {
    const results: CheckpointResult[] = [];
    const checkpointer = startCheckpointer(db, path, { onFailure: (error) => expect.fail(String(error)), onCheckpoint: (result) => results.push(result) });
    expect(db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(0);

    for (let cycle = 0; cycle < 3; cycle++) {
      results.length = 0;
      writePages(db);
      expect((await fullCheckpoint(results)).log).toBeGreaterThan(0);
    }
    expect(db.$client.prepare('SELECT count(*) AS rows FROM filler').get()).toEqual({ rows: 6000 });
    await checkpointer.stop();
    expect(db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);

    // Nobody checkpointing, the WAL keeps all three rounds of writes; the worker's let
    // the writer start it over, so it holds at most two (one when no tick fell mid-round).
    const unattended = openDb(join(dir, 'unattended.db'));
    unattended.$client.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, payload BLOB)');
    unattended.$client.pragma('wal_autocheckpoint = 0');
    for (let cycle = 0; cycle < 3; cycle++) writePages(unattended);
    expect(walSize(path)).toBeLessThan(walSize(join(dir, 'unattended.db')) * 0.7);
    unattended.$client.close();
  });

  it('gives checkpointing back to the main connection when its worker fails', async () => {
    const unopenable = join(dir, 'a-folder');
    mkdirSync(unopenable);
    const failure = new Promise<unknown>((resolve) => {
      startCheckpointer(db, unopenable, { onFailure: resolve });
    });
    expect(await failure).toMatchObject({ code: 'SQLITE_CANTOPEN' });
    expect(db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });
});
