import { groupMembers } from '@app/db/schema/groups';
import { inviteCodes, reminders } from '@app/db/schema/retention';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { sign } from '@telegram-apps/init-data-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedBalanceLedger } from '../../adapters/ledger/fixed-balances';
import { DEV_HOLDER_WALLET } from '../../settings';
import { confirmMember, registerGroup } from '../groups/store';
import { allRaffleEntrants, startTestApp, WALLETS, type TestApp, type TestClient } from '../../../test/harness';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

async function player(wallet: string): Promise<TestClient> {
  const client = app.client();
  await client.signIn(wallet);
  return client;
}

async function scoreToday(client: TestClient): Promise<void> {
  const round = await app.currentRound();
  const result = await client.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
  expect(result.body).toMatchObject({ success: true, points: 10 });
}

/** Alice and Bob score last week (archived) and today; Alice has a Telegram name. */
async function seedScores(): Promise<{ alice: TestClient; bob: TestClient }> {
  const alice = await player(WALLETS.alice);
  const bob = await player(WALLETS.bob);
  await scoreToday(alice);
  await scoreToday(bob);
  app.clock.set('2026-11-23T09:00:00Z');
  await app.runDueJobs();
  await scoreToday(alice);
  await app.deps.database
    .update(users)
    .set({ telegramId: '777', telegramUsername: 'alice_tg', telegramFirstName: 'Alice' })
    .where(eq(users.walletAddress, WALLETS.alice));
  return { alice, bob };
}

async function everyBoard(client: TestClient): Promise<string> {
  const paths = ['/api/leaderboard', '/api/bwif-points-leaderboard', '/api/leaderboard/history'];
  const bodies = await Promise.all(paths.map((path) => client.get(path)));
  return bodies.map((response) => response.text).join('\n');
}

describe('DELETE /api/me', () => {
  it('erases the wallet, Telegram names and sessions, and keeps the scores under "Deleted player"', async () => {
    const { alice } = await seedScores();
    const oldCookie = alice.cookie;
    const viewer = app.client();
    expect(await everyBoard(viewer)).toContain(WALLETS.alice);

    const erased = await alice.request('DELETE', '/api/me');
    expect(erased.status).toBe(204);
    expect(erased.headers.get('set-cookie')).toMatch(/^sid=;/);
    expect((await app.client().get('/api/player/stats', { cookie: oldCookie })).status).toBe(401);
    expect((await alice.get('/api/me')).body).toMatchObject({ walletAddress: null, telegramUsername: null });

    const boards = await everyBoard(viewer);
    expect(boards).not.toContain(WALLETS.alice);
    expect(boards).not.toContain('alice_tg');
    expect(boards).toContain(WALLETS.bob);
    const weekly = (await viewer.get('/api/leaderboard')).body;
    expect(weekly).toEqual([expect.objectContaining({ username: 'Deleted player', walletAddress: '', points: 10 })]);
    const points = (await viewer.get('/api/bwif-points-leaderboard')).body;
    expect(points.find((row: any) => row.username === 'Deleted player')).toMatchObject({
      points: 20,
      walletAddress: null,
      telegramUsername: null,
    });
    const [week] = (await viewer.get('/api/leaderboard/history')).body.history;
    expect(week.leaderboard.map((row: any) => [row.username, row.walletAddress]).sort()).toEqual([
      ['Anonymous Player', WALLETS.bob],
      ['Deleted player', ''],
    ]);
    expect(await app.deps.database.select().from(users).where(eq(users.telegramId, '777'))).toEqual([]);
  });

  it('gives the same wallet its old scores back when it signs in again, not a second go at the round', async () => {
    const { alice } = await seedScores();
    await alice.request('DELETE', '/api/me');
    const again = await player(WALLETS.alice);
    const round = await app.currentRound();
    const replay = await again.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    expect(replay.status).toBe(409);
    expect((await again.get('/api/leaderboard')).body).toEqual([
      expect.objectContaining({
        walletAddress: WALLETS.alice,
        username: 'Anonymous Player',
        points: 10,
        isCurrentUser: true,
      }),
    ]);
  });

  it('leaves a raffle not drawn yet; a drawn one keeps its published entrants, which re-run its draw', async () => {
    await app.close();
    let ledgerClosed = false;
    const offline = fixedBalanceLedger(new Map([[DEV_HOLDER_WALLET, '10000000']]));
    const ledger = {
      ...offline,
      firstLedgerClosedAtOrAfter: async (time: Date) =>
        ledgerClosed ? offline.firstLedgerClosedAtOrAfter(time) : null,
    };
    app = await startTestApp({ overrides: { ledger } });
    const holder = await player(DEV_HOLDER_WALLET);
    await scoreToday(holder);
    app.clock.set('2026-11-23T09:00:00Z');
    ledgerClosed = true;
    await app.runDueJobs();
    await scoreToday(holder);
    ledgerClosed = false;
    const admin = await player(app.deps.settings.adminWallet);
    expect((await admin.post('/api/admin/force-weekly-archive')).body).toMatchObject({ periodId: 2 });
    await holder.request('DELETE', '/api/me');
    ledgerClosed = true;
    await app.runDueJobs();
    const history = (await app.client().get('/api/leaderboard/history')).body.history;
    const entrants = await Promise.all(history.map((week: any) => allRaffleEntrants(app.client(), week.periodId)));
    expect(history.map((week: any, index: number) => [week.periodId, week.raffle.status, entrants[index]])).toEqual([
      [2, 'drawn', []],
      [1, 'drawn', [{ walletAddress: DEV_HOLDER_WALLET, weight: 10 }]],
    ]);
  });

  it('erases a Telegram player without a wallet: Telegram id, reminder, invite code and group memberships', async () => {
    await app.close();
    const botToken = '123456:erase-test-token';
    app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: botToken } });
    const initData = sign({ user: { id: 8801, first_name: 'Tg' } }, botToken, app.clock.now());
    const headers = { authorization: `tma ${initData}` };
    const player = app.client();
    const reminder = { enabled: true, hour: 9, utcOffsetMinutes: 0 };
    expect((await player.request('PUT', '/api/me/reminder', { json: reminder, headers })).status).toBe(200);
    expect((await player.get('/api/me', headers)).body).toMatchObject({
      walletAddress: null,
      invite: { code: expect.any(String) },
    });
    await registerGroup(app.deps.database, { chatId: '-1008801', title: 'Frogs' }, app.clock.now());
    await confirmMember(app.deps.database, '-1008801', '8801', app.clock.now());
    const [player8801] = await app.deps.database.select().from(users).where(eq(users.telegramId, '8801'));
    const id = player8801!.id;

    expect((await player.request('DELETE', '/api/me', { headers })).status).toBe(204);
    const db = app.deps.database;
    expect((await db.select().from(users).where(eq(users.id, id)))[0]?.telegramId).toBeNull();
    expect(await db.select().from(reminders).where(eq(reminders.userId, id))).toEqual([]);
    expect(await db.select().from(inviteCodes).where(eq(inviteCodes.userId, id))).toEqual([]);
    expect(await db.select().from(groupMembers).where(eq(groupMembers.telegramId, '8801'))).toEqual([]);
  });

  it('answers 401 without a signed-in session', async () => {
    expect((await app.client().request('DELETE', '/api/me')).status).toBe(401);
    const midSignIn = app.client();
    await midSignIn.post('/api/wallet/xaman/create');
    expect((await midSignIn.request('DELETE', '/api/me')).status).toBe(401);
  });
});
