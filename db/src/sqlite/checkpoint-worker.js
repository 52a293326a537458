// Plain JavaScript: a worker thread runs it as it is, whatever loads the server's TypeScript.
import Sqlite from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * Copies the SQLite file's write-ahead log back into the file, every `everyMs`, on a
 * connection of its own (see checkpoints.ts). PASSIVE: it waits for no reader or writer and
 * takes what no reader still needs; the rest goes at the next turn.
 */
const { path, everyMs } = workerData;
const sqlite = new Sqlite(path);
sqlite.pragma('busy_timeout = 1000');

function checkpoint() {
  try {
    sqlite.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ failed: String(error) });
  }
}

const timer = setInterval(checkpoint, everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  sqlite.close();
  parentPort.close();
});
parentPort.postMessage({ ready: true });
