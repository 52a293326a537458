import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, WALLETS } from '../../../test/harness';
import { eachTestWithAdmin } from '../../../test/admin-app';

let app: TestApp;
let admin: TestClient;

eachTestWithAdmin((started) => ({ app, admin } = started));

const validNft = {
  name: 'Sigma Frog #77',
  nftId: '#77',
  collection: 'Sigma Frogs',
  creator: 'rCreator',
  imageUrl: 'https://example.com/frog.png',
  description: '',
  hint: 'Two identical digits',
  active: true,
  throwbackThursday: false,
  setForDate: '',
};

const ADMIN_CALLS: Array<[string, string]> = [
  ['GET', '/api/admin/nfts'],
  ['POST', '/api/admin/nfts'],
  ['PUT', '/api/admin/nfts/1'],
  ['POST', '/api/admin/nfts/activate'],
  ['DELETE', '/api/admin/nfts/1'],
  ['POST', '/api/admin/nfts/1/set-today'],
  ['GET', '/api/admin/today'],
  ['PUT', '/api/admin/maintenance/notice'],
  ['POST', '/api/admin/backup/leaderboard'],
  ['POST', '/api/admin/backup/bwif-leaderboard'],
  ['POST', '/api/admin/backup/all'],
  ['POST', '/api/admin/backup/database'],
  ['POST', '/api/admin/force-weekly-archive'],
  ['GET', '/api/admin/raffle'],
  ['PUT', '/api/admin/raffle/1/prize'],
  ['POST', '/api/admin/raffle/1/pay'],
  ['GET', '/api/admin/raffle/payments/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/admin/reset-ad-counts'],
  ['POST', '/api/admin/reset-leaderboards'],
  ['GET', '/api/admin/maintenance/status'],
  ['POST', '/api/admin/maintenance/enable'],
  ['POST', '/api/admin/maintenance/disable'],
  ['GET', '/api/admin/backup/list'],
  ['GET', '/api/admin/backup/download/leaderboard-2026-11-18T10-00-00-000Z.json'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/audit/export.csv'],
];

describe('admin access', () => {
  it('refuses every admin route to visitors (401) and to players, even with the admin header (403)', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const visitor = app.client();
    const header = { 'x-wallet-address': app.deps.settings.adminWallet };
    for (const [method, path] of ADMIN_CALLS) {
      const json = method === 'GET' ? undefined : validNft;
      const asVisitor = await visitor.request(method, path, { json, headers: header });
      expect(asVisitor.status, `${method} ${path}`).toBe(401);
      const asPlayer = await player.request(method, path, { json, headers: header });
      expect(asPlayer.status, `${method} ${path}`).toBe(403);
    }
    expect((await admin.get('/api/admin/nfts')).status).toBe(200);
  });
});

describe('the NFT pool', () => {
  it('adds an NFT, the same number in another collection, and refuses invalid fields with the spec messages', async () => {
    const added = await admin.post('/api/admin/nfts', validNft);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ nftId: '77', name: 'Sigma Frog #77', description: null, active: true });
    // Numbers repeat across collections: a #77 of another collection is another NFT.
    expect((await admin.post('/api/admin/nfts', { ...validNft, nftId: '077', collection: 'Pond Frogs' })).status).toBe(
      201,
    );

    const cases: Array<[object, string]> = [
      [{ name: '' }, 'NFT name is required'],
      [{ nftId: '' }, 'NFT ID is required'],
      [{ imageUrl: 'not a url' }, 'Valid image URL is required'],
      [{ imageUrl: 'javascript:alert(1)' }, 'Valid image URL is required'],
      [{ setForDate: '2026-11-17' }, 'The schedule date cannot be in the past'],
      [{ setForDate: '18/11/2026' }, 'Schedule date must be yyyy-MM-dd'],
    ];
    for (const [change, message] of cases) {
      const response = await admin.post('/api/admin/nfts', { ...validNft, nftId: '78', ...change });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    const ipfs = await admin.post('/api/admin/nfts', {
      ...validNft,
      nftId: '79',
      imageUrl: 'ipfs://bafy/1.png',
      setForDate: '2026-11-18',
    });
    expect(ipfs.status).toBe(201);
  });

  it('only marks an NFT inactive when a round used it, and deletes an unused one', async () => {
    const used = (await app.currentRound()).nft;
    const deactivated = await admin.request('DELETE', `/api/admin/nfts/${used.id}`);
    expect(deactivated.body).toMatchObject({ success: true, nft: { id: used.id, active: false } });
    const fresh = (await admin.post('/api/admin/nfts', validNft)).body;
    expect((await admin.request('DELETE', `/api/admin/nfts/${fresh.id}`)).body).toEqual({ success: true });
    const ids = (await admin.get('/api/admin/nfts')).body.map((nft: any) => nft.id);
    expect(ids).toContain(used.id);
    expect(ids).not.toContain(fresh.id);
    expect((await admin.request('DELETE', '/api/admin/nfts/999999')).status).toBe(404);
  });

  it('sets an NFT for today: the game changes and a guess for the old round gets 409 needsRefresh', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const before = (await player.get('/api/game/current')).body;
    const chosen = (await admin.post('/api/admin/nfts', validNft)).body;
    expect((await admin.post(`/api/admin/nfts/${chosen.id}/set-today`)).status).toBe(200);

    const stale = await player.post('/api/game/guess', { guess: '77', roundId: before.roundId });
    expect(stale.status).toBe(409);
    expect(stale.body.needsRefresh).toBe(true);
    const after = (await player.get('/api/game/current')).body;
    expect(after.roundId).not.toBe(before.roundId);
    const win = await player.post('/api/game/guess', { guess: '#77', roundId: after.roundId });
    expect(win.body).toMatchObject({ success: true, points: 10 });
  });

  it('says when each NFT last played, by its number, and warns when the calendar plays a number again', async () => {
    const frog = (await admin.post('/api/admin/nfts', validNft)).body;
    expect(frog.lastPlayed).toBeNull();
    const twin = (await admin.post('/api/admin/nfts', { ...validNft, collection: 'Other Frogs' })).body;
    await admin.post(`/api/admin/nfts/${frog.id}/set-today`);
    const library = (await admin.get('/api/admin/nfts')).body as Array<{ id: number; lastPlayed: string | null }>;
    const lastPlayed = (id: number) => library.find((nft) => nft.id === id)!.lastPlayed;
    expect([lastPlayed(frog.id), lastPlayed(twin.id)]).toEqual(['2026-11-18', '2026-11-18']);
    expect(library.filter((nft) => nft.lastPlayed === null).length).toBe(library.length - 3);

    const repeat = await admin.request('PUT', '/api/admin/calendar/2026-11-21', { json: { nftId: twin.id } });
    expect(repeat.body.note).toBe(
      '#77 was already the answer on 2026-11-18: on 2026-11-21 every past puzzle rests for everyone. Choose an NFT that has not played to keep them open.',
    );
    expect(repeat.body.day.scheduled.lastPlayed).toBe('2026-11-18');
    const unplayed = library.find((nft) => nft.lastPlayed === null)!;
    const fresh = await admin.request('PUT', '/api/admin/calendar/2026-11-22', { json: { nftId: unplayed.id } });
    expect(fresh.body.note).toBeNull();
  });
});

describe('maintenance', () => {
  it('toggles only from the opposite state, gates players, and keeps /api/admin open', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    expect((await admin.post('/api/admin/maintenance/disable')).status).toBe(409);
    expect((await admin.post('/api/admin/maintenance/enable')).body).toMatchObject({ maintenance: true });
    expect((await admin.post('/api/admin/maintenance/enable')).status).toBe(409);
    expect((await player.get('/api/game/current')).status).toBe(503);
    expect((await admin.get('/api/admin/maintenance/status')).body.maintenance).toBe(true);
    expect((await admin.post('/api/admin/maintenance/disable')).body).toMatchObject({ maintenance: false });
    expect((await player.get('/api/game/current')).status).toBe(200);
  });

  it('changes the message and expected end while on, keeping since; refused while off', async () => {
    const notice = { message: 'Back soon', until: '2026-11-18T12:00:00.000Z' };
    expect((await admin.request('PUT', '/api/admin/maintenance/notice', { json: notice })).status).toBe(409);
    const enabled = (await admin.post('/api/admin/maintenance/enable', { message: 'Moving servers' })).body;
    app.clock.advance(60_000);
    const changed = await admin.request('PUT', '/api/admin/maintenance/notice', { json: notice });
    expect(changed.body).toMatchObject({ maintenance: true, since: enabled.since, ...notice });
    const shown = (await app.client().get('/api/maintenance/status')).body;
    expect(shown).toMatchObject({ maintenance: true, ...notice });
    const past = { message: 'x', until: '2026-11-18T09:00:00.000Z' };
    const refused = await admin.request('PUT', '/api/admin/maintenance/notice', { json: past });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('until');
  });
});

describe('backups', () => {
  async function scoreOnce(wallet: string) {
    const player = app.client();
    await player.signIn(wallet);
    const round = await app.currentRound();
    await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
  }

  it('round-trips a leaderboard backup and lists it', async () => {
    await scoreOnce(WALLETS.alice);
    const backup = await admin.post('/api/admin/backup/leaderboard');
    expect(backup.body).toMatchObject({ entries: 1, filename: expect.stringMatching(/^leaderboard-.*\.json$/) });
    const list = (await admin.get('/api/admin/backup/list')).body;
    expect(list.leaderboardFiles).toEqual([backup.body.filename]);
    expect(list.bwifLeaderboardFiles).toEqual([]);
    const download = await admin.get(`/api/admin/backup/download/${backup.body.filename}`);
    expect(download.body.success).toBe(true);
    expect(download.body.data.entries).toEqual([
      expect.objectContaining({ walletAddress: WALLETS.alice, totalPoints: 10, totalCorrect: 1 }),
    ]);
  });

  it('lists each backup with its size and the time it was made, newest first, and what the database backups are', async () => {
    await scoreOnce(WALLETS.alice);
    const boardMadeAt = app.clock.now().toISOString();
    const board = (await admin.post('/api/admin/backup/leaderboard')).body.filename;
    app.clock.advance(90_000);
    const database = (await admin.post('/api/admin/backup/database')).body;

    const list = (await admin.get('/api/admin/backup/list')).body;
    expect(list.files).toEqual([
      { filename: database.filename, bytes: database.bytes, createdAt: app.clock.now().toISOString() },
      { filename: board, bytes: statSync(join(app.deps.settings.backupDir, board)).size, createdAt: boardMadeAt },
    ]);
    expect([list.databaseEngine, list.keepDays]).toEqual([
      app.deps.settings.database.engine,
      app.deps.settings.backupKeepDays,
    ]);
    expect(database.bytes).toBeGreaterThan(4096);
  });

  it("answers a backup that could not be written with the file system's reason", async () => {
    const folder = app.deps.settings.backupDir;
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, 'a file where the backups folder should be');

    for (const kind of ['database', 'leaderboard']) {
      const response = await admin.post(`/api/admin/backup/${kind}`);
      expect(response.status).toBe(500);
      expect(response.body.error).toEqual({
        code: 'INTERNAL',
        message: `The backup could not be written to ${folder}: EEXIST: file already exists, mkdir '${folder}'`,
      });
    }
  });

  it('records every download in the audit log, with the file', async () => {
    const { filename } = (await admin.post('/api/admin/backup/leaderboard')).body;
    expect((await admin.get(`/api/admin/backup/download/${filename}`)).status).toBe(200);
    const [latest] = (await admin.get('/api/admin/audit')).body;
    expect(latest).toMatchObject({ action: 'backup.download', actor: app.deps.settings.adminWallet });
    expect(JSON.parse(latest.detail)).toEqual({ filename });
  });

  it('refuses hostile and unknown file names without touching the file system', async () => {
    writeFileSync(join(app.dir, 'secret.json'), '{"secret":true}');
    const hostile = [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fsecret.json',
      '%2Fetc%2Fpasswd',
      'leaderboard-2026-11-18T10-00-00-000Z.json%00.txt',
      'leaderboard-..%2F..%2Fsecret.json',
      '....%2F%2Fsecret.json',
    ];
    for (const name of hostile) {
      const response = await admin.get(`/api/admin/backup/download/${name}`);
      expect([400, 404], name).toContain(response.status);
      expect(response.text).not.toContain('secret');
      expect(response.text).not.toContain('root:');
    }
    expect((await admin.get('/api/admin/backup/download/leaderboard-2026-11-18T10-00-00-000Z.json')).status).toBe(404);
  });

  it('restores the full-database backup, of either engine, into a fresh server with the same leaderboards', async () => {
    await scoreOnce(WALLETS.alice);
    await scoreOnce(WALLETS.bob);
    const backup = await admin.post('/api/admin/backup/database');
    // On PostgreSQL too: the backup is a SQLite file, which a server on the embedded engine opens as it is.
    const { filename } = backup.body;
    expect((await admin.get('/api/admin/backup/list')).body.databaseFiles).toEqual([filename]);
    const download = await fetch(`${app.url}/api/admin/backup/download/${filename}`, {
      headers: { cookie: admin.cookie },
    });
    expect(download.headers.get('content-type')).toBe('application/vnd.sqlite3');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename=${filename}`);
    const restoredPath = join(mkdtempSync(join(tmpdir(), 'bwif-restore-')), 'app.db');
    writeFileSync(restoredPath, Buffer.from(await download.arrayBuffer()));
    const original = (await app.client().get('/api/leaderboard')).body;

    const restored = await startTestApp({ env: { DATABASE_PATH: restoredPath } });
    try {
      restored.clock.set(app.clock.now());
      expect((await restored.client().get('/api/leaderboard')).body).toEqual(original);
      expect(original).toHaveLength(2);
    } finally {
      await restored.close();
    }
  });
});

describe('the rest of the admin', () => {
  it('forces the weekly archive, resets boards and ad counts, and records every action in the audit log', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const round = await app.currentRound();
    await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });

    const archive = await admin.post('/api/admin/force-weekly-archive');
    expect(archive.body).toEqual({
      periodId: 1,
      weekStart: '2026-11-16',
      weekEnd: '2026-11-18',
      archived: true,
      message: 'Archived 2026-11-16 to 2026-11-18 as period 1 and reset the leaderboards.',
    });
    expect((await player.get('/api/leaderboard/history')).body.history).toHaveLength(1);
    expect((await player.get('/api/leaderboard')).body).toEqual([]);

    expect((await admin.post('/api/admin/reset-ad-counts')).body).toEqual({ success: true });
    expect((await admin.post('/api/admin/reset-leaderboards')).body.success).toBe(true);
    const actions = (await admin.get('/api/admin/audit')).body.map((entry: any) => entry.action);
    expect(actions).toEqual(['leaderboards.reset', 'ads.reset', 'raffle.draw', 'weekly.force-archive']);
    expect((await admin.get('/api/admin/audit')).body[0].actor).toBe(app.deps.settings.adminWallet);
  });
});
