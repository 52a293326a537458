import { bwifPointsLeaderboard } from '@app/db/schema/leaderboards';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextFor } from '../../context';
import { seedWalletUser, startTestApp, type TestApp } from '../../../test/harness';
import { getPointsLeaderboard, getPointsStanding } from './service';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

/** Puts players straight on the points board: [wallet, points, minutes ago]. */
async function seedPointsBoard(rows: Array<[string, number, number]>): Promise<number[]> {
  const ids: number[] = [];
  for (const [wallet, points, minutesAgo] of rows) {
    const user = await seedWalletUser(app, wallet);
    const lastUpdated = new Date(app.clock.now().getTime() - minutesAgo * 60_000);
    await app.deps.database
      .insert(bwifPointsLeaderboard)
      .values({ userId: user.id, username: wallet, walletAddress: wallet, points, lastUpdated });
    ids.push(user.id);
  }
  return ids;
}

describe("a player's standing on the points board", () => {
  it('has the rank the board shows, ties on points ordered by the earlier update', async () => {
    const wallets = ['rPointsA', 'rPointsB', 'rPointsC', 'rPointsD'].map((name) => name.padEnd(34, 'X'));
    const ids = await seedPointsBoard([
      [wallets[0]!, 30, 5],
      [wallets[1]!, 20, 10],
      [wallets[2]!, 20, 10],
      [wallets[3]!, 20, 20],
    ]);
    const board = await getPointsLeaderboard({ ctx: contextFor(app.deps) });
    for (const userId of ids) {
      const standing = await getPointsStanding({ ctx: app.deps, input: userId });
      expect(standing?.rank).toBe(board.find((entry) => entry.userId === userId)?.rank);
    }
    expect(board.map((entry) => entry.rank)).toEqual([1, 2, 3, 3]);
  });

  it('is null before the first point', async () => {
    const user = await seedWalletUser(app, 'rNoPoints'.padEnd(34, 'X'));
    expect(await getPointsStanding({ ctx: app.deps, input: user.id })).toBeNull();
  });
});
