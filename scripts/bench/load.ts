/** A small HTTP load generator used for every scenario and its baseline alike, so ratios are fair. */
import { Agent, request } from 'undici';
import { median, summarize } from './stats';

export interface LoadResult {
  requests: number;
  errors: number;
  serverErrors: number;
  throughput: number;
  p50: number;
  p99: number;
}

export interface Target {
  /** Full URL, or one per call (for example one player per request). */
  url: string | ((index: number) => string);
  method?: 'GET' | 'POST';
  headers?: (index: number) => Record<string, string>;
  body?: (index: number) => string;
  /** Hears each answer with its body, for a scenario that checks what was answered. */
  answered?: (index: number, status: number, body: string) => void;
}

const agent = new Agent({ connections: 256, pipelining: 1, keepAliveTimeout: 10_000 });

async function send(target: Target, index: number): Promise<number> {
  const url = typeof target.url === 'string' ? target.url : target.url(index);
  const response = await request(url, {
    method: target.method ?? 'GET',
    headers: target.headers?.(index),
    body: target.body?.(index),
    dispatcher: agent,
  });
  if (target.answered) target.answered(index, response.statusCode, await response.body.text());
  else await response.body.dump();
  return response.statusCode;
}

function result(latencies: number[], errors: number, serverErrors: number, elapsedMs: number): LoadResult {
  const { p50, p99 } = summarize(latencies);
  return { requests: latencies.length, errors, serverErrors, throughput: latencies.length / (elapsedMs / 1000), p50, p99 };
}

/** Closed loop: `concurrency` clients send back to back for `durationMs`; the highest rate the server sustains. */
export async function closedLoop(target: Target, concurrency: number, durationMs: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let serverErrors = 0;
  let next = 0;
  const start = performance.now();
  const end = start + durationMs;
  const client = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const status = await send(target, next++);
        if (status >= 500) serverErrors++;
        if (status >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return result(latencies, errors, serverErrors, performance.now() - start);
}

/**
 * Open loop: requests leave on a fixed schedule whatever the server does, and latency is
 * counted from the scheduled time, so a slow server cannot hide its queue (no coordinated omission).
 */
export async function openLoop(target: Target, ratePerSecond: number, durationMs: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let serverErrors = 0;
  const total = Math.floor((ratePerSecond * durationMs) / 1000);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const scheduled = start + (index * 1000) / ratePerSecond;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      send(target, index)
        .then((status) => {
          if (status >= 500) serverErrors++;
          if (status >= 400) errors++;
        })
        .catch(() => void errors++)
        .finally(() => void latencies.push(performance.now() - scheduled)),
    );
  }
  await Promise.all(pending);
  return result(latencies, errors, serverErrors, performance.now() - start);
}

/** A count added up over several runs. */
export function sumOf(results: LoadResult[], key: 'requests' | 'errors' | 'serverErrors'): number {
  return results.reduce((total, result) => total + result[key], 0);
}

/** Each figure's median over repeated runs; errors are summed, so one run's cannot hide behind the others'. */
export function medianOf(results: LoadResult[]): LoadResult {
  const pick = (key: keyof LoadResult) => median(results.map((result) => result[key]));
  const errors = { errors: sumOf(results, 'errors'), serverErrors: sumOf(results, 'serverErrors') };
  return { requests: pick('requests'), ...errors, throughput: pick('throughput'), p50: pick('p50'), p99: pick('p99') };
}
