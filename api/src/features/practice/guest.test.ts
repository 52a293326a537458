import { practiceGuesses } from '@app/db/schema/practice';
import { isNotNull } from '@app/db/orm';
import { sign } from '@telegram-apps/init-data-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, startTestApp, WALLETS, wrongGuess, type TestApp, type TestClient } from '../../../test/harness';

const BOT_TOKEN = '123456:test-bot-token';
let app: TestApp;
let alice: TestClient;
const rounds: Record<string, { id: number; answer: string; nft: number }> = {};

/** Opens the round of `day` (09:00 UTC); alice wins it on its day at `winOn` (a miss before it), or does not play. */
async function openDay(day: string, winOn?: 1 | 2) {
  app.clock.set(`${day}T09:00:00Z`);
  const round = await app.currentRound();
  rounds[day] = { id: round.id, answer: round.nft.nftId, nft: round.nft.id };
  if (!winOn) return;
  if (winOn === 2) await alice.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId), roundId: round.id });
  await alice.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
}

const practise = (client: TestClient, day: string, guess: string, headers?: Record<string, string>) =>
  client.post(`/api/archive/${rounds[day]!.id}/guess`, { guess }, headers);
const miss = (day: string, offset = 1) => wrongGuess(rounds[day]!.answer, offset);
const roundOf = (client: TestClient, day: string, headers?: Record<string, string>) =>
  client.get(`/api/archive/${rounds[day]!.id}`, headers);
/** The practice list's results by day. */
async function resultsOf(client: TestClient, headers?: Record<string, string>) {
  const list = await client.get('/api/archive', headers);
  return Object.fromEntries(list.body.rounds.map((round: any) => [round.day, round.result]));
}

const guestRows = () =>
  app.deps.database.select().from(practiceGuesses).where(isNotNull(practiceGuesses.guestSessionId));

beforeEach(async () => {
  app = await startTestApp({ start: '2026-11-16T09:00:00Z', env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
  alice = app.client();
  await alice.signIn(WALLETS.alice);
  await openDay('2026-11-16', 2);
  await openDay('2026-11-17');
  await openDay('2026-11-18');
  await openDay('2026-11-19');
});

afterEach(() => app.close());

describe('a visitor without a wallet', () => {
  it('practises a past puzzle, kept for their browser by a signed httpOnly session cookie, for no points', async () => {
    const visitor = app.client();
    const first = await practise(visitor, '2026-11-18', miss('2026-11-18'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: false, points: 0, attemptsUsed: 1, nft: null });
    expect(first.headers.getSetCookie().join()).toMatch(/^sid=[^;]+\.[^;]+;.*HttpOnly/i);
    expect((await roundOf(visitor, '2026-11-18')).body).toMatchObject({ practice: true, attemptsUsed: 1 });

    const win = await practise(visitor, '2026-11-18', rounds['2026-11-18']!.answer);
    expect(win.body).toMatchObject({ success: true, points: 0, gameOver: true, attemptsUsed: 2 });
    expect(win.body.nft.nftId).toBe(rounds['2026-11-18']!.answer);
    expect((await resultsOf(visitor))['2026-11-18']).toEqual({ outcome: 'won', attempts: 2, practice: true });

    // Today's game stays behind a wallet.
    const today = (await app.currentRound()).id;
    expect((await visitor.post('/api/game/guess', { guess: '1', roundId: today })).status).toBe(401);
    expect((await visitor.get(`/api/archive/${today}`)).status).toBe(404);
    expect((await visitor.post(`/api/archive/${today}/guess`, { guess: '1' })).status).toBe(404);
  });

  it("can neither read nor write another visitor's or a player's practice, nor name a session it was not given", async () => {
    const visitor = app.client();
    await practise(visitor, '2026-11-17', miss('2026-11-17'));
    await practise(alice, '2026-11-18', miss('2026-11-18'));
    await practise(alice, '2026-11-18', miss('2026-11-18', 2));

    const other = app.client();
    expect((await roundOf(other, '2026-11-17')).body.attemptsUsed).toBe(0);
    expect((await roundOf(other, '2026-11-18')).body.attemptsUsed).toBe(0);
    expect((await practise(other, '2026-11-17', miss('2026-11-17'))).body.attemptsUsed).toBe(1);
    expect((await roundOf(visitor, '2026-11-17')).body.attemptsUsed).toBe(1);
    expect((await roundOf(visitor, '2026-11-18')).body.attemptsUsed).toBe(0);
    expect((await roundOf(alice, '2026-11-17')).body.attemptsUsed).toBe(0);
    expect((await roundOf(alice, '2026-11-18')).body.attemptsUsed).toBe(2);

    // The session id stored with the practice, sent without the server's signature, is nobody's.
    const [row] = await guestRows();
    const forger = app.client();
    const forged = { cookie: `sid=${row!.guestSessionId}.forged` };
    expect((await forger.get(`/api/archive/${rounds['2026-11-17']!.id}`, forged)).body.attemptsUsed).toBe(0);
    expect((await forger.post(`/api/archive/${rounds['2026-11-17']!.id}/guess`, { guess: '1' }, forged)).status).toBe(
      200,
    );
    expect((await roundOf(visitor, '2026-11-17')).body).toMatchObject({
      attemptsUsed: 1,
      guesses: [miss('2026-11-17')],
    });
  });

  it("never tells today's answer: when the admin sets a past round's NFT again, every past puzzle rests that day", async () => {
    const admin = await adminClient(app);
    expect((await admin.post(`/api/admin/nfts/${rounds['2026-11-17']!.nft}/set-today`)).status).toBe(200);
    const visitor = app.client();
    for (const day of ['2026-11-16', '2026-11-17', '2026-11-18']) {
      expect((await roundOf(visitor, day)).body.error.code).toBe('PRACTICE_RESTING');
      expect((await practise(visitor, day, '1')).body.error.code).toBe('PRACTICE_RESTING');
    }
    app.clock.set('2026-11-20T09:00:00Z');
    expect((await roundOf(visitor, '2026-11-17')).status).toBe(200);
    expect((await roundOf(visitor, '2026-11-18')).body.nextRoundId).toBe(rounds['2026-11-17']!.id);
  });

  it("keeps the practice past the day anonymous sessions are kept, until the session's 30 days end", async () => {
    const visitor = app.client();
    await practise(visitor, '2026-11-17', miss('2026-11-17'));
    app.clock.advance(2 * 24 * 60 * 60 * 1000);
    await app.runDueJobs();
    expect((await roundOf(visitor, '2026-11-17')).body.attemptsUsed).toBe(1);
    app.clock.advance(29 * 24 * 60 * 60 * 1000);
    await app.runDueJobs();
    expect((await roundOf(visitor, '2026-11-17')).body.attemptsUsed).toBe(0);
    expect(await guestRows()).toEqual([]);
  });

  it('is held to the per-minute guess cap by address, however many guest sessions it opens', async () => {
    await app.close();
    app = await startTestApp({ start: '2026-11-18T09:00:00Z', env: { RATE_LIMIT_GUESSES_PER_MIN: '3' } });
    const past = await app.currentRound();
    app.clock.set('2026-11-19T09:00:00Z');
    await app.currentRound();
    const guess = (client: TestClient, text = 'abc') => client.post(`/api/archive/${past.id}/guess`, { guess: text });
    const visitor = app.client();
    const statuses = [];
    for (const text of [wrongGuess(past.nft.nftId, 1), wrongGuess(past.nft.nftId, 2), 'abc', 'abc'])
      statuses.push((await guess(visitor, text)).status);
    expect(statuses).toEqual([200, 200, 400, 429]);
    // A fresh browser (a new guest session) from the same address shares its count.
    expect((await guess(app.client(), wrongGuess(past.nft.nftId, 1))).status).toBe(429);

    app.clock.advance(60_000);
    const fresh = await Promise.all([1, 2, 3, 4].map(() => guess(app.client())));
    expect(fresh.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);
  });

  it('opens only so many guest sessions an hour for one address', async () => {
    await app.close();
    app = await startTestApp({ start: '2026-11-18T09:00:00Z', env: { RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '3' } });
    const past = await app.currentRound();
    app.clock.set('2026-11-19T09:00:00Z');
    await app.currentRound();
    const guess = (client: TestClient) =>
      client.post(`/api/archive/${past.id}/guess`, { guess: wrongGuess(past.nft.nftId) });
    const visitors = [app.client(), app.client(), app.client(), app.client()];
    const statuses = [];
    for (const visitor of visitors) statuses.push((await guess(visitor)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await guess(visitors[3]!);
    expect(refused.body.error.message).toBe('Too many new guest sessions. Please wait a moment and try again.');
    expect(new Set((await guestRows()).map((row) => row.guestSessionId)).size).toBe(3);
    // A guest who has a session goes on playing; an hour later the address may open another.
    expect((await guess(visitors[0]!)).body.error?.code).toBe('ALREADY_GUESSED');
    app.clock.advance(60 * 60_000);
    expect((await guess(visitors[3]!)).status).toBe(200);
  });
});

describe('signing in carries the practice over', () => {
  it("makes a visitor's practice the player's, without a second game of a round the player played or practised", async () => {
    // Alice won the 16th on its day and has practised the 18th once.
    await practise(alice, '2026-11-18', miss('2026-11-18', 5));
    const browser = app.client();
    await practise(browser, '2026-11-16', miss('2026-11-16'));
    await practise(browser, '2026-11-17', miss('2026-11-17'));
    await practise(browser, '2026-11-17', rounds['2026-11-17']!.answer);
    await practise(browser, '2026-11-18', miss('2026-11-18', 1));
    await practise(browser, '2026-11-18', miss('2026-11-18', 2));
    const guestCookie = browser.cookie;

    await browser.signIn(WALLETS.alice);
    expect(await resultsOf(browser)).toEqual({
      '2026-11-18': { outcome: 'in-progress', attempts: null, practice: true },
      '2026-11-17': { outcome: 'won', attempts: 2, practice: true },
      '2026-11-16': { outcome: 'won', attempts: 2, practice: false },
    });
    expect((await roundOf(browser, '2026-11-18')).body).toMatchObject({
      attemptsUsed: 1,
      guesses: [miss('2026-11-18', 5)],
    });
    expect((await roundOf(browser, '2026-11-16')).body).toMatchObject({ practice: false, points: 5 });
    expect(await guestRows()).toEqual([]);
    // The visitor's session ended with the sign-in: its cookie holds nothing any more.
    expect(
      (await app.client().get(`/api/archive/${rounds['2026-11-17']!.id}`, { cookie: guestCookie })).body,
    ).toMatchObject({ attemptsUsed: 0 });
    // And the player's stats and boards read as before: practice earns nothing.
    expect((await browser.get('/api/player/stats')).body).toMatchObject({ played: 1, wins: 1, totalPoints: 5 });
  });

  it("gives a Telegram user's practice without a wallet to the wallet's player when they link it", async () => {
    const launch = (id: number) => ({
      authorization: `tma ${sign({ user: { id, first_name: 'Ada' } }, BOT_TOKEN, new Date(app.clock.now().getTime() - 60_000))}`,
    });
    const mini = app.client();
    const ada = launch(42);
    const first = await practise(mini, '2026-11-17', miss('2026-11-17'), ada);
    expect([first.status, first.headers.getSetCookie()]).toEqual([200, []]);
    await practise(mini, '2026-11-16', miss('2026-11-16'), ada);
    expect((await roundOf(mini, '2026-11-17', ada)).body.attemptsUsed).toBe(1);
    expect((await roundOf(app.client(), '2026-11-17', launch(43))).body.attemptsUsed).toBe(0);
    expect((await resultsOf(mini, ada))['2026-11-17']).toEqual({
      outcome: 'in-progress',
      attempts: null,
      practice: true,
    });

    const created = await mini.post('/api/wallet/xaman/create', {}, ada);
    await app.client().post(`/dev/xaman/${created.body.uuid}/approve`, { account: WALLETS.alice });
    expect((await mini.get(`/api/wallet/xaman/status/${created.body.uuid}`, ada)).body.resolved).toBe(true);

    const results = await resultsOf(alice);
    expect(results['2026-11-17']).toEqual({ outcome: 'in-progress', attempts: null, practice: true });
    expect(results['2026-11-16']).toEqual({ outcome: 'won', attempts: 2, practice: false });
    expect((await roundOf(alice, '2026-11-17')).body.guesses).toEqual([miss('2026-11-17')]);
    expect((await roundOf(mini, '2026-11-17', ada)).body.guesses).toEqual([miss('2026-11-17')]);
  });
});
