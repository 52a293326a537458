import { leaderboard, bwifLeaderboard, bwifPointsLeaderboard } from '@app/db/schema/leaderboards';
import { guesses } from '@app/db/schema/rounds';
import { nfts } from '@app/db/schema/nfts';
import { eq } from '@app/db/orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_HOLDER_WALLET } from '../../settings';
import { insertWrongAttemptsTogether } from './next-attempt';
import {
  playNftWithHint,
  seedWalletUser,
  seedWeeklyBoard,
  startAppWithPlayer,
  WALLETS,
  wrongGuess,
  type TestApp,
  type TestClient,
} from '../../../test/harness';

let app: TestApp;
let player: TestClient;

beforeEach(async () => {
  ({ app, player } = await startAppWithPlayer());
});

afterEach(() => app.close());

async function guess(client: TestClient, text: string, roundId?: number) {
  return client.post('/api/game/guess', { guess: text, roundId: roundId ?? (await app.currentRound()).id });
}

describe('guessing', () => {
  it.each([
    [1, 10],
    [2, 5],
    [3, 2],
  ])('a win on attempt %i scores %i points', async (attempt, points) => {
    const answer = (await app.currentRound()).nft.nftId;
    for (let miss = 1; miss < attempt; miss++) {
      const wrong = await guess(player, wrongGuess(answer, miss));
      expect(wrong.body).toMatchObject({ success: false, points: 0, attemptsUsed: miss, gameOver: false, nft: null });
    }
    const win = await guess(player, `#${answer}`);
    expect(win.status).toBe(200);
    expect(win.body).toMatchObject({ success: true, points, attemptsUsed: attempt, gameOver: true });
    expect(win.body.nft.nftId).toBe(answer);

    const board = await app.deps.database.select().from(leaderboard);
    expect(board).toEqual([expect.objectContaining({ totalPoints: points, totalCorrect: 1, totalAttempts: attempt })]);
    expect((await app.deps.database.select().from(bwifPointsLeaderboard))[0]?.points).toBe(points);
  });

  it('names the NFT once in the win and loss messages, whether or not its name carries the number', async () => {
    const { nft } = await app.currentRound();
    expect(nft.name).toContain(`#${nft.nftId}`);
    const win = await guess(player, nft.nftId);
    expect(win.body.message).toBe(`You identified ${nft.name} on attempt 1.`);

    // Tomorrow's NFT has a name without its number.
    const tomorrow = (await app.deps.database.select().from(nfts)).find((other) => other.id !== nft.id)!;
    await app.deps.database
      .update(nfts)
      .set({ name: 'Plain Name', setForDate: '2026-11-19' })
      .where(eq(nfts.id, tomorrow.id));
    app.clock.set('2026-11-19T09:00:00Z');
    for (const offset of [1, 2]) await guess(player, wrongGuess(tomorrow.nftId, offset));
    const lost = await guess(player, wrongGuess(tomorrow.nftId, 3));
    expect(lost.body.message).toBe(`Out of attempts. It was Plain Name #${tomorrow.nftId}.`);
  });

  it('accepts the answer with spaces, several # and leading zeros', async () => {
    const answer = (await app.currentRound()).nft.nftId;
    const win = await guess(player, ` ##00${answer} `);
    expect(win.body.success).toBe(true);
  });

  it('ends the game after three misses and refuses a fourth guess with 409', async () => {
    const answer = (await app.currentRound()).nft.nftId;
    for (let miss = 1; miss <= 3; miss++) await guess(player, wrongGuess(answer, miss));
    const image = await player.get('/api/game/image');
    expect(image.body).toMatchObject({ attemptsUsed: 3, gameOver: true, hasWon: false, blurLevel: 'none' });
    expect(image.body.nftId).toBe(answer);

    const fourth = await guess(player, answer);
    expect(fourth.status).toBe(409);
    expect(fourth.body.error.code).toBe('GAME_OVER');
    expect(await app.deps.database.select().from(guesses)).toHaveLength(3);
    expect(await app.deps.database.select().from(leaderboard)).toHaveLength(0);
  });

  it('refuses a guess after a win', async () => {
    await guess(player, (await app.currentRound()).nft.nftId);
    const again = await guess(player, (await app.currentRound()).nft.nftId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already solved/);
  });

  it('never records more than three attempts for 20 concurrent guesses', async () => {
    const answer = (await app.currentRound()).nft.nftId;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => guess(player, wrongGuess(answer, index + 1))),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(results.filter((result) => result.status === 409)).toHaveLength(17);
    const attempts = (await app.deps.database.select().from(guesses)).map((row) => row.attemptNumber);
    expect(attempts.sort()).toEqual([1, 2, 3]);
  });

  it('refuses a number already tried, in any spelling, with 409 ALREADY_GUESSED and the attempts unchanged', async () => {
    const tried = wrongGuess((await app.currentRound()).nft.nftId);
    expect((await guess(player, `#${tried}`)).body.attemptsUsed).toBe(1);
    for (const spelling of [tried, `0${tried}`, ` ##${tried}`]) {
      const again = await guess(player, spelling);
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({ code: 'ALREADY_GUESSED', message: `You already guessed #${tried}` });
    }
    expect((await player.get('/api/game/image')).body).toMatchObject({ attemptsUsed: 1, guesses: [tried] });
    expect(await app.deps.database.select().from(guesses)).toHaveLength(1);
  });

  it('refuses an invalid guess with the spec message and records nothing', async () => {
    const bad = await guess(player, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ message: 'Only numbers and the # symbol are allowed', field: 'guess' });
    const empty = await guess(player, '  ');
    expect(empty.body.error.message).toBe('NFT ID is required');
    expect(await app.deps.database.select().from(guesses)).toHaveLength(0);
  });
});

describe('wrong guesses written together', () => {
  it("records each player's next attempt in one statement, and none for a player whose game is over or who tried the number", async () => {
    const round = await app.currentRound();
    const now = app.clock.now();
    const [fresh, missedTwice, missedThrice, won, repeater] = await Promise.all(
      ['rFreshXX', 'rTwiceXX', 'rThriceX', 'rWonXXXX', 'rRepeatX'].map((name) =>
        seedWalletUser(app, name.padEnd(34, 'X')),
      ),
    );
    const earlier = (userId: number, attempts: number, lastCorrect = false) =>
      Array.from({ length: attempts }, (_, index) => ({
        userId,
        roundId: round.id,
        guess: String(index),
        correct: lastCorrect && index === attempts - 1,
        attemptNumber: index + 1,
        points: 0,
        timestamp: now,
      }));
    await app.deps.database
      .insert(guesses)
      .values([
        ...earlier(missedTwice!.id, 2),
        ...earlier(missedThrice!.id, 3),
        ...earlier(won!.id, 1, true),
        { ...earlier(repeater!.id, 1)[0]!, guess: '42' },
      ]);

    const attempts = [fresh, missedTwice, missedThrice, won, repeater].map((user) => ({
      userId: user!.id,
      roundId: round.id,
      guess: '42',
      correct: false,
      now,
      platform: 'web' as const,
    }));
    expect(await insertWrongAttemptsTogether(app.deps.database, attempts)).toEqual([
      { attemptNumber: 1, points: 0 },
      { attemptNumber: 3, points: 0 },
      null,
      null,
      null,
    ]);
    const rows = await app.deps.database.select().from(guesses);
    const attemptsOf = (userId: number) => rows.filter((row) => row.userId === userId).length;
    expect([fresh, missedTwice, missedThrice, won, repeater].map((user) => attemptsOf(user!.id))).toEqual([
      1, 3, 3, 1, 1,
    ]);
    expect(rows.find((row) => row.userId === fresh!.id)).toMatchObject({ guess: '42', correct: false, timestamp: now });
  });

  it('gives every player guessing at the same moment their own attempt', async () => {
    const wallets = Array.from({ length: 12 }, (_, index) => `rCrowd${'ABCDEFGHJKLM'[index]}`.padEnd(34, 'X'));
    const players = await Promise.all(
      wallets.map(async (wallet) => {
        const client = app.client();
        await client.signIn(wallet);
        return client;
      }),
    );
    const answer = (await app.currentRound()).nft.nftId;
    for (const attempt of [1, 2, 3]) {
      const results = await Promise.all(players.map((client) => guess(client, wrongGuess(answer, attempt))));
      expect(results.map((result) => result.body.attemptsUsed)).toEqual(players.map(() => attempt));
    }
    const fourth = await Promise.all(players.map((client) => guess(client, answer)));
    expect(fourth.map((result) => result.status)).toEqual(players.map(() => 409));
    expect(await app.deps.database.select().from(guesses)).toHaveLength(3 * players.length);
  });
});

describe('what a guess tells the player', () => {
  it("keeps the day's guesses in order, as stored, for every later read of the image", async () => {
    const answer = (await app.currentRound()).nft.nftId;
    await guess(player, `#00${wrongGuess(answer, 1)}`);
    await guess(player, ` ${wrongGuess(answer, 2)} `);
    const expected = [wrongGuess(answer, 1), wrongGuess(answer, 2)];
    expect((await player.get('/api/game/image')).body).toMatchObject({
      guesses: expected,
      attemptResults: [false, false],
    });

    await guess(player, answer);
    const reloaded = await player.get('/api/game/image');
    expect(reloaded.body).toMatchObject({ guesses: [...expected, answer], attemptResults: [false, false, true] });
  });

  it('says no rank change for a miss', async () => {
    const miss = await guess(player, wrongGuess((await app.currentRound()).nft.nftId));
    expect(miss.body.rankChange).toBeNull();
  });

  it("enters the board from nowhere with the player's first points", async () => {
    await seedWeeklyBoard(app, [[WALLETS.bob, 20, 2, 2, 5]]);
    const win = await guess(player, (await app.currentRound()).nft.nftId);
    expect(win.body.rankChange).toEqual({ from: null, to: 2 });
  });

  it('says the move when a win overtakes another player', async () => {
    await seedWeeklyBoard(app, [
      [WALLETS.bob, 8, 1, 1, 5],
      [WALLETS.alice, 3, 1, 3, 10],
    ]);
    // The board was read before the guess: the rank index is then kept in step, not rebuilt.
    expect((await player.get('/api/leaderboard/me?board=regular')).body.rank).toBe(2);
    const win = await guess(player, (await app.currentRound()).nft.nftId);
    expect(win.body.rankChange).toEqual({ from: 2, to: 1 });
    expect((await player.get('/api/leaderboard/me?board=regular')).body.rank).toBe(1);
  });

  it('keeps the rank when a win does not pass anyone', async () => {
    await seedWeeklyBoard(app, [
      [WALLETS.bob, 30, 3, 3, 5],
      [WALLETS.alice, 3, 1, 3, 10],
    ]);
    const win = await guess(player, (await app.currentRound()).nft.nftId);
    expect(win.body.rankChange).toEqual({ from: 2, to: 2 });
  });
});

describe('rounds and the clock', () => {
  it('opens a new round at 00:00 UTC and answers a guess for yesterday with 409 needsRefresh', async () => {
    const yesterday = await app.currentRound();
    const before = await player.get('/api/game/current');
    expect(before.body.roundId).toBe(yesterday.id);
    expect(before.body.timeRemaining).toEqual({ hours: 14, minutes: 0, seconds: 0 });

    app.clock.set('2026-11-19T00:00:01Z');
    const stale = await guess(player, yesterday.nft.nftId, yesterday.id);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ needsRefresh: true, error: { code: 'ROUND_CHANGED' } });

    const today = await player.get('/api/game/current');
    expect(today.body.roundId).not.toBe(yesterday.id);
    expect(today.body.roundNumber).toBe(2);
    expect((await app.currentRound()).nft.id).not.toBe(yesterday.nft.id);
    expect((await app.currentRound()).day).toBe('2026-11-19');
  });

  it('picks a Throwback Thursday NFT on Thursday', async () => {
    app.clock.set('2026-11-19T08:00:00Z');
    const round = await app.currentRound();
    expect(round.throwbackThursday).toBe(true);
    expect(round.nft.throwbackThursday).toBe(true);
    const current = await player.get('/api/game/current');
    expect(current.body.throwbackThursday).toBe(true);
  });

  it('prefers the NFT scheduled for the day', async () => {
    const [scheduled] = (await app.deps.database.select().from(nfts)).slice(-1);
    await app.deps.database.update(nfts).set({ setForDate: '2026-11-20' }).where(eq(nfts.id, scheduled!.id));
    app.clock.set('2026-11-20T00:00:00Z');
    expect((await app.currentRound()).nft.id).toBe(scheduled!.id);
  });

  it('answers 404 NO_ROUND when there is no active NFT', async () => {
    await app.deps.database.update(nfts).set({ active: false });
    app.clock.set('2026-11-21T00:00:00Z');
    const current = await player.get('/api/game/current');
    expect(current.status).toBe(404);
    expect(current.body.error.code).toBe('NO_ROUND');
  });
});

describe('holders', () => {
  it('shows the hint to a holder and not to a non-holder', async () => {
    const withHint = await playNftWithHint(app, '2026-11-20');

    const holder = app.client();
    await holder.signIn(DEV_HOLDER_WALLET);
    expect((await holder.get('/api/game/current')).body.hint).toBe(withHint.hint);
    expect((await player.get('/api/game/current')).body.hint).toBeUndefined();
    expect((await app.client().get('/api/game/current')).body.hint).toBeUndefined();

    await guess(holder, withHint.nftId);
    expect(await app.deps.database.select().from(bwifLeaderboard)).toEqual([
      expect.objectContaining({ totalPoints: 10, bwifBalance: '10000000' }),
    ]);
  });
});
