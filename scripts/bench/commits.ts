/**
 * What a write costs the event loop when the WAL is checkpointed by the committing
 * connection (SQLite's default, every 1,000 pages) against a worker thread doing it
 * (@app/db/checkpointer, as the server runs). Small transactions into an indexed table,
 * as guesses and balance checks are, timed one by one on a scratch database.
 */
import { startCheckpointer } from '@app/db/checkpointer';
import { openDb } from '@app/db/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, timeEach } from './stats';

const COMMITS = 6000;
const ROWS_PER_COMMIT = 5;

async function timeCommits(withWorker: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-commits-'));
  const path = join(dir, 'app.db');
  const db = openDb(path);
  const checkpointer = withWorker ? startCheckpointer(db, path, { onFailure: (error) => console.error(error) }) : undefined;
  try {
    const sqlite = db.$client;
    sqlite.exec('CREATE TABLE scratch (id INTEGER PRIMARY KEY, player INTEGER, note TEXT); CREATE INDEX scratch_player ON scratch (player)');
    const insert = sqlite.prepare('INSERT INTO scratch (player, note) VALUES (?, ?)');
    const commit = sqlite.transaction(() => {
      for (let row = 0; row < ROWS_PER_COMMIT; row++) insert.run(Math.floor(Math.random() * 1e6), 'a guess of forty characters, give or take');
    });
    const sorted = (await timeEach(COMMITS, commit)).sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p999: percentile(sorted, 99.9), longest: sorted.at(-1)! };
  } finally {
    await checkpointer?.stop();
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same commits with SQLite checkpointing on the committing connection, then with the worker. */
export async function measureCommits() {
  return { automatic: await timeCommits(false), worker: await timeCommits(true) };
}
