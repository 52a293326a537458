import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteOrm, sqliteDatabase } from './open';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'checkpoints-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const PAGE_BYTES = 4096;

describe("the SQLite file's checkpoints", () => {
  it("run on a worker thread: the server's connection never copies the log back itself, yet the file gets the rows", async () => {
    const path = join(dir, 'app.db');
    const orm = openSqliteOrm(path);
    const database = sqliteDatabase(orm);
    const client = orm.$client;
    await expect.poll(() => client.pragma('wal_autocheckpoint', { simple: true })).toBe(0);

    client.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT)');
    const fileBefore = statSync(path).size;
    const insert = client.prepare('INSERT INTO filler (text) VALUES (?)');
    // About 1,500 pages, past the 1,000 at which the connection would have copied them back itself.
    client.transaction(() => {
      for (let row = 0; row < 1500; row++) insert.run('x'.repeat(3500));
    })();
    await expect.poll(() => statSync(path).size - fileBefore, { timeout: 5000 }).toBeGreaterThan(1400 * PAGE_BYTES);

    await database.close();
    // The last connection to close copies back what was left and removes the log.
    expect(existsSync(`${path}-wal`)).toBe(false);
    expect(openSqliteOrm(path).$client.prepare('SELECT COUNT(*) AS rows FROM filler').get()).toEqual({ rows: 1500 });
  });

  it('leave an in-memory database as it was', async () => {
    const orm = openSqliteOrm(':memory:');
    const database = sqliteDatabase(orm);
    expect(orm.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    await database.close();
  });
});

describe('closing the database', () => {
  it('ends in a process with nothing else to do: a script that awaits the close goes on after it', () => {
    const script = [
      "import { openSqliteOrm, sqliteDatabase } from './db/src/sqlite/open.ts';",
      `const database = sqliteDatabase(openSqliteOrm(${JSON.stringify(join(dir, 'script.db'))}));`,
      'await database.close();',
      "console.log('closed');",
    ].join('\n');
    const ran = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: join(import.meta.dirname, '..', '..', '..'),
      encoding: 'utf8',
    });
    expect(ran.stdout.trim()).toBe('closed');
  });
});
