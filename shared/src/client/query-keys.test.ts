import { hashKey, partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { boardKeys, queryKeys } from './query-keys';

const refreshedBy = (prefix: QueryKey, keys: QueryKey[]) => keys.filter((key) => partialMatchKey(key, prefix));

const everyVariant: QueryKey[] = [
  queryKeys.me,
  queryKeys.config,
  queryKeys.maintenance,
  queryKeys.game.current,
  queryKeys.game.image(false),
  queryKeys.game.image(true),
  queryKeys.playerStats,
  queryKeys.leaderboard.top(10),
  queryKeys.leaderboard.top(50),
  queryKeys.leaderboard.ownRank('regular'),
  queryKeys.leaderboard.ownRank('holders'),
  queryKeys.leaderboard.history,
  queryKeys.leaderboard.raffleEntrants(1),
  queryKeys.holdersLeaderboard.top(10),
  queryKeys.pointsLeaderboard,
  queryKeys.admin.nfts,
  queryKeys.admin.maintenance,
  queryKeys.admin.backups,
  queryKeys.admin.audit,
  queryKeys.admin.calendar,
  queryKeys.admin.importJob(1),
  queryKeys.admin.importJob(2),
];

describe('query keys', () => {
  it('gives every query its own key', () => {
    expect(new Set(everyVariant.map(hashKey)).size).toBe(everyVariant.length);
  });

  it('refreshes both blur variants of the image through one prefix, and nothing else', () => {
    expect(refreshedBy(queryKeys.game.images, everyVariant)).toEqual([
      queryKeys.game.image(false),
      queryKeys.game.image(true),
    ]);
  });

  it('refreshes every page size of the weekly board and both own ranks through its prefix, not the history', () => {
    expect(refreshedBy(queryKeys.leaderboard.all, everyVariant)).toEqual([
      queryKeys.leaderboard.top(10),
      queryKeys.leaderboard.top(50),
      queryKeys.leaderboard.ownRank('regular'),
      queryKeys.leaderboard.ownRank('holders'),
    ]);
  });

  it('refreshes the raffle entrants with the history, whose key is their prefix', () => {
    expect(refreshedBy(queryKeys.leaderboard.history, everyVariant)).toEqual([
      queryKeys.leaderboard.history,
      queryKeys.leaderboard.raffleEntrants(1),
    ]);
  });

  it('refreshes exactly the two point boards and the own ranks after a points change', () => {
    const refreshed = boardKeys.flatMap((prefix) => refreshedBy(prefix, everyVariant));
    expect(refreshed).toEqual([
      queryKeys.leaderboard.top(10),
      queryKeys.leaderboard.top(50),
      queryKeys.leaderboard.ownRank('regular'),
      queryKeys.leaderboard.ownRank('holders'),
      queryKeys.holdersLeaderboard.top(10),
    ]);
  });
});
