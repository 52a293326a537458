import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedis } from '../../../test/redis';
import type { RedisLink } from '../../adapters/redis/connect';
import { RankIndex, type RankKeys } from './rank-index';
import { RedisRankBoard, type RankedRow } from './rank-board';

const NONE_FOUND = 1e9;

let redis: RedisLink;
/** A second connection under the same prefix: another process serving the same game. */
let otherProcess: RedisLink;
beforeAll(async () => {
  redis = await testRedis();
  otherProcess = await testRedis(redis.prefix);
});
afterAll(async () => {
  await otherProcess.close();
  await redis.close();
});

let boards = 0;
/** A fresh board, built empty, so it takes records. */
async function emptyBoard(link = redis): Promise<RedisRankBoard> {
  const board = new RedisRankBoard(link, `season:${++boards}`);
  await board.rebuild([]);
  return board;
}

const keys = (points: number, average: number, lastUpdated: number): RankKeys => ({ points, average, lastUpdated });

/** Best first, as the board's SQL orders it, then by id as the board breaks ties. */
function inRankOrder(players: Map<number, RankKeys>): number[] {
  return [...players]
    .sort(
      ([idA, a], [idB, b]) =>
        b.points - a.points || a.average - b.average || a.lastUpdated - b.lastUpdated || idA - idB,
    )
    .map(([id]) => id);
}

describe('RedisRankBoard', () => {
  it('ranks every player as RankIndex does, whatever order and however often changes arrive', async () => {
    const change = fc.record({
      userId: fc.integer({ min: 1, max: 8 }),
      gained: fc.constantFrom(2, 5, 10),
      // 0.1 + 0.2 and 0.3 differ in the last bit: averages compare exactly.
      average: fc.constantFrom(1, 1 + 2 ** -52, 1.5, 7 / 3, 0.1 + 0.2, 0.3, 3, NONE_FOUND),
      // Few times, so players also tie on every key.
      lastUpdated: fc.integer({ min: 0, max: 4 }),
      arrival: fc.nat(1000),
      twice: fc.boolean(),
    });
    const probe = fc.record({
      points: fc.integer({ min: 0, max: 40 }),
      average: fc.constantFrom(1, 1.5, 7 / 3, 0.3, NONE_FOUND),
      lastUpdated: fc.integer({ min: 0, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { maxLength: 40 }),
        fc.array(probe, { maxLength: 5 }),
        async (changes, probes) => {
          const board = await emptyBoard();
          const players = new Map<number, RankKeys>();
          const sent = changes.map(({ userId, gained, average, lastUpdated, arrival, twice }) => {
            const after = keys((players.get(userId)?.points ?? 0) + gained, average, lastUpdated);
            players.set(userId, after);
            return { userId, after, arrival, twice };
          });
          for (const { userId, after, twice } of sent.sort((a, b) => a.arrival - b.arrival)) {
            await board.record(userId, after);
            if (twice) await board.record(userId, after);
          }
          const index = new RankIndex();
          for (const playerKeys of players.values()) index.add(playerKeys);

          expect(await board.size()).toBe(index.size);
          for (const [userId, playerKeys] of players)
            expect(await board.rankOfPlayer(userId)).toBe(index.rankOf(playerKeys));
          for (const probeKeys of probes) expect(await board.rankOf(probeKeys)).toBe(index.rankOf(probeKeys));
          expect(await board.top(50)).toEqual(inRankOrder(players));
          await board.drop();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives equal keys one rank (1, 2, 2, 4) and puts "none found" after every average', async () => {
    const board = await emptyBoard();
    await board.record(7, keys(20, 2, 100));
    await board.record(3, keys(10, 1.5, 50));
    await board.record(2, keys(10, 1.5, 50));
    await board.record(5, keys(10, NONE_FOUND, 10));
    await board.record(9, keys(10, 3, 90));
    expect(await Promise.all([7, 3, 2, 9, 5].map((id) => board.rankOfPlayer(id)))).toEqual([1, 2, 2, 4, 5]);
    expect(await board.top(3)).toEqual([7, 2, 3]);
    expect(await board.rankOf(keys(10, 1.5, 50))).toBe(2);
    expect(await board.rankOf(keys(10, NONE_FOUND, 0))).toBe(5);
    expect(await board.rankOf(keys(0, NONE_FOUND, 0))).toBe(6);
    expect(await board.rankOfPlayer(404)).toBeNull();
  });

  it('keeps a later state of a player when an earlier one arrives after it', async () => {
    const board = await emptyBoard();
    await board.record(1, keys(15, 2, 200));
    await board.record(1, keys(10, 1, 100));
    await board.record(2, keys(12, 1, 150));
    expect(await board.top(2)).toEqual([1, 2]);
    expect(await board.size()).toBe(2);
  });

  it('ignores records until the board is built: a part of a board would rank players wrongly', async () => {
    const board = new RedisRankBoard(redis, 'never-built');
    await board.record(1, keys(10, 1, 1));
    expect([(await board.status()).built, await board.size()]).toEqual([false, 0]);
    await board.rebuild([{ userId: 2, keys: keys(5, 1, 1) }]);
    expect([await board.status(), await board.top(5)]).toEqual([{ built: true, building: false }, [2]]);
  });

  it('shows what one process records to another at once', async () => {
    const here = await emptyBoard();
    const there = new RedisRankBoard(otherProcess, `season:${boards}`);
    await here.record(1, keys(10, 1, 1));
    await there.record(2, keys(20, 1, 2));
    expect(await here.rankOfPlayer(1)).toBe(2);
    expect(await there.rankOfPlayer(1)).toBe(2);
    expect(await here.top(2)).toEqual([2, 1]);
  });
});

describe('RedisRankBoard.rebuild', () => {
  const row = (userId: number, points = userId): RankedRow => ({ userId, keys: keys(points, 1, userId) });

  /** A board of three players, 1001 to 1003. */
  async function oldBoard() {
    const board = await emptyBoard();
    for (const userId of [1001, 1002, 1003]) await board.record(userId, row(userId).keys);
    return board;
  }

  it('lets readers see the old board until the new one is whole, and keeps records made meanwhile', async () => {
    const board = await oldBoard();
    const nextOrder = `${redis.prefix}rank:season:${boards}:next:order`;
    const seenWhileBuilding: Array<{ size: number; top: number[]; built: number }> = [];
    async function* record() {
      for (let userId = 1; userId <= 3500; userId++) {
        yield row(userId);
        // Player 7 scores after the rebuild read their row: the live board and the new one get it.
        if (userId === 400) await new RedisRankBoard(otherProcess, `season:${boards}`).record(7, keys(5000, 1, 7));
        if (userId % 500 === 0) {
          seenWhileBuilding.push({
            size: await board.size(),
            top: await board.top(3),
            built: await redis.commands.zcard(nextOrder),
          });
        }
      }
    }
    expect(await board.rebuild(record())).toBe(true);

    expect(seenWhileBuilding.every(({ size, top }) => size === 4 && top.join() === '7,1003,1002')).toBe(true);
    expect(seenWhileBuilding.at(-1)!.built).toBeGreaterThan(0);
    expect(await board.size()).toBe(3500);
    expect(await board.top(3)).toEqual([7, 3500, 3499]);
    expect(await board.rankOfPlayer(1001)).toBe(1 + (3500 - 1001) + 1);
  });

  it('builds once while another process is already building', async () => {
    const board = await oldBoard();
    const other = new RedisRankBoard(otherProcess, `season:${boards}`);
    let second: boolean | undefined;
    async function* slowRows() {
      yield row(1);
      second = await other.rebuild([row(2)]);
    }
    expect(await board.rebuild(slowRows())).toBe(true);
    expect(second).toBe(false);
    expect(await board.top(5)).toEqual([1]);
  });

  it('leaves the board as it was when reading the record fails, and can build again', async () => {
    const board = await oldBoard();
    async function* failing() {
      yield row(1);
      throw new Error('the database went away');
    }
    await expect(board.rebuild(failing())).rejects.toThrow('the database went away');
    expect(await board.top(5)).toEqual([1003, 1002, 1001]);
    expect(await board.rebuild([row(1)])).toBe(true);
    expect(await board.top(5)).toEqual([1]);
  });

  it('does not swap in a board once its lease passed to another rebuild', async () => {
    const board = await oldBoard();
    async function* stalled() {
      yield row(1);
      await redis.commands.set(`${redis.prefix}rank:season:${boards}:building`, 'another rebuild');
    }
    await expect(board.rebuild(stalled())).rejects.toThrow('lost its lease');
    expect(await board.top(5)).toEqual([1003, 1002, 1001]);
  });

  it('keeps the later of two rows of one player', async () => {
    const board = await emptyBoard();
    await board.rebuild([row(1, 10), row(2, 20), row(1, 30), row(2, 5)]);
    expect([await board.size(), await board.top(2)]).toEqual([2, [1, 2]]);
  });

  it('empties a board whose record has no rows', async () => {
    const board = await oldBoard();
    await board.rebuild([]);
    expect([(await board.status()).built, await board.size(), await board.rankOf(keys(1, 1, 1))]).toEqual([true, 0, 1]);
  });
});
