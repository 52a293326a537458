import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_STREAK } from '@app/shared/schemas/streak';
import { startTestApp, WALLETS, wrongGuess, type TestApp, type TestClient } from '../../../test/harness';
import { plainRunOf, streakOf } from './compute';

describe('the streak of days played', () => {
  it('counts days in a row, keeps the best run, and reads days in any order and repeated', () => {
    const days = ['2026-01-05', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-05', '2026-01-06'];
    expect(streakOf(days, '2026-01-06')).toEqual({ ...NO_STREAK, current: 2, best: 3 });
  });

  it('is at risk the day after, and broken the day after that', () => {
    const days = ['2026-01-01', '2026-01-02'];
    expect(streakOf(days, '2026-01-03')).toEqual({ ...NO_STREAK, current: 2, best: 2, atRisk: true });
    expect(streakOf(days, '2026-01-04')).toEqual({ ...NO_STREAK, best: 2, broken: 2 });
    expect(streakOf([...days, '2026-01-04'], '2026-01-04')).toEqual({ ...NO_STREAK, current: 1, best: 2, broken: 2 });
    // The next day the break is old news.
    expect(streakOf([...days, '2026-01-04', '2026-01-05'], '2026-01-05').broken).toBe(0);
  });

  it('does not call the end of a one-day run a broken streak', () => {
    expect(streakOf(['2026-01-01'], '2026-01-04')).toEqual({ ...NO_STREAK, best: 1 });
    expect(streakOf([], '2026-01-04')).toEqual(NO_STREAK);
  });
});

/** The UTC days from `from`, `count` of them in a row. */
function daysInARow(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.parse(from) + index * 86_400_000).toISOString().slice(0, 10),
  );
}

describe('streak shields', () => {
  it('are earned every 7 days played, 2 held at most', () => {
    expect(streakOf(daysInARow('2026-01-01', 6), '2026-01-06').shields).toBe(0);
    expect(streakOf(daysInARow('2026-01-01', 7), '2026-01-07').shields).toBe(1);
    expect(streakOf(daysInARow('2026-01-01', 14), '2026-01-14').shields).toBe(2);
    expect(streakOf(daysInARow('2026-01-01', 21), '2026-01-21').shields).toBe(2);
  });

  it('carry the streak over a missed day each, and say so until the next day played', () => {
    const week = daysInARow('2026-01-01', 7);
    expect(streakOf(week, '2026-01-09')).toEqual({ ...NO_STREAK, current: 7, best: 7, atRisk: true, shieldsUsed: 1 });
    expect(streakOf([...week, '2026-01-09'], '2026-01-09')).toEqual({ ...NO_STREAK, current: 8, best: 8 });
  });

  it('are kept when a gap is longer than they cover: the streak ends', () => {
    const week = daysInARow('2026-01-01', 7);
    expect(streakOf(week, '2026-01-10')).toEqual({ ...NO_STREAK, best: 7, broken: 7, shields: 1 });
    expect(streakOf([...week, '2026-01-10'], '2026-01-10')).toMatchObject({ current: 1, broken: 7, shields: 1 });
  });

  it('never carry the win streak', () => {
    expect(plainRunOf(daysInARow('2026-01-01', 14), '2026-01-16')).toEqual({ current: 0, best: 14 });
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
    expect(win.streak).toEqual({ ...NO_STREAK, current: 1, best: 1 });

    const lost = await play('2026-11-17', 3, false);
    expect(lost.map((answer) => answer.streak)).toEqual([null, null, { ...NO_STREAK, current: 2, best: 2 }]);

    app.clock.set('2026-11-18T23:59:00Z');
    expect((await alice.get('/api/me')).body.streak).toEqual({ ...NO_STREAK, current: 2, best: 2, atRisk: true });
    // Guessing without finishing keeps it at risk.
    await play('2026-11-18', 1, false);
    expect((await alice.get('/api/me')).body.streak.atRisk).toBe(true);

    app.clock.set('2026-11-19T00:00:00Z');
    expect((await alice.get('/api/me')).body.streak).toEqual({ ...NO_STREAK, best: 2, broken: 2 });
    const [again] = await play('2026-11-19', 0, true);
    expect(again.streak).toEqual({ ...NO_STREAK, current: 1, best: 2, broken: 2 });
  });
  it('earns shields over a month of days played (never practice), uses them on missed days, and ends when out', async () => {
    // Three past rounds nobody played, to practise.
    const past = [];
    for (const day of ['2026-10-29', '2026-10-30', '2026-10-31']) {
      app.clock.set(`${day}T09:00:00Z`);
      past.push(await app.currentRound());
    }
    const november = daysInARow('2026-11-01', 21);
    for (const day of november.slice(0, 6)) await play(day, 0, true);
    for (const round of past)
      expect((await alice.post(`/api/archive/${round.id}/guess`, { guess: round.nft.nftId })).body.success).toBe(true);
    expect((await alice.get('/api/me')).body.streak).toMatchObject({ current: 6, shields: 0 });

    const [seventh] = await play(november[6]!, 0, true);
    expect(seventh.streak).toMatchObject({ current: 7, shields: 1 });
    for (const day of november.slice(7)) await play(day, 1, true);
    expect((await alice.get('/api/me')).body.streak).toMatchObject({ current: 21, shields: 2 });

    // Two days missed, two shields used: the streak goes on, and says how.
    app.clock.set('2026-11-24T09:00:00Z');
    expect((await alice.get('/api/me')).body.streak).toEqual({
      ...NO_STREAK,
      current: 21,
      best: 21,
      atRisk: true,
      shieldsUsed: 2,
    });
    const [kept] = await play('2026-11-24', 0, true);
    expect(kept.streak).toMatchObject({ current: 22, shields: 0, shieldsUsed: 0 });
    expect((await alice.get('/api/player/stats')).body.streak).toMatchObject({ current: 22, shields: 0 });

    app.clock.set('2026-11-26T09:00:00Z');
    expect((await alice.get('/api/me')).body.streak).toMatchObject({ current: 0, broken: 22, shields: 0 });
  });
});
