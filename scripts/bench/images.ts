/**
 * Round images: renderVariants on a demo image (median of 10), then serving one cached
 * variant through the whole app (every middleware a player's request meets) on 127.0.0.1
 * for ~3 s at concurrency 32, next to a bare Express route sending the same bytes,
 * alternating the two three times and keeping the medians.
 *
 *   node --import tsx scripts/bench/images.ts [--seconds 3] [--concurrency 32]
 */
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '@app/api/adapters/clock';
import { fetchDemoImage } from '@app/api/adapters/image-source/local-demo';
import { createApp } from '@app/api/app';
import { createExpressServer } from '@app/api/http/express-server';
import { ensureCurrentRound } from '@app/api/features/game/rounds';
import { allLevels, renderVariants } from '@app/api/features/images/render';
import { ensureRoundImages } from '@app/api/features/images/service';
import { inProcessDeps } from './in-process';
import { loadSettings } from '@app/api/settings';
import { median, round, summarize, timeEach } from './stats';

/** Any fixed round secret: the render's cost does not depend on it. */
const BENCH_SECRET = 'bench';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const seconds = arg('seconds', 3);
const concurrency = arg('concurrency', 32);

function requestOnce(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** `concurrency` keep-alive clients hammering one URL until the time is up. */
async function load(url: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const deadline = performance.now() + seconds * 1000;
  const samples: number[] = [];
  let failures = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      if ((await requestOnce(agent, url)) !== 200) failures++;
      samples.push(performance.now() - start);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const latency = summarize(samples);
  return { requestsPerSecond: Math.round(samples.length / elapsed), failures, p50Ms: round(latency.p50), p99Ms: round(latency.p99) };
}

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const port = (server: Server) => (server.address() as AddressInfo).port;

type LoadResult = Awaited<ReturnType<typeof load>>;
const middle = (runs: LoadResult[]) => ({
  requestsPerSecond: Math.round(median(runs.map((run) => run.requestsPerSecond))),
  failures: runs.reduce((sum, run) => sum + run.failures, 0),
  p50Ms: median(runs.map((run) => run.p50Ms)),
  p99Ms: median(runs.map((run) => run.p99Ms)),
});

async function main(): Promise<void> {
  const { bytes } = await fetchDemoImage('demo:drops-dragon-808.png');
  await allLevels(renderVariants(bytes, BENCH_SECRET)); // warm-up: sharp's first call loads libvips
  const renderMs = median(await timeEach(10, () => allLevels(renderVariants(bytes, BENCH_SECRET))));

  const dir = mkdtempSync(join(tmpdir(), 'bench-images-'));
  const settings = loadSettings({ DATABASE_PATH: join(dir, 'app.db'), LOG_LEVEL: 'silent' });
  const clock = new ManualClock('2026-11-18T10:00:00Z');
  const { deps } = inProcessDeps(settings, clock);
  const current = await ensureCurrentRound({ ctx: { ...deps, now: clock.now() } });
  const tokens = await ensureRoundImages({ ctx: deps, input: { id: current.id, imageUrl: current.nft.imageUrl } });
  const appServer = await listen(createExpressServer(createApp(deps)));
  const imageUrl = `http://127.0.0.1:${port(appServer)}/api/secure-images/${tokens.high}`;
  const served = await new Promise<Buffer>((resolve) => {
    get(imageUrl, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
  const bare = express();
  bare.get('/bare', (_req, res) => res.type('image/webp').send(served));
  const bareServer = await listen(createServer(bare));
  const bareUrl = `http://127.0.0.1:${port(bareServer)}/bare`;

  const image: LoadResult[] = [];
  const baseline: LoadResult[] = [];
  for (let repetition = 0; repetition < 3; repetition++) {
    // Alternate the order so neither side always runs on a warmer process.
    const order = repetition % 2 === 0 ? [imageUrl, bareUrl] : [bareUrl, imageUrl];
    for (const url of order) (url === imageUrl ? image : baseline).push(await load(url));
  }
  const route = middle(image);
  const reference = middle(baseline);
  console.log(
    JSON.stringify(
      {
        renderVariantsMedianMs: round(renderMs, 1),
        servedVariantBytes: served.length,
        concurrency,
        seconds,
        cachedImageThroughApp: route,
        bareExpressSameBytes: reference,
        throughputRatio: round(route.requestsPerSecond / reference.requestsPerSecond, 2),
      },
      null,
      2,
    ),
  );
  appServer.close();
  bareServer.close();
  await deps.database.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
