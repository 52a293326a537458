import { weeklyArchives, weeklyLeaderboardHistory } from '@app/db/schema/leaderboards';
import { drawRaffle } from '@app/shared/rules/raffle';
import { weekOf } from '@app/shared/rules/time';
import { afterEach, describe, expect, it } from 'vitest';
import type { WeeklyResults } from '@app/bot/services';
import { DEV_HOLDER_WALLET } from '../../settings';
import { startTestApp, WALLETS, type TestApp, type TestClient } from '../../../test/harness';
import { archiveWeek } from './archive';

let app: TestApp;
const announced: WeeklyResults[] = [];

async function start() {
  announced.length = 0;
  app = await startTestApp({
    overrides: {
      announcer: { weeklyResults: async (results) => void announced.push(results), newChallenge: async () => {} },
    },
  });
}

afterEach(() => app.close());

async function win(client: TestClient) {
  const round = app.currentRound();
  return client.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
}

describe('the weekly archive', () => {
  it('archives each week on Monday, newest first in the history, and resets the boards', async () => {
    await start();
    const alice = app.client();
    await alice.signIn(WALLETS.alice);
    const empty = await alice.get('/api/leaderboard/history');
    expect(empty.body).toEqual({ history: [], message: 'No historical leaderboard data available yet.' });

    await win(alice);
    app.clock.set('2026-11-23T00:00:01Z');
    await app.runDueJobs();
    const bob = app.client();
    await bob.signIn(WALLETS.bob);
    await win(bob);
    app.clock.set('2026-11-30T00:00:01Z');
    await app.runDueJobs();

    const history = (await alice.get('/api/leaderboard/history')).body.history;
    expect(history.map((week: any) => [week.startFormatted, week.endFormatted])).toEqual([
      ['Nov 23, 2026', 'Nov 29, 2026'],
      ['Nov 16, 2026', 'Nov 22, 2026'],
    ]);
    expect(history[1].leaderboard).toEqual([
      expect.objectContaining({ rank: 1, walletAddress: WALLETS.alice, points: 10, nftsIdentified: 1, averageAttempts: 1, isCurrentUser: true }),
    ]);
    expect(history[0].leaderboard[0]).toMatchObject({ walletAddress: WALLETS.bob, isCurrentUser: false });
    expect((await alice.get('/api/leaderboard')).body).toEqual([]);
    expect(announced.map((results) => results.weekStart)).toEqual(['2026-11-16', '2026-11-23']);
    expect(announced[0]!.top).toEqual([{ rank: 1, name: 'rA1i...XXX', points: 10 }]);
  });

  it('never archives the same week twice', async () => {
    await start();
    const alice = app.client();
    await alice.signIn(WALLETS.alice);
    await win(alice);
    app.clock.set('2026-11-25T12:00:00Z');
    await app.runDueJobs();
    await app.runDueJobs();
    const week = weekOf(new Date('2026-11-18T00:00:00Z'));
    const again = archiveWeek(app.deps, week, app.clock.now());
    expect(again.archived).toBe(false);
    expect(app.deps.db.select().from(weeklyArchives).all()).toHaveLength(1);
    expect(app.deps.db.select().from(weeklyLeaderboardHistory).all()).toHaveLength(1);
    expect(announced).toHaveLength(1);
  });

  it('draws the raffle among holders with points only, reproducibly from the recorded seed', async () => {
    await start();
    const holder = app.client();
    await holder.signIn(DEV_HOLDER_WALLET);
    const alice = app.client();
    await alice.signIn(WALLETS.alice);
    await win(holder);
    await win(alice);
    app.clock.set('2026-11-23T00:00:01Z');
    await app.runDueJobs();

    const archive = app.deps.db.select().from(weeklyArchives).get()!;
    const entrants = JSON.parse(archive.raffleEntrants!);
    expect(entrants).toEqual([expect.objectContaining({ walletAddress: DEV_HOLDER_WALLET, weight: 10 })]);
    const redrawn = drawRaffle(entrants, archive.raffleSeed!, 3).map((winner) => winner.userId);
    expect(JSON.parse(archive.raffleWinners!)).toEqual(redrawn);
    expect(announced[0]!.raffle?.winners).toEqual([{ name: DEV_HOLDER_WALLET, walletAddress: DEV_HOLDER_WALLET }]);
  });
});
