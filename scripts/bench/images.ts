/**
 * The round image: how long rendering the four blur variants takes, and how fast a cached
 * variant is served over HTTP next to a bare Express route sending a buffer of the same size.
 *
 *   node --import tsx scripts/bench/images.ts
 */
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../../api/src/adapters/clock';
import { fetchDemoImage } from '../../api/src/adapters/image-source/local-demo';
import { createApp } from '../../api/src/app';
import { ensureCurrentRound } from '../../api/src/features/game/rounds';
import { renderVariants } from '../../api/src/features/images/render';
import { ensureRoundImages } from '../../api/src/features/images/service';
import { buildDeps } from '../../api/src/server';
import { loadSettings } from '../../api/src/settings';
import { median, round, timeEach } from './stats';

const DURATION_MS = 3000;
const CONCURRENCY = 32;

/** Requests per second a closed loop of CONCURRENCY clients gets from a URL. */
async function throughput(url: string): Promise<number> {
  let done = 0;
  const end = Date.now() + DURATION_MS;
  const client = async () => {
    while (Date.now() < end) {
      const response = await fetch(url);
      await response.arrayBuffer();
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return done / (DURATION_MS / 1000);
}

function listen(app: express.Express): Promise<{ url: string; close(): void }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() });
    });
  });
}

async function main(): Promise<void> {
  const { bytes } = await fetchDemoImage('demo:sigma-frog-385.png');
  await renderVariants(bytes);
  const renderMs = median(await timeEach(10, () => renderVariants(bytes)));

  const dir = mkdtempSync(join(tmpdir(), 'bench-images-'));
  const settings = loadSettings({ DATABASE_PATH: join(dir, 'app.db'), LOG_LEVEL: 'silent' });
  const clock = new ManualClock('2026-11-18T10:00:00Z');
  const deps = buildDeps(settings, clock, {});
  const current = ensureCurrentRound({ ...deps, now: clock.now() });
  const tokens = await ensureRoundImages(deps, { id: current.id, imageUrl: current.nft.imageUrl });
  const served = await listen(createApp(deps));
  const imageUrl = `${served.url}/api/secure-images/${tokens.high}`;
  const size = (await (await fetch(imageUrl)).arrayBuffer()).byteLength;

  const buffer = Buffer.alloc(size, 7);
  const bareApp = express();
  bareApp.get('/buffer', (_req, res) => res.type('image/webp').send(buffer));
  const bare = await listen(bareApp);

  const runs: Array<{ image: number; bare: number }> = [];
  for (let repetition = 0; repetition < 3; repetition++) {
    // Alternate the order so neither side always runs on a warmer process.
    const first = repetition % 2 === 0;
    const a = await throughput(first ? imageUrl : `${bare.url}/buffer`);
    const b = await throughput(first ? `${bare.url}/buffer` : imageUrl);
    runs.push(first ? { image: a, bare: b } : { image: b, bare: a });
  }
  const image = median(runs.map((run) => run.image));
  const baseline = median(runs.map((run) => run.bare));
  console.log(
    JSON.stringify(
      {
        renderFourVariantsMs: round(renderMs, 1),
        variantBytes: size,
        cachedImageRps: Math.round(image),
        bareBufferRps: Math.round(baseline),
        ratio: round(image / baseline, 2),
      },
      null,
      2,
    ),
  );
  served.close();
  bare.close();
  deps.db.$client.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
