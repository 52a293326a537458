import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness';
import { countingSource } from '../../../test/image-fixtures';
import type { FetchedImage } from '../../adapters/image-source/types';
import { createApp } from '../../app';
import { createExpressServer } from '../../http/express-server';
import { prepareRound } from '../game/prepared';

const solid = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();

let app: TestApp;
let server: Server;
let client: TestClient;
let dist: string;
let source: ReturnType<typeof countingSource>;
let original: FetchedImage = { bytes: Buffer.alloc(0), contentType: 'image/png' };

beforeAll(async () => {
  original = { bytes: await solid('#ff0000'), contentType: 'image/png' };
  source = countingSource(async () => original);
  app = await startTestApp({ overrides: { imageSource: source } });
  dist = mkdtempSync(join(tmpdir(), 'share-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>BWIF NFT Guess</title></head><body></body></html>',
  );
  server = createExpressServer(createApp(app.deps, { webDist: dist }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The content of each <meta> tag by its property or name. */
function metaTags(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
}

describe('the share preview of the day', () => {
  it('puts Open Graph and X card tags of the round on the home page, and nothing about the answer', async () => {
    const page = await client.get('/');
    const tags = metaTags(page.text);
    const { roundNumber, roundId } = (await client.get('/api/game/current')).body;
    expect(tags).toEqual({
      'og:type': 'website',
      'og:site_name': 'BWIF NFT Guess',
      'og:title': `BWIF NFT Guess #${roundNumber}`,
      'og:description': 'Guess the blurred XRPL NFT of the day in three tries. A new one every day at 00:00 UTC.',
      'og:url': `${app.deps.settings.publicUrl}/`,
      'og:image': `${app.deps.settings.publicUrl}/api/og/round-${roundId}.jpg`,
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': `Today's blurred NFT, round #${roundNumber}`,
      'twitter:card': 'summary_large_image',
      'twitter:title': `BWIF NFT Guess #${roundNumber}`,
      'twitter:description': 'Guess the blurred XRPL NFT of the day in three tries. A new one every day at 00:00 UTC.',
      'twitter:image': `${app.deps.settings.publicUrl}/api/og/round-${roundId}.jpg`,
    });
    const { nft } = await app.currentRound();
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    for (const secret of [nft.name, `#${nft.nftId}`, nft.imageUrl]) expect(head).not.toContain(secret);
  });

  it("draws a 1200x630 JPEG from the round's stored most-blurred variant, not from the original", async () => {
    const { roundId } = (await client.get('/api/game/current')).body;
    const player = new TestClient(client.baseUrl);
    await player.signIn('rA1iceXXXXXXXXXXXXXXXXXXXXXXXXXXXX');
    expect((await player.get('/api/game/image')).status).toBe(200);
    const fetches = source.calls;
    // The original changes behind its URL: the picture must still come from the stored red variant.
    original = { bytes: await solid('#0000ff'), contentType: 'image/png' };
    const picture = await fetch(`${client.baseUrl}/api/og/round-${roundId}.jpg`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    const { data } = await sharp(bytes)
      .extract({ left: 0, top: 0, width: 1200, height: 150 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [red, , blue] = [0, 1, 2].map((channel) =>
      data.filter((_, index) => index % 3 === channel).reduce((sum, value) => sum + value, 0),
    );
    expect(red!).toBeGreaterThan(blue! * 4);
    expect(source.calls).toBe(fetches);
  });

  it('shows no round before its day, and names what it serves', async () => {
    const tomorrow = (await prepareRound({ ctx: { ...app.deps, now: app.clock.now() }, input: '2026-11-19' }))!.round;
    const early = await client.get(`/api/og/round-${tomorrow.id}.jpg`);
    expect([early.status, early.body.error.code]).toEqual([404, 'NOT_FOUND']);
    for (const name of ['today.png', 'round-1.png', 'round-x.jpg']) {
      const wrong = await client.get(`/api/og/${name}`);
      expect([name, wrong.status, wrong.body.error.message]).toEqual([
        name,
        404,
        'Share pictures are named round-<id>.jpg or round-<id>-story.jpg',
      ]);
    }
  });

  it('moves the tags to the new round at midnight', async () => {
    const yesterday = await client.get('/');
    const before = metaTags(yesterday.text);
    expect(yesterday.headers.get('last-modified')).toBeNull();
    app.clock.set('2026-11-19T00:00:01Z');
    await app.runDueJobs();
    const today = await client.get('/', { 'if-none-match': yesterday.headers.get('etag')! });
    expect(today.status).toBe(200);
    const after = metaTags(today.text);
    const { roundNumber, roundId } = (await client.get('/api/game/current')).body;
    expect(after['og:title']).toBe(`BWIF NFT Guess #${roundNumber}`);
    expect(after['og:title']).not.toBe(before['og:title']);
    expect(after['og:image']).toBe(`${app.deps.settings.publicUrl}/api/og/round-${roundId}.jpg`);
  });
});
