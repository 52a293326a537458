/**
 * The shared rank board in Redis at a weekly board's size: the rebuild (pipelined batches),
 * a player's rank, the top 50, a recorded score, and a reader's latency while a second
 * rebuild swaps the board. Its keys live under a prefix of their own and are deleted after.
 *
 *   node --import tsx scripts/bench/rank-board.ts [--players 1000000] [--samples 2000]
 */
import { randomBytes } from 'node:crypto';
import { connectRedis, type RedisLink } from '@app/api/adapters/redis/connect';
import { RedisRankBoard, type RankedRow } from '@app/api/features/leaderboard/rank-board';
import { POINTS_BY_ATTEMPT } from '@app/shared/constants';
import { round, summarize, timeEach } from './stats';

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : Number(process.argv[at + 1]);
};
const players = option('players') || 1_000_000;
const samples = option('samples') || 2000;
const OWN_RANK_BUDGET_MS = 2;
const WEEK_MS = 7 * 86_400_000;
const WEEK_START = Date.parse('2026-11-16T00:00:00Z');

/** A week of play: up to 7 rounds, each found on attempt 1 to 3 or not at all, and a few ads. */
function playedWeek(userId: number): RankedRow {
  let points = 5 * Math.floor(Math.random() * 4);
  let correct = 0;
  let attempts = 0;
  for (let day = Math.floor(Math.random() * 7); day < 7; day++) {
    const attempt = 1 + Math.floor(Math.random() * 4);
    if (attempt > POINTS_BY_ATTEMPT.length) continue;
    points += POINTS_BY_ATTEMPT[attempt - 1]!;
    correct++;
    attempts += attempt;
  }
  const average = correct > 0 ? attempts / correct : 1e9;
  return { userId, keys: { points, average, lastUpdated: WEEK_START + Math.floor(Math.random() * WEEK_MS) } };
}

/** The rows as the database hands them over: in rank order. */
function boardRows(): RankedRow[] {
  const rows = Array.from({ length: players }, (_, index) => playedWeek(index + 1));
  return rows.sort(
    (a, b) =>
      b.keys.points - a.keys.points || a.keys.average - b.keys.average || a.keys.lastUpdated - b.keys.lastUpdated,
  );
}

const randomPlayer = () => 1 + Math.floor(Math.random() * players);

async function memoryMb(redis: RedisLink): Promise<number> {
  const keys = await redis.commands.keys(`${redis.prefix}*`);
  const bytes = await Promise.all(keys.map((key) => redis.commands.memory('USAGE', key)));
  return round(bytes.reduce((sum: number, used) => sum + Number(used ?? 0), 0) / 1e6, 1);
}

/** Redis's own time per call of `command` (from its counters) while `work` runs: what the client's latency costs without the machine's load. */
async function serverMicros<T>(redis: RedisLink, command: string, work: () => Promise<T>) {
  const counters = async () => {
    const line = (await redis.commands.info('commandstats')).split('\n').find((row) => row.startsWith(`cmdstat_${command}:`));
    const [, calls = '0', usec = '0'] = /calls=(\d+),usec=(\d+)/.exec(line ?? '') ?? [];
    return { calls: Number(calls), usec: Number(usec) };
  };
  const before = await counters();
  const result = await work();
  const after = await counters();
  return { result, usPerCall: round((after.usec - before.usec) / Math.max(1, after.calls - before.calls), 1) };
}

/** A reader's latencies on its own connection while `work` runs. */
async function readerDuring(board: RedisRankBoard, work: Promise<unknown>) {
  let done = false;
  void work.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) latencies.push(...(await timeEach(1, () => board.rankOfPlayer(randomPlayer()))));
  await work;
  return summarize(latencies);
}

async function main(): Promise<void> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `bench:${randomBytes(6).toString('hex')}:`;
  const [redis, reader] = await Promise.all([connectRedis(url, prefix), connectRedis(url, prefix)]);
  const board = new RedisRankBoard(redis, 'regular:season:1');
  try {
    const rows = boardRows();
    const start = performance.now();
    await board.rebuild(rows);
    const rebuildMs = performance.now() - start;
    console.log(`rebuild of ${await board.size()} players: ${round(rebuildMs / 1000, 2)} s; Redis memory ${await memoryMb(redis)} MB`);

    const timed = async (command: string, call: () => Promise<unknown>) => {
      const { result, usPerCall } = await serverMicros(redis, command, () => timeEach(samples, call));
      return { ...summarize(result), usPerCall };
    };
    const own = await timed('eval', () => board.rankOfPlayer(randomPlayer()));
    const keysRank = await timed('zlexcount', () => board.rankOf(rows[randomPlayer() - 1]!.keys));
    const top = await timed('zrange', () => board.top(50));
    const record = await timed('eval', () => {
      const { userId, keys } = rows[randomPlayer() - 1]!;
      return board.record(userId, { ...keys, points: keys.points + 10, lastUpdated: WEEK_START + WEEK_MS });
    });
    for (const [name, times] of Object.entries({ rankOfPlayer: own, rankOf: keysRank, 'top(50)': top, record })) {
      const { p50, p99, max, usPerCall } = times;
      console.log(`${name}: p50 ${round(p50)} ms, p99 ${round(p99)} ms, max ${round(max)} ms; in Redis ${usPerCall} µs a call`);
    }
    console.log(`own rank budget ${OWN_RANK_BUDGET_MS} ms (p99): ${own.p99 <= OWN_RANK_BUDGET_MS ? 'holds' : 'MISSED'}`);

    const during = await readerDuring(new RedisRankBoard(reader, 'regular:season:1'), board.rebuild(rows));
    console.log(`rankOfPlayer on another connection during a second rebuild: p50 ${round(during.p50)} ms, p99 ${round(during.p99)} ms, max ${round(during.max)} ms`);
  } finally {
    await board.drop();
    await Promise.all([redis.close(), reader.close()]);
  }
}

await main();
