/** The ranking keys of a board row, in order of importance. */
export interface RankKeys {
  points: number;
  averageAttempts: number;
  lastUpdated: number;
}

/**
 * Competition ranking of rows already sorted best first: equal keys share a rank and the
 * next distinct row takes its position (1, 2, 2, 4). `firstRank` lets a page start mid-board.
 */
export function assignRanks<T>(rows: T[], keysOf: (row: T) => RankKeys, firstRank = 1): Array<T & { rank: number }> {
  let previous: RankKeys | undefined;
  let rank = firstRank;
  return rows.map((row, index) => {
    const keys = keysOf(row);
    if (!previous || !sameKeys(previous, keys)) rank = firstRank + index;
    previous = keys;
    return { ...row, rank };
  });
}

function sameKeys(a: RankKeys, b: RankKeys): boolean {
  return a.points === b.points && a.averageAttempts === b.averageAttempts && a.lastUpdated === b.lastUpdated;
}

/** Average attempts per NFT found, one decimal; 0 when none was found. */
export function averageAttempts(totalAttempts: number, totalCorrect: number): number {
  return totalCorrect > 0 ? Math.round((totalAttempts / totalCorrect) * 10) / 10 : 0;
}
