import { describe, expect, it } from 'vitest';
import { ChunkSize } from './pacing';

/** A chunk size on a stand-in clock of the event loop's busy time, and a chunk that keeps the loop busy `busyMs`. */
function chunkSize(rows: number, fixed = false) {
  let busy = 0;
  const size = new ChunkSize(rows, { fixed, busyMs: () => busy });
  const chunk = (busyMs: number) => {
    size.next();
    busy += busyMs;
    size.ended();
  };
  return { size, chunk };
}

describe('ChunkSize', () => {
  it('halves the next chunk after one that kept the event loop busy past its 10 ms', () => {
    const { size, chunk } = chunkSize(1000);
    chunk(25);
    expect(size.next()).toBe(500);
  });

  it('keeps the size of a chunk that took between half and all of its 10 ms', () => {
    const { size, chunk } = chunkSize(1000);
    chunk(7);
    expect(size.next()).toBe(1000);
  });

  it('grows the next chunk by half after a quick one, up to a ceiling', () => {
    const { size, chunk } = chunkSize(1000);
    chunk(1);
    expect(size.next()).toBe(1500);
    for (let index = 0; index < 20; index++) chunk(1);
    expect(size.next()).toBe(4000);
  });

  it('never goes below its floor however slow the chunks', () => {
    const { size, chunk } = chunkSize(100);
    for (let index = 0; index < 3; index++) chunk(40);
    expect(size.next()).toBe(50);
  });

  it('keeps a fixed size whatever the chunks take', () => {
    const { size, chunk } = chunkSize(4, true);
    chunk(15);
    expect(size.next()).toBe(4);
  });

  it('reads the event loop busy time by default, which time spent awaiting does not add to', async () => {
    const size = new ChunkSize(1000);
    size.next();
    await new Promise((resolve) => setTimeout(resolve, 60));
    size.ended();
    expect(size.next()).toBeGreaterThanOrEqual(1000);
  });
});
