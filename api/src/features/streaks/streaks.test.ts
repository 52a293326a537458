import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_STREAK } from '@app/shared/schemas/streak';
import { startTestApp, WALLETS, wrongGuess, type TestApp, type TestClient } from '../../../test/harness';
import { streakOf } from './compute';

describe('the streak of days played', () => {
  it('counts days in a row, keeps the best run, and reads days in any order and repeated', () => {
    const days = ['2026-01-05', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-05', '2026-01-06'];
    expect(streakOf(days, '2026-01-06')).toEqual({ current: 2, best: 3, atRisk: false, broken: 0 });
  });

  it('is at risk the day after, and broken the day after that', () => {
    const days = ['2026-01-01', '2026-01-02'];
    expect(streakOf(days, '2026-01-03')).toEqual({ current: 2, best: 2, atRisk: true, broken: 0 });
    expect(streakOf(days, '2026-01-04')).toEqual({ current: 0, best: 2, atRisk: false, broken: 2 });
    expect(streakOf([...days, '2026-01-04'], '2026-01-04')).toEqual({ current: 1, best: 2, atRisk: false, broken: 2 });
    // The next day the break is old news.
    expect(streakOf([...days, '2026-01-04', '2026-01-05'], '2026-01-05').broken).toBe(0);
  });

  it('does not call the end of a one-day run a broken streak', () => {
    expect(streakOf(['2026-01-01'], '2026-01-04')).toEqual({ current: 0, best: 1, atRisk: false, broken: 0 });
    expect(streakOf([], '2026-01-04')).toEqual(NO_STREAK);
  });
});

describe('streaks over HTTP', () => {
  let app: TestApp;
  let alice: TestClient;

  beforeEach(async () => {
    app = await startTestApp({ start: '2026-11-16T09:00:00Z' });
    alice = app.client();
    await alice.signIn(WALLETS.alice);
  });

  afterEach(() => app.close());

  /** Plays `day`: `misses` wrong guesses, then the answer when `win`; returns each guess's answer. */
  async function play(day: string, misses: number, win: boolean) {
    app.clock.set(`${day}T09:00:00Z`);
    const round = await app.currentRound();
    const answers = [];
    for (let miss = 1; miss <= misses; miss++)
      answers.push(
        (await alice.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId, miss), roundId: round.id })).body,
      );
    if (win) answers.push((await alice.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id })).body);
    return answers;
  }

  it("is all zeros for a visitor's /api/me", async () => {
    expect((await app.client().get('/api/me')).body.streak).toEqual(NO_STREAK);
  });

  it('comes with the guess that ends the day, counts a lost day, warns at risk, and breaks on a missed day', async () => {
    const [win] = await play('2026-11-16', 0, true);
    expect(win.streak).toEqual({ current: 1, best: 1, atRisk: false, broken: 0 });

    const lost = await play('2026-11-17', 3, false);
    expect(lost.map((answer) => answer.streak)).toEqual([
      null,
      null,
      { current: 2, best: 2, atRisk: false, broken: 0 },
    ]);

    app.clock.set('2026-11-18T23:59:00Z');
    expect((await alice.get('/api/me')).body.streak).toEqual({ current: 2, best: 2, atRisk: true, broken: 0 });
    // Guessing without finishing keeps it at risk.
    await play('2026-11-18', 1, false);
    expect((await alice.get('/api/me')).body.streak.atRisk).toBe(true);

    app.clock.set('2026-11-19T00:00:00Z');
    expect((await alice.get('/api/me')).body.streak).toEqual({ current: 0, best: 2, atRisk: false, broken: 2 });
    const [again] = await play('2026-11-19', 0, true);
    expect(again.streak).toEqual({ current: 1, best: 2, atRisk: false, broken: 2 });
  });
});
