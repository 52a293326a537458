import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaderboard } from '@app/db/schema/leaderboards';
import { asc, desc, eq, sql } from '@app/db/orm';
import { seedTiedBoard, startTestApp, type TestApp } from '../../../test/harness';
import { inRankOrder, RANK_PLACE_COLUMNS, type RankPlace } from './rank-order';
import { currentSeason } from './season';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

async function readAll(pageRows: number): Promise<number[]> {
  const { database } = app.deps;
  const read = { columns: RANK_PLACE_COLUMNS, from: sql`${leaderboard} b` };
  const ids: number[] = [];
  for await (const row of inRankOrder<RankPlace>(database, read, await currentSeason(database), pageRows)) {
    ids.push(row.id);
  }
  return ids;
}

describe('inRankOrder', () => {
  it('reads every row once, in the rank order, whatever the page size, pages ending inside groups of tied players', async () => {
    await seedTiedBoard(app, 40);
    const { database } = app.deps;
    const expected = await database
      .select({ id: leaderboard.id })
      .from(leaderboard)
      .where(eq(leaderboard.season, await currentSeason(database)))
      .orderBy(
        desc(leaderboard.totalPoints),
        asc(leaderboard.averageAttempts),
        asc(leaderboard.lastUpdated),
        asc(leaderboard.id),
      );
    expect(expected).toHaveLength(40);
    for (const pageRows of [1, 3, 7, 40, 100]) {
      expect(await readAll(pageRows), `pages of ${pageRows}`).toEqual(expected.map((row) => row.id));
    }
  });

  it('reads nothing from an empty board', async () => {
    expect(await readAll(5)).toEqual([]);
  });
});
