/** Where the server reads the time, so tests can move it. */
export interface Clock {
  now(): Date;
}

/** Where the scheduler waits, so tests can fire its timers by moving a manual clock instead of sleeping. */
export interface Timers {
  /** Runs `run` after `ms`; the returned function cancels it. */
  after(ms: number, run: () => unknown): () => void;
}

export const systemClock: Clock = { now: () => new Date() };

export const systemTimers: Timers = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    // A pending job never keeps the process alive on its own.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

interface ManualTimer {
  at: number;
  run: () => unknown;
}

/** A clock that only moves when told to; its timers fire when asked to, once the clock has reached them. */
export class ManualClock implements Clock, Timers {
  #now: number;
  #timers = new Set<ManualTimer>();

  constructor(start: Date | string) {
    this.#now = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#now);
  }

  set(to: Date | string): void {
    this.#now = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.#now += ms;
  }

  after(ms: number, run: () => unknown): () => void {
    const timer = { at: this.#now + ms, run };
    this.#timers.add(timer);
    return () => this.#timers.delete(timer);
  }

  /** Fires, in time order, every timer the clock has reached (also those they set meanwhile), and waits for what they run. */
  async runDueTimers(): Promise<void> {
    for (;;) {
      const due = [...this.#timers].filter((timer) => timer.at <= this.#now).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      this.#timers.delete(due);
      await due.run();
    }
  }
}
