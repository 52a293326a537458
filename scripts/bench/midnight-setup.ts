/** The stage for the midnight benchmark: an NFT image host it controls and a server whose midnight it chooses. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_IMAGES_DIR } from '@app/api/adapters/image-source/local-demo';
import { SHIFTED_CLOCK_SERVER, startChildServer, type ChildServer } from '@app/api/testing/child-server';
import { freePort } from '@app/api/testing/harness';

export interface ImageHost {
  url: string;
  /** Off: every fetch gets 503. */
  up: boolean;
  /** Images served so far: each is one render on the server. */
  fetches: number;
  close(): void;
}

/** A local NFT image host serving a 1024 px PNG at any path. */
export async function startImageHost(): Promise<ImageHost> {
  const png = await sharp(readFileSync(join(DEMO_IMAGES_DIR, 'drops-dragon-808.png'))).resize(1024, 1024).png().toBuffer();
  const host: ImageHost = { url: '', up: true, fetches: 0, close: () => server.close() };
  const server = createServer((_req, res) => {
    if (!host.up) return void res.writeHead(503).end();
    host.fetches++;
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return host;
}

/** The server in its own process, its clock reading `midnight` (server time) at the real time `realMidnight`. */
export async function startShifted(databasePath: string, midnight: number, realMidnight: number): Promise<ChildServer> {
  // The image host is on this machine: the server must be allowed to fetch from a loopback address.
  const env = { IMAGE_FETCH_ALLOW_PRIVATE: 'true', CLOCK_OFFSET_MS: String(midnight - realMidnight) };
  return startChildServer(databasePath, await freePort(), { entry: SHIFTED_CLOCK_SERVER, env });
}

export async function stop(server: ChildServer): Promise<void> {
  server.process.kill('SIGTERM');
  await server.exited;
}

export const sleepUntil = (realTime: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, realTime - Date.now())));
