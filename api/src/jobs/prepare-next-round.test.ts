import { gameRounds, roundImages } from '@app/db/schema/rounds';
import { and, eq } from '@app/db/orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminClient, startTestApp, type TestApp, type TestClient, WALLETS } from '../../test/harness';
import { fetchDemoImage } from '../adapters/image-source/local-demo';
import { countingSource } from '../../test/image-fixtures';
import { untilHousekeeping } from './housekeeping';
import { untilNextRun } from './prepare-next-round';

const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../features/images/render', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../features/images/render')>();
  return {
    ...actual,
    renderVariants: (...args: Parameters<typeof actual.renderVariants>) => (
      renders.count++,
      actual.renderVariants(...args)
    ),
  };
});

const ADMIN_PICK_URL = 'https://images.example/admin-pick.png';
/** The demo images, and any other address served as one demo image; every address asked for is kept. */
function imageHost() {
  const asked: string[] = [];
  const source = countingSource((url) => {
    asked.push(url);
    return fetchDemoImage(url.startsWith('demo:') ? url : 'demo:drops-dragon-808.png');
  });
  return Object.assign(source, { asked });
}

let app: TestApp;
let host: ReturnType<typeof imageHost>;
let player: TestClient;

const TOMORROW = '2026-11-19';
const resetCounts = () => {
  host.calls = 0;
  host.asked.length = 0;
  renders.count = 0;
};
const preparedRound = () =>
  app.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.day, TOMORROW), eq(gameRounds.prepared, true)))
    .get();
const imagesOf = (roundId: number) => app.db.select().from(roundImages).where(eq(roundImages.roundId, roundId)).all();

async function prepareAt(time: string): Promise<void> {
  app.clock.set(time);
  await app.runDueJobs();
}

beforeEach(async () => {
  host = imageHost();
  app = await startTestApp({ overrides: { imageSource: host } });
  player = app.client();
  await player.signIn(WALLETS.alice);
  resetCounts();
});

afterEach(() => app?.close());

describe('the next round, prepared before midnight', () => {
  it('at 23:50 stores the next round and its four variants, and leaves the current round alone', async () => {
    const today = await app.currentRound();
    await prepareAt('2026-11-18T23:50:00Z');
    const prepared = preparedRound()!;
    expect(prepared).toMatchObject({ active: false, throwbackThursday: true });
    expect(
      imagesOf(prepared.id)
        .map((image) => image.level)
        .sort(),
    ).toEqual(['high', 'low', 'medium', 'none']);
    expect([host.calls, renders.count]).toEqual([1, 1]);
    expect((await player.get('/api/game/current')).body.roundId).toBe(today.id);
    expect((await app.currentRound()).id).toBe(today.id);

    await prepareAt('2026-11-18T23:51:00Z');
    expect(preparedRound()!.id).toBe(prepared.id);
    expect([host.calls, renders.count]).toEqual([1, 1]);
  });

  it('at 00:00 serves the prepared round to the first requests, before the scheduler runs, with no fetch and no render', async () => {
    await prepareAt('2026-11-18T23:50:00Z');
    const prepared = preparedRound()!;
    const stored = imagesOf(prepared.id);
    resetCounts();

    app.clock.set('2026-11-19T00:00:00Z');
    const current = await player.get('/api/game/current');
    expect(current.body).toMatchObject({ roundId: prepared.id, roundNumber: 2, throwbackThursday: true });
    const image = await player.get('/api/game/image');
    expect(image.body.roundId).toBe(prepared.id);
    const token = image.body.imageUrl.split('/').pop();
    expect(stored.find((row) => row.level === image.body.blurLevel)!.token).toBe(token);
    const bytes = await player.get(image.body.imageUrl);
    expect([bytes.status, bytes.headers.get('content-type')]).toEqual([200, 'image/webp']);
    await app.runDueJobs();
    expect(await app.currentRound()).toMatchObject({ id: prepared.id, day: TOMORROW });
    expect([host.calls, renders.count]).toEqual([0, 0]);
  });

  it("gives the admin's NFT scheduled for tomorrow after the pre-render, prepared again on the next run", async () => {
    await prepareAt('2026-11-18T23:50:00Z');
    const first = preparedRound()!;
    const admin = await adminClient(app);
    const form = { name: 'Admin Pick #4242', nftId: '4242', imageUrl: ADMIN_PICK_URL, setForDate: TOMORROW };
    const added = await admin.post('/api/admin/nfts', form);
    expect(added.status).toBe(201);
    expect(preparedRound()).toBeUndefined();
    expect(imagesOf(first.id)).toHaveLength(0);

    await prepareAt('2026-11-18T23:55:00Z');
    expect(preparedRound()!.nftId).toBe(added.body.id);
    expect(host.asked.at(-1)).toBe(ADMIN_PICK_URL);
    resetCounts();
    app.clock.set('2026-11-19T00:00:00Z');
    const image = await player.get('/api/game/image');
    expect((await player.get(image.body.imageUrl)).status).toBe(200);
    expect((await app.currentRound()).nft.id).toBe(added.body.id);
    expect([host.calls, renders.count]).toEqual([0, 0]);
  });

  it('never plays a prepared NFT the admin deleted, even with no run in between', async () => {
    await prepareAt('2026-11-18T23:50:00Z');
    const first = preparedRound()!;
    const admin = await adminClient(app);
    expect((await admin.request('DELETE', `/api/admin/nfts/${first.nftId}`)).body.success).toBe(true);

    app.clock.set('2026-11-19T00:00:00Z');
    expect((await player.get('/api/game/image')).status).toBe(200);
    expect((await app.currentRound()).nft.id).not.toBe(first.nftId);
    expect(app.db.select().from(gameRounds).where(eq(gameRounds.id, first.id)).get()).toBeUndefined();
  });

  it('retries while the image host is down, then renders once at 00:00 under 200 concurrent requests', async () => {
    host.failing = true;
    await prepareAt('2026-11-18T23:50:00Z');
    await prepareAt('2026-11-18T23:51:00Z');
    const prepared = preparedRound()!;
    expect(imagesOf(prepared.id)).toHaveLength(0);
    expect(host.calls).toBe(2);

    host.failing = false;
    resetCounts();
    app.clock.set('2026-11-19T00:00:00Z');
    const players = [player, app.client(), app.client(), app.client()];
    await Promise.all(
      players
        .slice(1)
        .map((other, index) =>
          other.signIn([WALLETS.bob, WALLETS.carol, 'rDaveXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'][index]!),
        ),
    );
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        players[index % players.length]!.get(index % 2 ? '/api/game/image' : '/api/game/current'),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(200));
    expect(new Set(responses.map((response) => response.body.roundId))).toEqual(new Set([prepared.id]));
    expect(new Set(responses.filter((_, index) => index % 2).map((response) => response.body.imageUrl)).size).toBe(1);
    expect([host.calls, renders.count]).toEqual([1, 1]);
    // A response waits for its own level only; the render stores the other levels in the same turn or the next.
    await vi.waitFor(() => expect(imagesOf(prepared.id)).toHaveLength(4), { timeout: 2000 });
  });
});

describe('a restart in the window', () => {
  it('finds the round and images a previous process prepared, and renders nothing twice', async () => {
    await app.close();
    const dir = mkdtempSync(join(tmpdir(), 'restart-'));
    const env = { DATABASE_PATH: join(dir, 'app.db') };
    try {
      app = await startTestApp({ start: '2026-11-18T23:50:00Z', env, overrides: { imageSource: host } });
      const prepared = preparedRound()!;
      expect(imagesOf(prepared.id)).toHaveLength(4);
      expect(renders.count).toBe(2); // today's round, opened at start-up, and tomorrow's
      await app.close();

      resetCounts();
      app = await startTestApp({ start: '2026-11-18T23:55:00Z', env, overrides: { imageSource: host } });
      expect(preparedRound()!.id).toBe(prepared.id);
      app.clock.set('2026-11-19T00:00:00Z');
      const restarted = app.client();
      await restarted.signIn(WALLETS.bob);
      const image = await restarted.get('/api/game/image');
      expect(image.body.roundId).toBe(prepared.id);
      expect((await restarted.get(image.body.imageUrl)).status).toBe(200);
      expect([host.calls, renders.count]).toEqual([0, 0]);
    } finally {
      await app.close();
      app = undefined!;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('when the scheduler wakes', () => {
  it('sleeps until 23:50, then runs every minute, never past midnight', () => {
    expect(untilNextRun(new Date('2026-11-18T10:00:00Z'))).toBe((13 * 60 + 50) * 60_000);
    expect(untilNextRun(new Date('2026-11-18T23:50:00Z'))).toBe(60_000);
    expect(untilNextRun(new Date('2026-11-18T23:59:30Z'))).toBe(30_000);
    expect(untilNextRun(new Date('2026-11-19T00:00:00Z'))).toBe((23 * 60 + 50) * 60_000);
  });

  it('also wakes at 03:00 for the housekeeping, once a day', () => {
    expect(untilHousekeeping(new Date('2026-11-19T00:00:00Z'))).toBe(3 * 60 * 60_000);
    expect(untilHousekeeping(new Date('2026-11-19T03:00:00Z'))).toBe(24 * 60 * 60_000);
    expect(untilHousekeeping(new Date('2026-11-19T10:00:00Z'))).toBe(17 * 60 * 60_000);
  });
});
