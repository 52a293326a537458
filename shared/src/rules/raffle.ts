/** One raffle entrant: a holder with points this week; the weight is those points. */
export interface RaffleEntrant {
  userId: number;
  walletAddress: string;
  weight: number;
}

/** 128 bits of state from a text seed (cyrb128-style string hash). */
function seedState(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** A small fast generator (sfc32) returning floats in [0, 1): the same seed, the same sequence. */
export function seededRandom(seed: string): () => number {
  let [a, b, c, d] = seedState(seed);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/**
 * Draws up to `count` distinct winners, each draw weighted by points. Entrants are taken
 * in userId order, so anyone with the published entrants and seed gets the same winners.
 */
export function drawRaffle(entrants: RaffleEntrant[], seed: string, count: number): RaffleEntrant[] {
  const pool = entrants.filter((entrant) => entrant.weight > 0).sort((a, b) => a.userId - b.userId);
  return drawWeighted(
    pool.map((entrant) => entrant.weight),
    seed,
    count,
  ).map((index) => pool[index]!);
}

/**
 * The draw on weights already in userId order: the indexes of up to `count` distinct
 * winners. Each draw takes a ticket in [0, total of the weights left) and walks the
 * entrants left, subtracting their weights, to the one where it falls below zero.
 * Works on a typed array of a million weights in milliseconds.
 */
export function drawWeighted(weights: ArrayLike<number>, seed: string, count: number): number[] {
  const random = seededRandom(seed);
  const winners: number[] = [];
  const inPool = (index: number) => weights[index]! > 0 && !winners.includes(index);
  while (winners.length < count) {
    let total = 0;
    let last = -1;
    for (let index = 0; index < weights.length; index++) {
      if (!inPool(index)) continue;
      total += weights[index]!;
      last = index;
    }
    if (last === -1) break;
    let ticket = random() * total;
    let winner = last;
    for (let index = 0; index < weights.length; index++) {
      if (inPool(index) && (ticket -= weights[index]!) < 0) {
        winner = index;
        break;
      }
    }
    winners.push(winner);
  }
  return winners;
}
