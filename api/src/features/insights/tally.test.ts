import { describe, expect, it } from 'vitest';
import { insightDays, insightTallies } from '@app/db/schema/insights';
import { reminderSends } from '@app/db/schema/retention';
import { asc } from '@app/db/orm';
import { eachTestWithAdmin } from '../../../test/admin-app';
import { adminClient, type TestApp, type TestClient } from '../../../test/harness';
import { seedGame, seedGuess, seedPlayer, seedRound } from '../../../test/insights-fixture';
import type { Platform } from '@app/shared/schemas/insights';
import { tallyToday } from './tally';

let app: TestApp;
let admin: TestClient;

eachTestWithAdmin((started) => ({ app, admin } = started));

/** Runs the scheduler's tally at `time` (hh:mm) of the test's day, 2026-11-18, or of `day`. */
async function tallyAt(time: string, day = '2026-11-18', idsPerSlice?: number) {
  app.clock.set(`${day}T${time}:00Z`);
  await tallyToday({ ctx: { database: app.deps.database, now: app.clock.now() }, input: { idsPerSlice } });
}

const tallies = () => app.deps.database.select().from(insightTallies).orderBy(asc(insightTallies.roundId));

async function insightsOf(day: string) {
  const answer = await admin.get(`/api/admin/insights?from=${day}&to=${day}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The same range counted again with no tally: from the guesses alone, as before the first tally of a day. */
async function countedWithoutTallies(day: string) {
  await app.deps.database.delete(insightTallies);
  return insightsOf(day);
}

const wrong = (userId: number, roundId: number, attempt: number, platform: Platform) => ({
  userId,
  roundId,
  attempt,
  correct: false,
  platform,
});
const right = (userId: number, roundId: number, attempt: number, platform: Platform) => ({
  ...wrong(userId, roundId, attempt, platform),
  correct: true,
});

describe("today's tallies", () => {
  it('count games played across several tallies as the guesses alone do, the last minutes counted by the answer', async () => {
    const [a, b, c, d] = [
      await seedPlayer(app, 1),
      await seedPlayer(app, 2),
      await seedPlayer(app, 3),
      await seedPlayer(app, 4),
    ];
    // A's first game a week ago, B's yesterday: both come back today; C and D are new.
    await seedGame(app, {
      userId: a,
      roundId: await seedRound(app, '2026-11-11', 1),
      day: '2026-11-11',
      attempts: ['win'],
      platform: 'web',
    });
    await seedGame(app, {
      userId: b,
      roundId: await seedRound(app, '2026-11-17', 2),
      day: '2026-11-17',
      attempts: ['win'],
      platform: 'web',
    });
    const today = (await app.currentRound()).id;

    await seedGuess(app, '10:05', wrong(a, today, 1, 'web'));
    await seedGuess(app, '10:06', wrong(b, today, 1, 'miniapp'));
    await seedGuess(app, '10:07', right(c, today, 1, 'xapp'));
    await tallyAt('10:20');
    expect(await tallies()).toEqual([expect.objectContaining({ roundId: today, guesses: 3, players: 3, first: 1 })]);

    // A's and B's games go on; B now on the web.
    await seedGuess(app, '10:25', wrong(a, today, 2, 'web'));
    await seedGuess(app, '10:26', right(b, today, 2, 'web'));
    await seedGuess(app, '10:27', wrong(d, today, 1, 'miniapp'));
    await tallyAt('10:30');
    await seedGuess(app, '10:40', wrong(a, today, 3, 'miniapp'));
    // A guess a minute old is not tallied yet (another process may still be writing one before it).
    await seedGuess(app, '10:49', wrong(d, today, 2, 'xapp'));
    await tallyAt('10:50');
    const [tally] = await tallies();
    expect(tally).toMatchObject({
      guesses: 7,
      players: 4,
      wins: 2,
      first: 1,
      second: 1,
      lost: 1,
      web: 2,
      miniapp: 3,
      xapp: 1,
    });

    const counted = await insightsOf('2026-11-18');
    expect(counted.days[0]).toMatchObject({
      players: 4,
      newPlayers: 2,
      returningPlayers: 2,
      guesses: 8,
      wins: 2,
      byPlatform: { web: 2, miniapp: 3, xapp: 2 },
    });
    expect(counted.rounds).toEqual([
      expect.objectContaining({ roundId: today, players: 4, wins: 2, byAttempt: [1, 1, 0], lost: 1 }),
    ]);
    const week = (await admin.get('/api/admin/insights?from=2026-11-11&to=2026-11-18')).body.retention;
    expect(week[0]).toMatchObject({ cohort: '2026-11-11', players: 1, d7: 1 });
    expect(week[6]).toMatchObject({ cohort: '2026-11-17', players: 1, d1: 1 });
    expect(await countedWithoutTallies('2026-11-18')).toEqual(counted);
  });

  it("count a player of a replaced NFT's two rounds once a day, and on each platform once", async () => {
    const [e, f] = [await seedPlayer(app, 5), await seedPlayer(app, 6)];
    const first = (await app.currentRound()).id;
    await seedGuess(app, '10:05', wrong(e, first, 1, 'web'));
    await tallyAt('10:20');
    const replaced = await seedRound(app, '2026-11-18', 3);
    await seedGuess(app, '11:05', wrong(e, replaced, 1, 'miniapp'));
    await seedGuess(app, '11:06', right(e, replaced, 2, 'web'));
    await tallyAt('11:10');
    await seedGuess(app, '11:20', right(f, replaced, 1, 'web'));
    await tallyAt('11:30');

    const counted = await insightsOf('2026-11-18');
    expect(counted.days[0]).toMatchObject({
      players: 2,
      newPlayers: 2,
      guesses: 4,
      byPlatform: { web: 2, miniapp: 1, xapp: 0 },
    });
    expect(
      counted.rounds.map(({ roundId, players }: { roundId: number; players: number }) => [roundId, players]),
    ).toEqual([
      [first, 1],
      [replaced, 2],
    ]);
    expect(await countedWithoutTallies('2026-11-18')).toEqual(counted);
  });

  it('count each guess once when two processes tally at once, by slices of one guess', async () => {
    const players = [await seedPlayer(app, 1), await seedPlayer(app, 2), await seedPlayer(app, 3)];
    const today = (await app.currentRound()).id;
    for (const [index, userId] of players.entries()) {
      await seedGuess(app, `10:0${index}`, wrong(userId, today, 1, 'web'));
      await seedGuess(app, `10:1${index}`, right(userId, today, 2, 'miniapp'));
    }
    app.clock.set('2026-11-18T10:30:00Z');
    const ctx = { database: app.deps.database, now: app.clock.now() };
    await Promise.all([tallyToday({ ctx, input: { idsPerSlice: 1 } }), tallyToday({ ctx, input: { idsPerSlice: 1 } })]);
    expect(await tallies()).toEqual([
      expect.objectContaining({ guesses: 6, players: 3, second: 3, web: 3, miniapp: 3, dayPlayers: 3, newPlayers: 3 }),
    ]);
  });

  it("are replaced by the day's roll-up; the games after its reminders are recorded once their 2 hours are over", async () => {
    const a = await seedPlayer(app, 1);
    const today = (await app.currentRound()).id;
    await seedGuess(app, '10:05', right(a, today, 1, 'web'));
    await tallyAt('10:20');
    expect(await tallies()).toHaveLength(1);
    // Reminded at 23:30, A plays tomorrow's round at 00:30: a game the 18th's reminder brought.
    await app.deps.database
      .insert(reminderSends)
      .values({ userId: a, day: '2026-11-18', sentAt: new Date('2026-11-18T23:30:00Z'), outcome: 'sent' });
    const tomorrow = await seedRound(app, '2026-11-19', 2);
    app.clock.set('2026-11-19T00:30:00Z');
    await seedGuess(app, '00:30', wrong(a, tomorrow, 1, 'web'));

    const stored = async () =>
      (await app.deps.database.select().from(insightDays)).map(({ day, gamesAfterReminder }) => ({
        day,
        gamesAfterReminder,
      }));
    await tallyAt('01:50', '2026-11-19');
    admin = await adminClient(app); // the admin's session of the day before has ended
    expect(await stored()).toEqual([{ day: '2026-11-18', gamesAfterReminder: null }]);
    expect((await insightsOf('2026-11-18')).days[0]).toMatchObject({ players: 1, gamesAfterReminder: 1 });
    expect((await tallies()).map(({ roundId }) => roundId)).toEqual([tomorrow]);

    await tallyAt('02:03', '2026-11-19');
    expect(await stored()).toEqual([{ day: '2026-11-18', gamesAfterReminder: 1 }]);
    expect((await insightsOf('2026-11-18')).days[0]).toMatchObject({ players: 1, gamesAfterReminder: 1 });
  });

  it('are kept by the scheduler every 10 minutes, but for the first 10 of the day', async () => {
    const a = await seedPlayer(app, 1);
    app.clock.set('2026-11-19T00:05:00Z');
    const round = await app.currentRound();
    await seedGuess(app, '00:01', wrong(a, round.id, 1, 'web'));
    await app.runDueJobs();
    expect(await tallies()).toEqual([]);
    app.clock.set('2026-11-19T00:10:00Z');
    await app.runDueJobs();
    expect(await tallies()).toEqual([expect.objectContaining({ roundId: round.id, guesses: 1, players: 1 })]);
  });
});
