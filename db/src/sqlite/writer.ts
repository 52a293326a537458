import type Sqlite from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../database';

type Work = (tx: Database) => Promise<unknown>;

interface QueuedWork {
  work: Work;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
  /** What runs once the batch committed, if this work's savepoint was kept. */
  effects: Array<() => void>;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * SQLite's transactions: one connection, so one writer at a time. The transactions asked for
 * during one turn of the event loop run one after the other in a single IMMEDIATE
 * transaction, each in its own savepoint, and settle once it committed (group commit: a
 * commit costs more than a guess's own statements, and at 00:00 many arrive in one turn). A
 * transaction that throws is rolled back alone; the others still commit.
 */
export function sqliteWriter(client: Sqlite.Database) {
  let queued: QueuedWork[] = [];
  let draining = false;
  let savepoints = 0;
  const insideWork = new AsyncLocalStorage<QueuedWork>();

  /** Runs `work` in a savepoint; rolled back, it takes the effects it asked for with it. */
  async function inSavepoint<T>(tx: Database, work: (tx: Database) => Promise<T>): Promise<T> {
    const effects = insideWork.getStore()?.effects;
    const effectsBefore = effects?.length ?? 0;
    const name = `s${++savepoints}`;
    client.exec(`SAVEPOINT ${name}`);
    try {
      const value = await work(tx);
      client.exec(`RELEASE ${name}`);
      return value;
    } catch (error) {
      client.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      if (effects) effects.length = effectsBefore;
      throw error;
    }
  }

  async function outcomesOf(tx: Database, batch: QueuedWork[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (const queuedWork of batch) {
      try {
        outcomes.push({ ok: true, value: await insideWork.run(queuedWork, () => inSavepoint(tx, queuedWork.work)) });
      } catch (error) {
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  }

  async function runBatch(tx: Database, batch: QueuedWork[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      client.exec('BEGIN IMMEDIATE');
      outcomes = await outcomesOf(tx, batch);
      client.exec('COMMIT');
    } catch (error) {
      if (client.inTransaction) client.exec('ROLLBACK');
      for (const { reject } of batch) reject(error);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const { resolve, reject, effects } = batch[index]!;
      for (const effect of effects) effect();
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }

  async function drain(tx: Database): Promise<void> {
    draining = true;
    try {
      while (queued.length > 0) {
        const batch = queued;
        queued = [];
        await runBatch(tx, batch);
      }
    } finally {
      draining = false;
    }
  }

  /**
   * Inside running work (its async context says so, and a batch is running), a savepoint in
   * it; anywhere else, queued for the next group commit.
   */
  function transaction<T>(tx: Database, work: (tx: Database) => Promise<T>): Promise<T> {
    if (insideWork.getStore() && client.inTransaction) return inSavepoint(tx, work);
    return new Promise<T>((resolve, reject) => {
      queued.push({ work, resolve: resolve as (value: unknown) => void, reject, effects: [] });
      if (queued.length === 1 && !draining) setImmediate(() => void drain(tx));
    });
  }

  /** Inside running work, once the batch committed; elsewhere at once. */
  function afterCommit(effect: () => void): void {
    const running = insideWork.getStore();
    if (running && client.inTransaction) running.effects.push(effect);
    else effect();
  }

  return { transaction, afterCommit };
}
