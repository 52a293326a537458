import { referrals } from '@app/db/schema/retention';
import { users } from '@app/db/schema/users';
import { leaderboard } from '@app/db/schema/leaderboards';
import { eq } from '@app/db/orm';
import { sign } from '@telegram-apps/init-data-node';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ctx } from '../../context';
import { adminClient, startTestApp, WALLETS, type TestApp, type TestClient } from '../../../test/harness';
import { rewardInviterIfDue } from './reward';

const BOT_TOKEN = '123456:test-bot-token';
const DAY_MS = 86_400_000;
let app: TestApp;

afterEach(() => app.close());

async function start(env: Record<string, string> = {}) {
  app = await startTestApp({
    env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_MINIAPP_SHORT_NAME: 'play', ...env },
  });
}

/** Launch data of a Telegram user, signed as Telegram does, with the start parameter a link carried. */
function launch(id: number, startParam?: string) {
  const data = sign(
    { user: { id, first_name: 'Tg' }, ...(startParam ? { start_param: startParam } : {}) },
    BOT_TOKEN,
    new Date(app.clock.now().getTime() - 60_000),
  );
  return { authorization: `tma ${data}` };
}

const ctx = (): Ctx => ({ ...app.deps, now: app.clock.now(), session: null, walletHeader: null });

async function signedIn(wallet: string, ref?: string): Promise<TestClient> {
  const client = app.client();
  await client.signIn(wallet, ref ? { ref } : {});
  return client;
}

async function inviteOf(client: TestClient, headers?: Record<string, string>) {
  const me = await client.get('/api/me', headers);
  expect(me.status).toBe(200);
  return me.body.invite as { code: string; link: string; invited: number; rewarded: number };
}

const userIdOf = async (wallet: string) =>
  (await app.deps.database.select({ id: users.id }).from(users).where(eq(users.walletAddress, wallet)))[0]!.id;

/** Finishes today's game with the right answer, then moves to the next day's round. */
async function winTodayThenNextDay(client: TestClient): Promise<void> {
  const round = await app.currentRound();
  const answer = await client.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
  expect(answer.status).toBe(200);
  app.clock.advance(DAY_MS);
  await app.runDueJobs();
}

describe('invite links', () => {
  it("gives each player an opaque code, a web link on the web and the Mini App's link in Telegram", async () => {
    await start();
    const alice = await signedIn(WALLETS.alice);
    const invite = await inviteOf(alice);
    expect(invite.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(invite).toEqual({ code: invite.code, link: `${app.url}/?ref=${invite.code}`, invited: 0, rewarded: 0 });
    expect((await inviteOf(alice)).code).toBe(invite.code);

    const telegram = await inviteOf(app.client(), launch(5150));
    // Drawn at random: neither the Telegram id nor another player's code.
    expect([invite.code, '5150', 'ref_5150']).not.toContain(telegram.code);
    expect(telegram.link).toBe(`https://t.me/bwif_guess_bot/play?startapp=ref_${telegram.code}`);
    expect((await app.client().get('/api/me')).body.invite).toBeNull();
  });

  it('attributes a new Telegram player once, on the launch that created them; never an existing one', async () => {
    await start();
    const alice = await signedIn(WALLETS.alice);
    const { code } = await inviteOf(alice);
    const bob = await signedIn(WALLETS.bob);
    const bobCode = (await inviteOf(bob)).code;

    await app.client().get('/api/me', launch(7001, `ref_${code}`));
    // Their next launch from another invite changes nothing.
    await app.client().get('/api/me', launch(7001, `ref_${bobCode}`));
    // Someone who had opened the game before is not new.
    await app.client().get('/api/me', launch(7002));
    app.clock.advance(1000);
    await app.client().get('/api/me', launch(7002, `ref_${code}`));
    // An unknown code is ignored.
    await app.client().get('/api/me', launch(7003, 'ref_nobodyscode1'));

    expect(await inviteOf(alice)).toMatchObject({ invited: 1, rewarded: 0 });
    expect(await inviteOf(bob)).toMatchObject({ invited: 0 });
  });

  it('attributes a new Telegram player who signs in through POST /api/telegram/auth, once', async () => {
    await start();
    const alice = await signedIn(WALLETS.alice);
    const { code } = await inviteOf(alice);
    const initData = (id: number, startParam?: string) => launch(id, startParam).authorization.slice('tma '.length);

    expect((await app.client().post('/api/telegram/auth', { initData: initData(7101, `ref_${code}`) })).status).toBe(
      200,
    );
    // Signing in again, or with the invite after a first visit without one, attributes nothing more.
    await app.client().post('/api/telegram/auth', { initData: initData(7101, `ref_${code}`) });
    await app.client().post('/api/telegram/auth', { initData: initData(7102) });
    app.clock.advance(1000);
    await app.client().post('/api/telegram/auth', { initData: initData(7102, `ref_${code}`) });

    expect(await inviteOf(alice)).toMatchObject({ invited: 1 });
  });

  it('attributes a new web player through the sign-in body, and not a returning wallet', async () => {
    await start();
    const alice = await signedIn(WALLETS.alice);
    const { code } = await inviteOf(alice);
    await signedIn(WALLETS.bob, code);
    await signedIn(WALLETS.bob, code);
    await signedIn(WALLETS.alice, code);
    // A malformed ref never stops a sign-in.
    await signedIn(WALLETS.carol, '<script>'.repeat(20));
    expect(await inviteOf(alice)).toMatchObject({ invited: 1 });
  });

  it('keeps a Telegram player’s invite when they connect a new wallet', async () => {
    await start();
    const alice = await signedIn(WALLETS.alice);
    const { code } = await inviteOf(alice);
    const headers = launch(7010, `ref_${code}`);
    const telegram = app.client();
    await telegram.get('/api/me', headers);
    const created = await telegram.post('/api/wallet/xaman/create', {}, headers);
    await app.client().post(`/dev/xaman/${created.body.uuid}/approve`, { account: WALLETS.bob });
    expect((await telegram.get(`/api/wallet/xaman/status/${created.body.uuid}`, headers)).body.resolved).toBe(true);
    const [referral] = await app.deps.database.select().from(referrals);
    expect(referral).toMatchObject({
      inviteeId: await userIdOf(WALLETS.bob),
      inviterId: await userIdOf(WALLETS.alice),
    });
  });
});

describe("the inviter's reward", () => {
  it("comes with the invitee's game finished on a second day: all-time points only, once", async () => {
    await start();
    const alice = await signedIn(WALLETS.alice);
    const bob = await signedIn(WALLETS.bob, (await inviteOf(alice)).code);
    const [aliceId, bobId] = [await userIdOf(WALLETS.alice), await userIdOf(WALLETS.bob)];

    await winTodayThenNextDay(bob);
    expect(await inviteOf(alice)).toMatchObject({ invited: 1, rewarded: 0 });
    await winTodayThenNextDay(bob);
    expect(await inviteOf(alice)).toMatchObject({ invited: 1, rewarded: 1 });
    // Asked again (another finished game), nothing more is paid.
    expect(await rewardInviterIfDue({ ctx: ctx(), input: { userId: bobId } })).toBe(false);

    const board = (await alice.get('/api/bwif-points-leaderboard')).body as Array<{
      points: number;
      isCurrentUser: boolean;
    }>;
    expect(board.find((entry) => entry.isCurrentUser)?.points).toBe(10);
    const [inviter] = await app.deps.database.select().from(users).where(eq(users.id, aliceId));
    expect(inviter!.bwifPoints).toBe(10);
    // The weekly boards (and the raffle drawn from them) never see invite points.
    expect(await app.deps.database.select().from(leaderboard).where(eq(leaderboard.userId, aliceId))).toEqual([]);
  });

  it('waits for an activated account when REQUIRE_ACTIVATED_ACCOUNT asks for one', async () => {
    await start({ REQUIRE_ACTIVATED_ACCOUNT: 'true', REFERRAL_POINTS: '25' });
    const alice = await signedIn(WALLETS.alice);
    const bob = await signedIn(WALLETS.bob, (await inviteOf(alice)).code);
    const bobId = await userIdOf(WALLETS.bob);
    await winTodayThenNextDay(bob);
    await winTodayThenNextDay(bob);
    expect(await inviteOf(alice)).toMatchObject({ rewarded: 1 });
    const [inviter] = await app.deps.database
      .select()
      .from(users)
      .where(eq(users.id, await userIdOf(WALLETS.alice)));
    expect(inviter!.bwifPoints).toBe(25);

    // The same invite with the account no longer activated is not paid.
    await app.deps.database.update(referrals).set({ rewardedAt: null }).where(eq(referrals.inviteeId, bobId));
    await app.deps.database.update(users).set({ accountActivatedAt: null }).where(eq(users.id, bobId));
    expect(await rewardInviterIfDue({ ctx: ctx(), input: { userId: bobId } })).toBe(false);
  });

  it('pays at most REFERRALS_PER_WEEK invites a week; the next waits for a game in a new week', async () => {
    await start({ REFERRALS_PER_WEEK: '1' });
    const alice = await signedIn(WALLETS.alice);
    const { code } = await inviteOf(alice);
    const bob = await signedIn(WALLETS.bob, code);
    const carol = await signedIn(WALLETS.carol, code);
    for (let day = 0; day < 2; day++) {
      const round = await app.currentRound();
      await carol.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
      await winTodayThenNextDay(bob);
    }
    // Carol finished her second day first: hers is paid, Bob's waits.
    expect(await inviteOf(alice)).toMatchObject({ invited: 2, rewarded: 1 });
    await winTodayThenNextDay(bob);
    expect(await inviteOf(alice)).toMatchObject({ rewarded: 1 });
    app.clock.advance(7 * DAY_MS);
    await app.runDueJobs();
    await winTodayThenNextDay(bob);
    expect(await inviteOf(alice)).toMatchObject({ invited: 2, rewarded: 2 });
  });

  it('reads each player right when games end at the same moment: streaks, and who invited whom', async () => {
    await start();
    const alice = await signedIn(WALLETS.alice);
    const bob = await signedIn(WALLETS.bob, (await inviteOf(alice)).code);
    const carol = await signedIn(WALLETS.carol);
    const winTogether = async (clients: TestClient[]) => {
      const round = await app.currentRound();
      const wins = await Promise.all(
        clients.map((client) => client.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id })),
      );
      app.clock.advance(DAY_MS);
      await app.runDueJobs();
      return wins.map((win) => win.body.streak.current as number);
    };

    expect(await winTogether([alice, bob])).toEqual([1, 1]);
    expect(await winTogether([alice, bob, carol])).toEqual([2, 2, 1]);
    expect(await inviteOf(alice)).toMatchObject({ invited: 1, rewarded: 1 });
    expect(await inviteOf(bob)).toMatchObject({ invited: 0, rewarded: 0 });
  });
});

describe('GET /api/admin/invites', () => {
  it('lists the top inviters for the admin only', async () => {
    await start();
    const alice = await signedIn(WALLETS.alice);
    await signedIn(WALLETS.bob, (await inviteOf(alice)).code);
    expect((await alice.get('/api/admin/invites')).status).toBe(403);
    const admin = await adminClient(app);
    const top = await admin.get('/api/admin/invites');
    expect(top.status).toBe(200);
    expect(top.body).toEqual([
      { userId: await userIdOf(WALLETS.alice), name: 'rA1ic...XXXXX', invited: 1, rewarded: 0 },
    ]);
  });
});
