import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, WALLETS, wrongGuess, type TestApp, type TestClient } from '../../../test/harness';

let app: TestApp;
let alice: TestClient;
const rounds: Record<string, { id: number; answer: string }> = {};

/** Opens the round of `day` (09:00 UTC) and plays it: `misses` wrong guesses, then the answer when `win`. */
async function play(day: string, misses: number, win: boolean) {
  app.clock.set(`${day}T09:00:00Z`);
  const round = await app.currentRound();
  rounds[day] = { id: round.id, answer: round.nft.nftId };
  for (let miss = 1; miss <= misses; miss++)
    await alice.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId, miss), roundId: round.id });
  if (win) await alice.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
}

const practise = (client: TestClient, day: string, guess: string) =>
  client.post(`/api/archive/${rounds[day]!.id}/guess`, { guess });

beforeEach(async () => {
  app = await startTestApp({ start: '2026-11-16T09:00:00Z' });
  alice = app.client();
  await alice.signIn(WALLETS.alice);
  await play('2026-11-16', 1, true);
  await play('2026-11-17', 0, false);
  await play('2026-11-18', 3, false);
  await play('2026-11-19', 0, false);
});

afterEach(() => app.close());

describe('the practice list', () => {
  it("lists past rounds newest first with the player's own result, never today's", async () => {
    const list = await alice.get('/api/archive');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      rounds: [
        {
          roundId: rounds['2026-11-18']!.id,
          day: '2026-11-18',
          roundNumber: 3,
          result: { outcome: 'lost', attempts: null, practice: false },
        },
        {
          roundId: rounds['2026-11-17']!.id,
          day: '2026-11-17',
          roundNumber: 2,
          result: { outcome: 'not-played', attempts: null, practice: false },
        },
        {
          roundId: rounds['2026-11-16']!.id,
          day: '2026-11-16',
          roundNumber: 1,
          result: { outcome: 'won', attempts: 2, practice: false },
        },
      ],
      nextBefore: null,
    });
  });

  it('shows a visitor the rounds, all not played, and refuses a bad cursor', async () => {
    const visitor = app.client();
    const list = await visitor.get('/api/archive');
    expect(list.body.rounds.map((round: any) => round.result.outcome)).toEqual([
      'not-played',
      'not-played',
      'not-played',
    ]);
    expect((await visitor.get('/api/archive?before=yesterday')).status).toBe(400);
    expect((await visitor.get('/api/archive?before=2026-11-17')).body.rounds).toHaveLength(1);
  });
});

describe('a past round by its number', () => {
  it('finds #N among the past days, oldest first, and refuses today, the future and bad numbers', async () => {
    const visitor = app.client();
    expect((await visitor.get('/api/archive/number/1')).body).toEqual({ roundId: rounds['2026-11-16']!.id });
    expect((await visitor.get('/api/archive/number/3')).body).toEqual({ roundId: rounds['2026-11-18']!.id });
    // #4 is today's round: not in the archive.
    const today = await visitor.get('/api/archive/number/4');
    expect(today.status).toBe(404);
    expect(today.body.error.message).toBe('No past round #4: the archive holds rounds whose day has ended');
    for (const bad of ['0', '-2', '1.5', 'abc', '99999999']) {
      const answer = await visitor.get(`/api/archive/number/${bad}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(/roundNumber/);
    }
  });
});

describe('practice', () => {
  it('plays a past round with three tries, clearer each miss, telling the answer only at the end, for no points', async () => {
    const before = await alice.get('/api/player/stats');
    const start = await alice.get(`/api/archive/${rounds['2026-11-17']!.id}`);
    expect(start.body).toMatchObject({ practice: true, blurLevel: 'high', attemptsUsed: 0, nft: null, nftId: null });
    expect((await alice.get(start.body.imageUrl)).status).toBe(200);

    const miss = await practise(alice, '2026-11-17', wrongGuess(rounds['2026-11-17']!.answer));
    expect(miss.body).toMatchObject({ success: false, points: 0, gameOver: false, nft: null, streak: null });
    const after = (await alice.get(`/api/archive/${rounds['2026-11-17']!.id}`)).body;
    expect(after).toMatchObject({ blurLevel: 'medium', attemptsUsed: 1, nft: null });
    expect(after.imageUrl).not.toBe(start.body.imageUrl);

    const win = await practise(alice, '2026-11-17', `#${rounds['2026-11-17']!.answer}`);
    expect(win.body).toMatchObject({ success: true, points: 0, gameOver: true, rankChange: null, streak: null });
    expect(win.body.nft.nftId).toBe(rounds['2026-11-17']!.answer);
    expect((await practise(alice, '2026-11-17', '1')).status).toBe(409);
    expect((await alice.get(`/api/archive/${rounds['2026-11-17']!.id}`)).body).toMatchObject({
      gameOver: true,
      blurLevel: 'none',
      points: 0,
    });

    // No points, no streak, no boards: the record reads as before.
    expect((await alice.get('/api/player/stats')).body).toEqual(before.body);
    // Practising the 17th did not join the 16th and the 18th into a streak.
    expect((await alice.get('/api/me')).body.streak).toMatchObject({ current: 1, best: 1 });
    const list = (await alice.get('/api/archive')).body.rounds;
    expect(list[1].result).toEqual({ outcome: 'won', attempts: 2, practice: true });
  });

  it('refuses a number already tried in practice, in any spelling, with the attempts unchanged', async () => {
    const tried = wrongGuess(rounds['2026-11-17']!.answer);
    expect((await practise(alice, '2026-11-17', `#${tried}`)).body.attemptsUsed).toBe(1);
    for (const spelling of [tried, `0${tried}`]) {
      const again = await practise(alice, '2026-11-17', spelling);
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({ code: 'ALREADY_GUESSED', message: `You already guessed #${tried}` });
    }
    expect((await alice.get(`/api/archive/${rounds['2026-11-17']!.id}`)).body).toMatchObject({ attemptsUsed: 1 });
  });

  it('shows a round finished on its day to look back at, not to practise', async () => {
    const round = await alice.get(`/api/archive/${rounds['2026-11-16']!.id}`);
    expect(round.body).toMatchObject({ practice: false, gameOver: true, hasWon: true, points: 5, blurLevel: 'none' });
    expect((await practise(alice, '2026-11-16', rounds['2026-11-16']!.answer)).status).toBe(409);
  });

  it("is 404 for today's round and a future one, 400 for a bad id or guess", async () => {
    for (const path of [`/api/archive/${rounds['2026-11-19']!.id}`, '/api/archive/99999']) {
      expect((await alice.get(path)).status).toBe(404);
      expect((await alice.post(`${path}/guess`, { guess: '1' })).status).toBe(404);
    }
    expect((await alice.get('/api/archive/abc')).status).toBe(400);
    expect((await practise(alice, '2026-11-17', 'abc')).body.error.code).toBe('BAD_REQUEST');
    expect((await practise(alice, '2026-11-17', '1'.repeat(65))).status).toBe(400);
    const visitor = app.client();
    expect((await visitor.get(`/api/archive/${rounds['2026-11-17']!.id}`)).body).toMatchObject({ attemptsUsed: 0 });
  });

  it('names the next puzzle to play: the newest earlier day not finished, else the newest later one', async () => {
    const nextOf = async (client: TestClient, day: string) =>
      (await client.get(`/api/archive/${rounds[day]!.id}`)).body.nextRoundId;
    // Alice finished the 16th and the 18th on their days.
    expect(await nextOf(alice, '2026-11-18')).toBe(rounds['2026-11-17']!.id);
    expect(await nextOf(alice, '2026-11-16')).toBe(rounds['2026-11-17']!.id);
    expect(await nextOf(alice, '2026-11-17')).toBeNull();

    const visitor = app.client();
    expect(await nextOf(visitor, '2026-11-18')).toBe(rounds['2026-11-17']!.id);
    expect(await nextOf(visitor, '2026-11-16')).toBe(rounds['2026-11-18']!.id);
    for (const offset of [1, 2, 3])
      await practise(visitor, '2026-11-17', wrongGuess(rounds['2026-11-17']!.answer, offset));
    // The 17th finished: the 18th's next passes over it to the 16th, the day before.
    expect(await nextOf(visitor, '2026-11-18')).toBe(rounds['2026-11-16']!.id);
    expect(await nextOf(visitor, '2026-11-17')).toBe(rounds['2026-11-16']!.id);
  });

  it('never counts a fourth attempt, however many guesses arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        practise(alice, '2026-11-18', wrongGuess(rounds['2026-11-18']!.answer, index + 1)),
      ),
    );
    // The 18th was finished on its day: every one is refused; the 17th is open to practise.
    expect(answers.every((answer) => answer.status === 409)).toBe(true);
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        practise(alice, '2026-11-17', wrongGuess(rounds['2026-11-17']!.answer, index + 1)),
      ),
    );
    const counted = burst.filter((answer) => answer.status === 200).length;
    expect(burst.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    const state = (await alice.get(`/api/archive/${rounds['2026-11-17']!.id}`)).body;
    expect(state.attemptsUsed).toBe(counted);
    expect(counted).toBeLessThanOrEqual(3);
  });
});
