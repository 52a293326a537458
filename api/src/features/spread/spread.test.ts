import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insightRounds } from '@app/db/schema/insights';
import { eq } from '@app/db/orm';
import { roundSpreadPath } from '@app/shared/schemas/spread';
import { boardAddress, startTestApp, wrongGuess, type TestApp, type TestClient } from '../../../test/harness';
import { tallyToday } from '../insights/tally';

let app: TestApp;
let round: { id: number; answer: string };

beforeEach(async () => {
  app = await startTestApp({ start: '2026-11-18T09:00:00Z' });
  const current = await app.currentRound();
  round = { id: current.id, answer: current.nft.nftId };
});

afterEach(() => app.close());

let players = 0;
async function player(): Promise<TestClient> {
  const client = app.client();
  await client.signIn(boardAddress(++players));
  return client;
}

/** Plays today's round: `misses` wrong guesses, then the answer when `win`. */
async function play(client: TestClient, misses: number, win: boolean) {
  for (let miss = 1; miss <= misses; miss++) {
    const answer = await client.post('/api/game/guess', { guess: wrongGuess(round.answer, miss), roundId: round.id });
    expect(answer.status).toBe(200);
  }
  if (win) expect((await client.post('/api/game/guess', { guess: round.answer, roundId: round.id })).status).toBe(200);
}

/** The spread as `client` is answered it, checked to carry nothing of the answer. */
async function spreadFor(client: TestClient) {
  const answer = await client.get(roundSpreadPath(round.id));
  expect(answer.text).not.toContain(round.answer);
  return answer;
}

describe("a round's spread", () => {
  it("answers today's round only to a player whose game is over, never with the answer", async () => {
    const [winner, stillGuessing, outOfTries] = [await player(), await player(), await player()];
    await play(stillGuessing, 1, false);
    expect((await spreadFor(app.client())).status).toBe(401);
    expect((await spreadFor(stillGuessing)).status).toBe(403);
    expect((await spreadFor(stillGuessing)).body.error.message).toBe('Finish the round first to see how everyone did');

    await play(winner, 1, true);
    await play(outOfTries, 3, false);
    for (const over of [winner, outOfTries]) {
      const answer = await spreadFor(over);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ players: 3, solvedByAttempt: [0, 1, 0], missed: 1 });
    }
  });

  it('refuses an unknown or malformed round with a 4xx naming it', async () => {
    const visitor = app.client();
    const unknown = await visitor.get('/api/rounds/999999/spread');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No round with that id');
    for (const bad of ['abc', '-1', '1.5', '0']) {
      const answer = await visitor.get(`/api/rounds/${bad}/spread`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(/roundId/);
    }
  });

  it("adds today's tally to the guesses since, and a player's own game to a count kept from before it", async () => {
    const first = await player();
    await play(first, 0, true);
    await play(await player(), 2, true);
    app.clock.set('2026-11-18T10:30:00Z');
    await tallyToday({ ctx: { database: app.deps.database, now: app.clock.now() } });

    app.clock.set('2026-11-18T10:40:00Z');
    await play(await player(), 3, false);
    expect((await spreadFor(first)).body).toEqual({ players: 3, solvedByAttempt: [1, 0, 1], missed: 1 });

    // The count is kept 10 seconds: a later player is told their own game in it, the others not yet.
    const late = await player();
    await play(late, 1, true);
    expect((await spreadFor(late)).body).toEqual({ players: 4, solvedByAttempt: [1, 1, 1], missed: 1 });
    expect((await spreadFor(first)).body).toEqual({ players: 3, solvedByAttempt: [1, 0, 1], missed: 1 });
    app.clock.set('2026-11-18T10:40:10Z');
    expect((await spreadFor(first)).body).toEqual({ players: 4, solvedByAttempt: [1, 1, 1], missed: 1 });
  });

  it('answers a past round to anyone, from its guesses, then from its roll-up', async () => {
    await play(await player(), 0, true);
    await play(await player(), 3, false);
    await play(await player(), 1, false);
    const expected = { players: 3, solvedByAttempt: [1, 0, 0], missed: 1 };

    app.clock.set('2026-11-19T00:00:30Z');
    const visitor = app.client();
    expect((await spreadFor(visitor)).body).toEqual(expected);

    await tallyToday({ ctx: { database: app.deps.database, now: app.clock.now() } });
    const rolledUp = await app.deps.database.select().from(insightRounds).where(eq(insightRounds.roundId, round.id));
    expect(rolledUp).toHaveLength(1);
    // What the answer reads now is the roll-up's row: changed here, the answer follows it.
    await app.deps.database.update(insightRounds).set({ players: 4 }).where(eq(insightRounds.roundId, round.id));
    app.clock.set('2026-11-19T00:01:00Z');
    expect((await spreadFor(visitor)).body).toEqual({ ...expected, players: 4 });
  });
});
