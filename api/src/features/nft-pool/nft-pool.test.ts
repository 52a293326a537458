import { nftImports, nfts } from '@app/db/schema/nfts';
import { eq } from '@app/db/orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpMetadataSource } from '../../adapters/nft-source/http-metadata-source';
import { CLIO_LEDGER_INDEX } from '../../../test/fakes/fake-clio';
import { startNftWorld, type FakeCollection, type NftWorld } from '../../../test/fakes/nft-world';
import { adminClient, startTestApp, type TestApp, type TestClient, WALLETS } from '../../../test/harness';
import { IMPORT_STALL_MS } from './import';

const METADATA_TIMEOUT_MS = 2500;

let world: NftWorld;
let app: TestApp;
let admin: TestClient;
let frogs: FakeCollection;

beforeEach(async () => {
  world = await startNftWorld();
  app = await startTestApp({
    env: { NFT_API_URL: world.rippled.url, IMAGE_FETCH_ALLOW_PRIVATE: 'true' },
    // A metadata host that hangs is given up on sooner than in production, still long enough for a busy machine.
    overrides: { nftMetadata: httpMetadataSource({ allowPrivate: true, timeoutMs: METADATA_TIMEOUT_MS }) },
  });
  admin = await adminClient(app);
  frogs = world.collection(1);
});

afterEach(async () => {
  await app.close();
  await world.close();
});

const frogMetadata = (name: string, extra: object = {}) => ({
  name,
  description: 'A frog from the pond',
  image: `${world.host}/image.png`,
  collection: { name: 'Pond Frogs' },
  ...extra,
});

const lookup = (nftTokenId: string) => admin.post('/api/admin/nfts/lookup', { nftTokenId });

async function finishedImport(jobId: number) {
  return vi.waitFor(
    async () => {
      const job = (await admin.get(`/api/admin/nfts/import/${jobId}`)).body;
      if (job.status === 'running') throw new Error('still running');
      return job;
    },
    { timeout: 20_000, interval: 20 },
  );
}

async function importCollection(input: object) {
  const started = await admin.post('/api/admin/nfts/import', input);
  expect(started.status).toBe(202);
  return finishedImport(started.body.jobId);
}

describe('the pool routes', () => {
  it('are refused to visitors (401) and to players, even with the admin header (403)', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const header = { 'x-wallet-address': app.deps.settings.adminWallet };
    const calls: Array<[string, string]> = [
      ['POST', '/api/admin/nfts/lookup'],
      ['POST', '/api/admin/nfts/import'],
      ['GET', '/api/admin/nfts/import/1'],
      ['GET', '/api/admin/calendar'],
      ['PUT', '/api/admin/calendar/2026-11-20'],
      ['DELETE', '/api/admin/calendar/2026-11-20'],
    ];
    for (const [method, path] of calls) {
      const json = method === 'GET' ? undefined : { nftTokenId: '0'.repeat(64), issuer: frogs.issuer, nftId: 1 };
      expect((await app.client().request(method, path, { json, headers: header })).status, path).toBe(401);
      expect((await player.request(method, path, { json, headers: header })).status, path).toBe(403);
    }
  });
});

describe('looking an NFT up by its NFTokenID', () => {
  it('fills the form from the ledger and the metadata, found in an explorer URL, without saving', async () => {
    const nft = world.mint(frogs, 5, frogMetadata('Pond Frog #0042'), { taxon: 3 });
    const before = (await admin.get('/api/admin/nfts')).body.length;

    const found = await lookup(`https://explorer.example/nft/${nft.nft_id.toLowerCase()}?tab=history`);

    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      nftTokenId: nft.nft_id,
      issuer: frogs.issuer,
      taxon: 3,
      serial: 5,
      metadataUrl: nft.uri,
      name: 'Pond Frog #0042',
      nftId: '42',
      numberSource: 'name',
      collection: 'Pond Frogs',
      creator: frogs.issuer,
      imageUrl: `${world.host}/image.png`,
      previewUrl: `${world.host}/image.png`,
      description: 'A frog from the pond',
      active: true,
    });
    expect((await admin.get('/api/admin/nfts')).body).toHaveLength(before);
  });

  it('takes the number from the metadata when the name has none, else from the serial, and then proposes it inactive', async () => {
    const edition = world.mint(frogs, 6, {
      name: 'Golden Frog',
      image: 'ipfs://bafyimage/frog.png',
      attributes: [{ trait_type: 'Edition', value: '0077' }],
    });
    const serialOnly = world.mint(frogs, 7, { name: 'Mystery Frog', image: `${world.host}/image.png` });

    const byEdition = (await lookup(edition.nft_id)).body;
    expect(byEdition).toMatchObject({ nftId: '77', numberSource: 'metadata', active: true, collection: 'Golden Frog' });
    expect(byEdition.imageUrl).toBe('ipfs://bafyimage/frog.png');
    expect(byEdition.previewUrl).toBe(`${app.deps.settings.ipfsGateway}bafyimage/frog.png`);
    expect((await lookup(serialOnly.nft_id)).body).toMatchObject({ nftId: '7', numberSource: 'serial', active: false });
  });

  it('answers 400 for a malformed id, 404 for an unknown one, 422 for a burned one', async () => {
    const burned = world.mint(frogs, 8, frogMetadata('Gone Frog #8'), { burned: true });

    const malformed = await lookup('not-a-token-id-1234');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toContain('Not an NFTokenID');
    expect((await admin.post('/api/admin/nfts/lookup', {})).status).toBe(400);

    const unknown = await lookup('0'.repeat(64));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(
      `The ledger does not know the NFT ${'0'.repeat(64)}: objectNotFound (The requested object was not found.)`,
    );

    const gone = await lookup(burned.nft_id);
    expect(gone.status).toBe(422);
    expect(gone.body.error.message).toContain('was burned');
  });

  it('answers 502 naming what failed: the metadata host (missing, hanging), a ledger without Clio, a ledger down', async () => {
    const missing = world.mint(frogs, 9, frogMetadata('Lost Frog #9'));
    world.metadata.clear();
    const hanging = world.mint(frogs, 10, frogMetadata('Slow Frog #10'));
    hanging.uri = `${world.host}/hang.json`;

    const notFound = await lookup(missing.nft_id);
    expect(notFound.status).toBe(502);
    expect(notFound.body.error.message).toBe("Could not read the NFT's metadata: The metadata host answered 404");
    const slow = await lookup(hanging.nft_id);
    expect(slow.status).toBe(502);
    expect(slow.body.error.message).toContain(`The metadata host did not answer within ${METADATA_TIMEOUT_MS} ms`);

    world.rippled.clio = false;
    const plainRippled = await lookup(missing.nft_id);
    expect(plainRippled.status).toBe(502);
    expect(plainRippled.body.error.message).toContain('does not offer nft_info (a Clio method): set NFT_API_URL');

    await world.rippled.close();
    const down = await lookup(missing.nft_id);
    expect(down.status).toBe(502);
    expect(down.body.error.message).toContain('NFT_API_URL');
  });

  it('saves a looked-up NFT with its NFTokenID, issuer, taxon and metadata URL, once', async () => {
    const nft = world.mint(frogs, 11, frogMetadata('Pond Frog #11'), { taxon: 2 });
    const filled = (await lookup(nft.nft_id)).body;
    const form = { ...filled, hint: '', throwbackThursday: false, setForDate: '' };

    const saved = await admin.post('/api/admin/nfts', form);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      nftTokenId: nft.nft_id,
      issuer: frogs.issuer,
      taxon: 2,
      metadataUrl: nft.uri,
      nftId: '11',
    });
    const again = await admin.post('/api/admin/nfts', form);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`The NFT ${nft.nft_id} is already in the pool`);
    const audit = (await admin.get('/api/admin/audit')).body;
    expect(audit[0]).toMatchObject({ action: 'nft.add' });
    expect(JSON.parse(audit[0].detail)).toMatchObject({ nftTokenId: nft.nft_id });
  });
});

describe('importing a collection', () => {
  it('imports 250 NFTs page by page, skips the burned one and the one whose metadata fails, and a re-run imports only what is new', async () => {
    world.rippled.nftPageSize = 100;
    for (let serial = 1; serial <= 250; serial++) {
      const name = serial === 250 ? 'Frog without a number' : `Pond Frog #${serial}`;
      world.mint(frogs, serial, frogMetadata(name), { burned: serial === 13 });
    }
    const broken = world.rippled.nfts[99]!;
    world.metadata.delete(new URL(broken.uri).pathname);

    const first = await importCollection({ issuer: frogs.issuer });
    expect(first).toMatchObject({ status: 'done', total: 250, imported: 248, skipped: 1, failed: 1 });
    expect(first.errors).toEqual(
      expect.arrayContaining([
        { nftTokenId: world.rippled.nfts[12]!.nft_id, reason: 'Burned' },
        { nftTokenId: broken.nft_id, reason: 'The metadata host answered 404' },
      ]),
    );
    const pages = world.rippled.requests.filter((request) => request.command === 'nfts_by_issuer');
    expect(pages.map((request) => [request.marker, request.ledger_index])).toEqual([
      [undefined, 'validated'],
      ['page:100', CLIO_LEDGER_INDEX],
      ['page:200', CLIO_LEDGER_INDEX],
    ]);
    const rows = app.db
      .select()
      .from(nfts)
      .all()
      .filter((row) => row.issuer === frogs.issuer);
    expect(rows).toHaveLength(248);
    expect(rows.find((row) => row.nftId === '250')!.active).toBe(false);
    expect(rows.find((row) => row.nftId === '42')).toMatchObject({ active: true, collection: 'Pond Frogs', taxon: 0 });

    world.mint(frogs, 251, frogMetadata('Pond Frog #251'));
    const again = await importCollection({ issuer: frogs.issuer });
    expect(again).toMatchObject({ status: 'done', total: 251, imported: 1, skipped: 249, failed: 1 });
    const actions = (await admin.get('/api/admin/audit')).body.map((entry: { action: string }) => entry.action);
    expect(actions.filter((action: string) => action === 'nft.import')).toHaveLength(2);
    expect(actions).toContain('nft.import.finished');
  });

  it('imports inactive when asked, filters by taxon, and gives up on a metadata host that hangs', async () => {
    world.mint(frogs, 1, frogMetadata('Pond Frog #1'), { taxon: 1 });
    world.mint(frogs, 2, frogMetadata('Pond Frog #2'), { taxon: 2 });
    const slow = world.mint(frogs, 3, frogMetadata('Slow Frog #3'), { taxon: 1 });
    slow.uri = `${world.host}/hang.json`;

    const job = await importCollection({ issuer: frogs.issuer, taxon: 1, active: false });
    expect(job).toMatchObject({ status: 'done', total: 2, imported: 1, failed: 1, taxon: 1 });
    expect(job.errors[0].reason).toContain(`did not answer within ${METADATA_TIMEOUT_MS} ms`);
    const row = app.db
      .select()
      .from(nfts)
      .all()
      .find((nft) => nft.issuer === frogs.issuer)!;
    expect(row).toMatchObject({ nftId: '1', active: false, taxon: 1 });
  });

  it('refuses bad input, and reports a job a restart cut short as failed so it can be run again', async () => {
    expect((await admin.post('/api/admin/nfts/import', { issuer: 'nobody' })).status).toBe(400);
    expect((await admin.post('/api/admin/nfts/import', { issuer: frogs.issuer, taxon: -1 })).status).toBe(400);
    expect((await admin.get('/api/admin/nfts/import/999')).status).toBe(404);
    const running = { issuer: frogs.issuer, active: true, status: 'running', total: 10, imported: 4 } as const;
    // Another process's job, which saved its progress a moment ago, is not this process's to judge.
    const [elsewhere] = await app.deps.database
      .insert(nftImports)
      .values({ ...running, startedAt: app.clock.now(), progressAt: app.clock.now() })
      .returning();
    const silentSince = new Date(app.clock.now().getTime() - IMPORT_STALL_MS - 1000);
    const [orphan] = await app.deps.database
      .insert(nftImports)
      .values({ ...running, startedAt: silentSince, progressAt: silentSince })
      .returning();

    expect((await admin.get(`/api/admin/nfts/import/${elsewhere!.id}`)).body.status).toBe('running');
    const job = (await admin.get(`/api/admin/nfts/import/${orphan!.id}`)).body;
    expect(job).toMatchObject({ status: 'failed', total: 10, imported: 4 });
    expect(job.errors.at(-1).reason).toContain('run it again');
  });

  it('fails the job with the reason when the ledger has no Clio methods', async () => {
    world.rippled.clio = false;
    const job = await importCollection({ issuer: frogs.issuer });
    expect(job.status).toBe('failed');
    expect(job.errors[0].reason).toContain('does not offer nfts_by_issuer (a Clio method): set NFT_API_URL');
  });
});

describe('numbers that repeat across collections', () => {
  it('plays two imported NFTs numbered #7 from two collections on two days, each answered by 7', async () => {
    const toads = world.collection(2);
    world.mint(frogs, 1, frogMetadata('Pond Frog #7'));
    world.mint(toads, 1, { ...frogMetadata('Road Toad #7'), collection: 'Road Toads' });
    await importCollection({ issuer: frogs.issuer });
    await importCollection({ issuer: toads.issuer });
    const sevens = app.db
      .select()
      .from(nfts)
      .all()
      .filter((nft) => nft.nftId === '7' && nft.nftTokenId);
    expect(sevens.map((nft) => nft.collection).sort()).toEqual(['Pond Frogs', 'Road Toads']);

    const player = app.client();
    await player.signIn(WALLETS.alice);
    const days = sevens.map((_, offset) => `2026-11-${20 + offset}`);
    for (const [index, nft] of sevens.entries()) {
      expect(
        (await admin.request('PUT', `/api/admin/calendar/${days[index]}`, { json: { nftId: nft.id } })).status,
      ).toBe(200);
    }
    for (const [index, nft] of sevens.entries()) {
      const day = days[index]!;
      app.clock.set(`${day}T09:00:00Z`);
      const round = (await player.get('/api/game/current')).body;
      const image = await player.get('/api/game/image');
      expect(image.status).toBe(200);
      // Rendered from the imported NFT's image on its metadata's host.
      const rendered = await player.get(image.body.imageUrl);
      expect([rendered.status, rendered.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\//)]);
      const win = await player.post('/api/game/guess', { guess: '#7', roundId: round.roundId });
      expect(win.body).toMatchObject({ success: true, points: 10 });
      expect(win.body.message).toContain(nft.name);
    }
  });
});

describe('the calendar', () => {
  it('lists the next 30 days from today with Thursdays marked, scheduled NFTs and random picks, and the pool health', async () => {
    await app.currentRound();
    const { body } = await admin.get('/api/admin/calendar?days=30');
    expect(body.days).toHaveLength(30);
    expect(body.days[0]).toMatchObject({ day: '2026-11-18', thursday: false, round: { prepared: false } });
    expect(body.days[1]).toMatchObject({ day: '2026-11-19', thursday: true, scheduled: null, round: null });
    expect(body.days.filter((day: { thursday: boolean }) => day.thursday)).toHaveLength(5);
    expect(body.health).toMatchObject({ active: 14, neverUsed: 13, daysBeforeRepeats: 13 });
    expect(body.health.warning).toBe(
      'Only 13 days of new NFTs left before NFTs repeat: import a collection or add NFTs',
    );

    for (let serial = 1; serial <= 5; serial++) world.mint(frogs, serial, frogMetadata(`Pond Frog #${serial}`));
    await importCollection({ issuer: frogs.issuer });
    const healthy = (await admin.get('/api/admin/calendar')).body;
    expect(healthy.days).toHaveLength(30);
    expect(healthy.health).toMatchObject({ active: 19, neverUsed: 18, warning: null });
    expect((await admin.get('/api/admin/calendar?days=0')).status).toBe(400);
  });

  it('schedules and unschedules a day; a round already prepared for it is discarded and prepared again with the NFT', async () => {
    const pool = (await admin.get('/api/admin/nfts')).body as Array<{ id: number; name: string; active: boolean }>;
    app.clock.set('2026-11-18T23:55:00Z');
    await app.runDueJobs();
    // The admin's session lasts 12 hours.
    await admin.signIn(app.deps.settings.adminWallet);
    const prepared = (await admin.get('/api/admin/calendar?days=2')).body.days[1];
    expect(prepared.round).toMatchObject({ prepared: true });
    const other = pool.find((nft) => nft.name !== prepared.round.nftName)!;

    const scheduled = await admin.request('PUT', '/api/admin/calendar/2026-11-19', { json: { nftId: other.id } });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.note).toBe(
      'The round already prepared for 2026-11-19 was discarded; it is prepared again by the rules before midnight.',
    );
    expect(scheduled.body.day).toMatchObject({ scheduled: { id: other.id }, round: null });
    await app.runDueJobs();
    expect((await admin.get('/api/admin/calendar?days=2')).body.days[1].round).toEqual({
      nftName: other.name,
      prepared: true,
    });

    const cleared = await admin.request('DELETE', '/api/admin/calendar/2026-11-19');
    expect(cleared.body.day.scheduled).toBeNull();
    // Unscheduled, the NFT is still one the random pick allows: the prepared round stays.
    expect(cleared.body.note).toBeNull();
    expect(cleared.body.day.round).toEqual({ nftName: other.name, prepared: true });
  });

  it('says from which day a scheduled NFT moved; not for a day already past', async () => {
    const [nft] = (await admin.get('/api/admin/nfts')).body as Array<{ id: number }>;
    const put = (day: string) => admin.request('PUT', `/api/admin/calendar/${day}`, { json: { nftId: nft!.id } });
    expect((await put('2026-11-28')).body.movedFrom).toBeNull();
    expect((await put('2026-11-28')).body.movedFrom).toBeNull();
    expect((await put('2026-11-21')).body.movedFrom).toBe('2026-11-28');
    app.db.update(nfts).set({ setForDate: '2026-11-10' }).where(eq(nfts.id, nft!.id)).run();
    expect((await put('2026-11-22')).body.movedFrom).toBeNull();
  });

  it("refuses a past day, today's playing round, an inactive NFT and a bad day", async () => {
    await app.currentRound();
    const [first, second] = (await admin.get('/api/admin/nfts')).body as Array<{ id: number }>;
    const put = (day: string, nftId: number) => admin.request('PUT', `/api/admin/calendar/${day}`, { json: { nftId } });
    expect((await put('2026-11-17', first!.id)).status).toBe(400);
    const today = await put('2026-11-18', first!.id);
    expect(today.status).toBe(409);
    expect(today.body.error.message).toContain('Set for today');
    expect((await put('18-11-2026', first!.id)).status).toBe(400);
    expect((await put('2026-11-20', 999_999)).status).toBe(404);
    await admin.request('DELETE', `/api/admin/nfts/${second!.id}`);
    expect((await put('2026-11-20', second!.id)).status).toBe(404);
    app.db.update(nfts).set({ active: false }).run();
    expect((await put('2026-11-20', first!.id)).status).toBe(409);
  });
});
