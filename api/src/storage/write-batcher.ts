/** How a batcher writes: many items in one statement, or one alone. */
export interface BatchWrites<Item, Result> {
  /** Items of one key (one player's guesses, say) never share a batch nor overlap: they are written one after another. */
  keyOf(item: Item): unknown;
  /** One result per item, in their order; a throw fails the batch as a whole (nothing written). */
  writeMany(items: Item[]): Promise<Result[]>;
  /** One item alone: how each item of a failed batch is written, each with its own outcome. */
  writeOne(item: Item): Promise<Result>;
  /** Batches under way at once. */
  maxInFlight: number;
  /** Items in one batch at most. */
  maxBatch: number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Writes that arrive together go to the database together: a statement per batch, not per
 * item, where each statement is a round trip to a server. Nothing waits for a batch to
 * fill: items arriving in one turn of the event loop leave together, and while
 * `maxInFlight` batches are under way the next items gather behind them. A quiet server
 * sends each item alone, at once; a busy one sends fewer, larger statements.
 */
export class WriteBatcher<Item, Result> {
  private waiting: Waiting<Item, Result>[] = [];
  private inFlight = 0;
  /** The keys of the batches under way: an item of one of them waits for its batch to end. */
  private readonly keysInFlight = new Set<unknown>();
  private flushScheduled = false;

  constructor(private readonly writes: BatchWrites<Item, Result>) {}

  write(item: Item): Promise<Result> {
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
    while (this.inFlight < this.writes.maxInFlight) {
      const batch = this.nextBatch();
      if (batch.length === 0) return;
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        for (const waiting of batch) this.keysInFlight.delete(this.writes.keyOf(waiting.item));
        if (this.waiting.length > 0) this.scheduleFlush();
      });
    }
  }

  /** The waiting items, oldest first, up to maxBatch with no two of one key nor a key under way; the rest keep their place. */
  private nextBatch(): Waiting<Item, Result>[] {
    const batch: Waiting<Item, Result>[] = [];
    const rest: Waiting<Item, Result>[] = [];
    const keys = new Set<unknown>();
    for (const waiting of this.waiting) {
      const key = this.writes.keyOf(waiting.item);
      if (batch.length < this.writes.maxBatch && !keys.has(key) && !this.keysInFlight.has(key)) {
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
      results = await this.writes.writeMany(batch.map((waiting) => waiting.item));
    } catch {
      // Nothing of the batch was written: each item alone, so one item's failure stays its own.
      await Promise.all(
        batch.map((waiting) => this.writes.writeOne(waiting.item).then(waiting.resolve, waiting.reject)),
      );
      return;
    }
    batch.forEach((waiting, index) => waiting.resolve(results[index]!));
  }
}
