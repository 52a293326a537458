import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_STREAK } from '@app/shared/schemas/streak';
import { startTestApp, WALLETS, wrongGuess, type TestApp, type TestClient } from '../../../test/harness';

let app: TestApp;
let alice: TestClient;

beforeEach(async () => {
  app = await startTestApp({ start: '2026-11-16T09:00:00Z' });
  alice = app.client();
  await alice.signIn(WALLETS.alice);
});

afterEach(() => app.close());

async function play(day: string, misses: number, win: boolean) {
  app.clock.set(`${day}T09:00:00Z`);
  const round = await app.currentRound();
  for (let miss = 1; miss <= misses; miss++) {
    await alice.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId, miss), roundId: round.id });
  }
  if (win) await alice.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
}

describe('player stats', () => {
  it('counts games, wins, the attempt of each win, and a streak of days played that a lost day keeps and a missed day breaks', async () => {
    await play('2026-11-16', 0, true);
    await play('2026-11-17', 1, true);
    await play('2026-11-18', 0, true);
    // 19th missed
    await play('2026-11-20', 3, false);
    await play('2026-11-21', 2, true);
    await play('2026-11-22', 0, true);

    const stats = (await alice.get('/api/player/stats')).body;
    expect(stats).toEqual({
      played: 6,
      wins: 5,
      winPercent: 83,
      streak: { ...NO_STREAK, current: 3, best: 3 },
      winStreak: { current: 2, best: 3 },
      distribution: [3, 1, 1],
      totalPoints: 10 + 5 + 10 + 2 + 10,
    });
  });

  it('counts the days won in a row as the win streak: a loss ends it where the play streak lives on', async () => {
    await play('2026-11-16', 0, true);
    await play('2026-11-17', 0, true);
    await play('2026-11-18', 3, false);
    await play('2026-11-19', 1, true);
    const stats = (await alice.get('/api/player/stats')).body;
    expect(stats).toMatchObject({ streak: { current: 4, best: 4 }, winStreak: { current: 1, best: 2 } });
    // Yesterday's win still counts until today's game is played.
    app.clock.set('2026-11-20T09:00:00Z');
    expect((await alice.get('/api/player/stats')).body.winStreak).toEqual({ current: 1, best: 2 });
    app.clock.set('2026-11-21T09:00:00Z');
    expect((await alice.get('/api/player/stats')).body.winStreak).toEqual({ current: 0, best: 2 });
  });

  it('keeps the streak, at risk, while today is unfinished, and needs a session', async () => {
    await play('2026-11-16', 0, true);
    await play('2026-11-17', 0, true);
    await play('2026-11-18', 1, false);
    expect((await alice.get('/api/player/stats')).body.streak).toEqual({
      ...NO_STREAK,
      current: 2,
      best: 2,
      atRisk: true,
    });
    app.clock.set('2026-11-19T09:00:00Z');
    expect((await alice.get('/api/player/stats')).body.streak).toEqual({ ...NO_STREAK, best: 2, broken: 2 });
    expect((await app.client().get('/api/player/stats')).status).toBe(401);
  });
});
