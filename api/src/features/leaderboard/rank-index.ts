/** A board row's ranking keys: more points first, then a lower average, then an earlier update. */
export interface RankKeys {
  points: number;
  /** Attempts per NFT found, unrounded; boards store a large value for "none found". */
  average: number;
  lastUpdated: number;
}

/** Players sharing points and average, by time of their last update (ascending). */
interface Bucket {
  points: number;
  average: number;
  times: number[];
}

const isAhead = (bucket: Bucket, keys: RankKeys) =>
  bucket.points > keys.points || (bucket.points === keys.points && bucket.average < keys.average);

/** The first index in a sorted array whose value is not below `value`. */
function lowerBound(values: number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Order statistics over one board, kept in memory and updated with every score: how many
 * players rank strictly ahead of given keys, without counting rows in SQLite per request.
 * Cost: one step per distinct (points, average) pair ahead (a few hundred on a real board)
 * plus a binary search; an update moves one value inside two sorted arrays.
 */
export class RankIndex {
  /** Best first. */
  private readonly buckets: Bucket[] = [];
  private readonly byPair = new Map<string, Bucket>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(keys: RankKeys): void {
    const { times } = this.bucketOf(keys);
    // Scores usually arrive with the newest time, so this is mostly an append.
    times.splice(lowerBound(times, keys.lastUpdated), 0, keys.lastUpdated);
    this.count++;
  }

  remove(keys: RankKeys): void {
    const bucket = this.byPair.get(`${keys.points}:${keys.average}`);
    if (!bucket) return;
    const at = lowerBound(bucket.times, keys.lastUpdated);
    if (bucket.times[at] !== keys.lastUpdated) return;
    bucket.times.splice(at, 1);
    this.count--;
  }

  /** 1 + the players strictly ahead: equal keys share a rank (1, 2, 2, 4). */
  rankOf(keys: RankKeys): number {
    let ahead = 0;
    for (const bucket of this.buckets) {
      if (isAhead(bucket, keys)) {
        ahead += bucket.times.length;
      } else {
        if (bucket.points === keys.points && bucket.average === keys.average) {
          ahead += lowerBound(bucket.times, keys.lastUpdated);
        }
        break;
      }
    }
    return ahead + 1;
  }

  private bucketOf(keys: RankKeys): Bucket {
    const pair = `${keys.points}:${keys.average}`;
    let bucket = this.byPair.get(pair);
    if (!bucket) {
      bucket = { points: keys.points, average: keys.average, times: [] };
      this.byPair.set(pair, bucket);
      let at = 0;
      while (at < this.buckets.length && isAhead(this.buckets[at]!, keys)) at++;
      this.buckets.splice(at, 0, bucket);
    }
    return bucket;
  }
}
