import { describe, expect, it } from 'vitest';
import { MAX_BATCH, StatementBatcher } from './statement-batcher';

interface Item {
  player: string;
  value: number;
}

/** A batcher whose batches stay under way until the test ends them; it records what it was asked to run. */
function batcherUnderTest() {
  const batches: { items: Item[]; end(fail?: boolean): void }[] = [];
  const alone: Item[] = [];
  const batcher = new StatementBatcher<Item, number>({
    keyOf: (item) => item.player,
    runMany: (items) =>
      new Promise((resolve, reject) =>
        batches.push({
          items,
          end: (fail) => (fail ? reject(new Error('batch refused')) : resolve(items.map((item) => item.value * 10))),
        }),
      ),
    runOne: async (item) => {
      alone.push(item);
      if (item.value < 0) throw new Error(`item ${item.value} refused`);
      return item.value * 100;
    },
  });
  return { batcher, batches, alone };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const item = (player: string, value: number): Item => ({ player, value });

describe('statements batched together', () => {
  it('sends the writes of one turn as one batch, in order, and gives each its own result', async () => {
    const { batcher, batches } = batcherUnderTest();
    const results = [item('a', 1), item('b', 2), item('c', 3)].map((each) => batcher.run(each));
    await turn();
    expect(batches.map((batch) => batch.items)).toEqual([[item('a', 1), item('b', 2), item('c', 3)]]);
    batches[0]!.end();
    expect(await Promise.all(results)).toEqual([10, 20, 30]);
  });

  it('keeps at most two batches under way, of at most MAX_BATCH each; the next ones gather behind them', async () => {
    const { batcher, batches } = batcherUnderTest();
    const count = 2 * MAX_BATCH + 3;
    const results = Array.from({ length: count }, (_, index) => batcher.run(item(`p${index}`, index)));
    await turn();
    expect(batches.map((batch) => batch.items.length)).toEqual([MAX_BATCH, MAX_BATCH]);
    batches[0]!.end();
    await turn();
    await turn();
    expect(batches.map((batch) => batch.items[0]!.value)).toEqual([0, MAX_BATCH, 2 * MAX_BATCH]);
    expect(batches[2]!.items.map((each) => each.value)).toEqual([2 * MAX_BATCH, 2 * MAX_BATCH + 1, 2 * MAX_BATCH + 2]);
    batches[1]!.end();
    batches[2]!.end();
    expect(await Promise.all(results)).toEqual(Array.from({ length: count }, (_, index) => index * 10));
  });

  it("never puts one key's writes in one batch nor in two under way at once: they go one after another", async () => {
    const { batcher, batches } = batcherUnderTest();
    const results = [item('a', 1), item('a', 2), item('b', 3)].map((each) => batcher.run(each));
    await turn();
    expect(batches.map((batch) => batch.items)).toEqual([[item('a', 1), item('b', 3)]]);
    batches[0]!.end();
    await turn();
    await turn();
    expect(batches.map((batch) => batch.items)).toEqual([[item('a', 1), item('b', 3)], [item('a', 2)]]);
    batches[1]!.end();
    expect(await Promise.all(results)).toEqual([10, 20, 30]);
  });

  it('writes each item of a refused batch alone, so one refusal stays its own', async () => {
    const { batcher, batches, alone } = batcherUnderTest();
    const results = [item('a', 1), item('b', -2), item('c', 3)].map((each) =>
      batcher.run(each).then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await turn();
    batches[0]!.end(true);
    expect(await Promise.all(results)).toEqual([{ value: 100 }, { error: 'item -2 refused' }, { value: 300 }]);
    expect(alone.map((each) => each.value)).toEqual([1, -2, 3]);
  });
});
