/** Small helpers shared by the benchmark scripts. */

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

export function summarize(samplesMs: number[]) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

export const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/** Times `fn` `times` times, returning each duration in ms. */
export async function timeEach(times: number, fn: () => unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}
