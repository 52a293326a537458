import type { Database } from '@app/db/database';
import { perDb } from './per-db';

/** How a batcher runs its items: many in one statement, or one alone. */
export interface BatchStatements<Item, Result> {
  /** Items of one key (one player's guesses, say) never share a batch nor overlap: they run one after another. */
  keyOf(item: Item): unknown;
  /** One result per item, in their order; a throw fails the batch as a whole (nothing written). */
  runMany(items: Item[]): Promise<Result[]>;
  /** One item alone: how each item of a failed batch runs again, each with its own outcome. */
  runOne(item: Item): Promise<Result>;
}

/**
 * Batches under way at once: two keep the database busy while the next batch gathers behind
 * them (more only split a crowd into smaller batches, measured slower); the pool's other
 * connections serve the rest.
 */
const MAX_IN_FLIGHT = 2;
/** Items in one batch at most: a statement with a placeholder per item is prepared once per size, so sizes stay few. */
export const MAX_BATCH = 16;

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Statements that arrive together go to the database together: one per batch, not per
 * item. Nothing waits for a batch to fill: items arriving in one turn of the event loop
 * leave together, and while MAX_IN_FLIGHT batches are under way the next items gather
 * behind them. A quiet server sends each item alone, at once; a busy one sends fewer,
 * larger statements.
 */
export class StatementBatcher<Item, Result> {
  private waiting: Waiting<Item, Result>[] = [];
  private inFlight = 0;
  /** The keys of the batches under way: an item of one of them waits for its batch to end. */
  private readonly keysInFlight = new Set<unknown>();
  private flushScheduled = false;

  constructor(private readonly statements: BatchStatements<Item, Result>) {}

  run(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // After the current turn: the requests read in it join one batch.
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < MAX_IN_FLIGHT) {
      const batch = this.nextBatch();
      if (batch.length === 0) return;
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        for (const waiting of batch) this.keysInFlight.delete(this.statements.keyOf(waiting.item));
        if (this.waiting.length > 0) this.scheduleFlush();
      });
    }
  }

  /** The waiting items, oldest first, up to MAX_BATCH with no two of one key nor a key under way; the rest keep their place. */
  private nextBatch(): Waiting<Item, Result>[] {
    const batch: Waiting<Item, Result>[] = [];
    const rest: Waiting<Item, Result>[] = [];
    const keys = new Set<unknown>();
    for (const waiting of this.waiting) {
      const key = this.statements.keyOf(waiting.item);
      if (batch.length < MAX_BATCH && !keys.has(key) && !this.keysInFlight.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else rest.push(waiting);
    }
    this.waiting = rest;
    for (const key of keys) this.keysInFlight.add(key);
    return batch;
  }

  private async send(batch: Waiting<Item, Result>[]): Promise<void> {
    let results: Result[];
    try {
      results = await this.statements.runMany(batch.map((waiting) => waiting.item));
    } catch {
      // Nothing of the batch took effect: each item alone, so one item's failure stays its own.
      await Promise.all(
        batch.map((waiting) => this.statements.runOne(waiting.item).then(waiting.resolve, waiting.reject)),
      );
      return;
    }
    batch.forEach((waiting, index) => waiting.resolve(results[index]!));
  }
}

/**
 * `(db, item) => result`, batched where each statement is a round trip to a database server
 * (a batcher per database); on the SQLite file, read in process, each item runs alone at once.
 * `db` is a database, not a transaction.
 */
export function batchedOnServer<Item, Result>(
  statementsOf: (db: Database) => BatchStatements<Item, Result>,
): (db: Database, item: Item) => Promise<Result> {
  const statements = perDb(statementsOf);
  const batchers = perDb((db: Database) => new StatementBatcher(statements(db)));
  return (db, item) => (db.remote ? batchers(db).run(item) : statements(db).runOne(item));
}
