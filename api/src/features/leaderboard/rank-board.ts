import { randomUUID } from 'node:crypto';
import type { RedisLink } from '../../adapters/redis/connect';
import type { RankKeys } from './rank-index';
import { keysPrefix, memberOf, userIdOf } from './rank-member';
import { ABORT_REBUILD, ADD_BATCH, FINISH_REBUILD, RANK_OF_PLAYER, RECORD, START_REBUILD } from './rank-board-scripts';

export interface RankedRow {
  userId: number;
  keys: RankKeys;
}

/** Rows per script call while rebuilding, and calls in flight at once. */
const BATCH_ROWS = 250;
const BATCHES_IN_FLIGHT = 2;
/** How long a rebuild's lease lasts without a batch; a rebuilder that died frees it by then. */
const REBUILD_LEASE_MS = 30_000;

/**
 * One board's rank order in Redis, shared by every process, with RankIndex's answers:
 * a sorted set whose members all score 0, so Redis orders them byte by byte, and each member
 * spells the player's keys in rank order (see rank-member.ts). The players strictly ahead
 * of some keys are then the members below the keys' prefix: one ZLEXCOUNT, O(log n). The
 * points are in the member too, not the score: ZLEXCOUNT only counts right among members of
 * one score. A hash maps each player to their member, to find and replace it.
 */
export class RedisRankBoard {
  private readonly key: (part: string) => string;

  constructor(
    private readonly redis: RedisLink,
    name: string,
  ) {
    this.key = (part) => `${redis.prefix}rank:${name}:${part}`;
  }

  private get live() {
    return [this.key('order'), this.key('members')];
  }

  private get next() {
    return [this.key('next:order'), this.key('next:members'), this.key('building')];
  }

  /**
   * Whether the board was built (until then it answers as an empty board and ignores
   * records), and whether a process is building it again now.
   */
  async status(): Promise<{ built: boolean; building: boolean }> {
    const [[, built], [, building]] = (await this.redis.commands
      .multi()
      .exists(this.key('ready'))
      .exists(this.key('building'))
      .exec()) as [[Error | null, number], [Error | null, number]];
    return { built: built === 1, building: building === 1 };
  }

  /**
   * Moves a player to their new keys, unless a later state of theirs is there already, and
   * counts the change (what every process's cached pages of the board compare against).
   */
  async record(userId: number, keys: RankKeys): Promise<void> {
    const keyNames = [...this.live, this.key('ready'), ...this.next];
    await this.redis.commands
      .multi()
      .eval(RECORD, keyNames.length, ...keyNames, userId, memberOf(userId, keys))
      .incr(this.key('version'))
      .exec();
  }

  /** How many changes were recorded: a number that moves whenever the board does. */
  async version(): Promise<number> {
    return Number((await this.redis.commands.get(this.key('version'))) ?? 0);
  }

  /** 1 + the players strictly ahead of the keys: equal keys share a rank (1, 2, 2, 4). */
  async rankOf(keys: RankKeys): Promise<number> {
    return 1 + (await this.redis.commands.zlexcount(this.key('order'), '-', `(${keysPrefix(keys)}`));
  }

  /** The player's rank; null when they are not on the board. */
  async rankOfPlayer(userId: number): Promise<number | null> {
    return (await this.redis.commands.eval(RANK_OF_PLAYER, 2, ...this.live, userId)) as number | null;
  }

  async size(): Promise<number> {
    return this.redis.commands.zcard(this.key('order'));
  }

  /** The members the board holds for these players, in their order; null for one it lacks. */
  async membersOf(userIds: readonly number[]): Promise<Array<string | null>> {
    if (userIds.length === 0) return [];
    return this.redis.commands.hmget(this.key('members'), ...userIds.map(String));
  }

  /** The first `count` players' ids in rank order; players with equal keys in the order of their ids. */
  async top(count: number): Promise<number[]> {
    if (count <= 0) return [];
    return (await this.redis.commands.zrange(this.key('order'), 0, count - 1)).map(userIdOf);
  }

  /**
   * Builds the board from the record under other keys and swaps it in at once, so readers
   * see the old board or the new one, never a part. Records arriving meanwhile go to both,
   * so none is lost, provided `rows` reads the record only once iterated (an async
   * generator over a query does). Rows in rank order build fastest (each one appends).
   * Answers false, building nothing, while another process is rebuilding this board.
   */
  async rebuild(rows: AsyncIterable<RankedRow> | Iterable<RankedRow>): Promise<boolean> {
    const token = randomUUID();
    const next = this.next;
    if ((await this.redis.commands.eval(START_REBUILD, 3, ...next, token, REBUILD_LEASE_MS)) !== 1) return false;
    try {
      await this.addInBatches(next, token, rows);
      const finishKeys = [...next, ...this.live, this.key('ready'), this.key('old:order'), this.key('old:members')];
      await this.holdingLease(this.redis.commands.eval(FINISH_REBUILD, finishKeys.length, ...finishKeys, token));
      await this.redis.commands.incr(this.key('version'));
      return true;
    } catch (error) {
      await this.redis.commands.eval(ABORT_REBUILD, 3, ...next, token).catch(() => undefined);
      throw error;
    }
  }

  /** Removes the board (a past season's), freeing its memory in the background. */
  async drop(): Promise<void> {
    await this.redis.commands.unlink(...this.live, ...this.next, this.key('ready'), this.key('version'));
  }

  private async addInBatches(next: string[], token: string, rows: AsyncIterable<RankedRow> | Iterable<RankedRow>) {
    const inFlight: Promise<void>[] = [];
    let batch: (string | number)[] = [];
    const send = async () => {
      const sent = this.redis.commands.eval(ADD_BATCH, 3, ...next, token, REBUILD_LEASE_MS, ...batch);
      batch = [];
      const held = this.holdingLease(sent);
      held.catch(() => undefined); // awaited below; this only keeps a failure from counting as unhandled meanwhile
      inFlight.push(held);
      if (inFlight.length >= BATCHES_IN_FLIGHT) await inFlight.shift();
    };
    for await (const { userId, keys } of rows) {
      batch.push(userId, memberOf(userId, keys));
      if (batch.length === 2 * BATCH_ROWS) await send();
    }
    if (batch.length > 0) await send();
    await Promise.all(inFlight);
  }

  private async holdingLease(reply: Promise<unknown>): Promise<void> {
    if ((await reply) !== 1)
      throw new Error('the rebuild lost its lease to another process; the board was left as it was');
  }
}
