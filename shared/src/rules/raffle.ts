/**
 * One raffle entrant: a holder with points in the period whose balance at the draw ledger
 * reaches the threshold; the weight is those points.
 */
export interface RaffleEntrant {
  walletAddress: string;
  weight: number;
}

/** The order the draw takes entrants in: by wallet address, compared as plain text. */
const byWalletAddress = (a: { walletAddress: string }, b: { walletAddress: string }) =>
  a.walletAddress < b.walletAddress ? -1 : a.walletAddress > b.walletAddress ? 1 : 0;

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
 * Draws up to `count` distinct winners, each draw weighted by points, seeded with the draw
 * ledger's hash. Entrants are taken in wallet address order, so anyone with the published
 * entrants and the ledger hash gets the same winners:
 * `drawRaffle(week.raffle.entrants, week.raffle.ledgerHash, winners)`.
 */
export function drawRaffle<T extends RaffleEntrant>(entrants: T[], seed: string, count: number): T[] {
  const pool = entrants.filter((entrant) => entrant.weight > 0).sort(byWalletAddress);
  return drawWeighted(
    pool.map((entrant) => entrant.weight),
    seed,
    count,
  ).map((index) => pool[index]!);
}

/**
 * The draw on weights already in wallet address order: the indexes of up to `count` distinct
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

export const DROPS_PER_XRP = 1_000_000;

/** Whole drops from an amount of XRP (at most 6 decimals), as a decimal string. */
export function xrpToDrops(xrp: number): string {
  return String(Math.round(xrp * DROPS_PER_XRP));
}

/** "12.5 XRP" from drops. */
export const formatXrp = (drops: string) => `${Number(drops) / DROPS_PER_XRP} XRP`;

/**
 * A prize in drops split evenly among `winners` in whole drops, the remainder to the
 * first winner: 10 drops for 3 winners gives ["4", "3", "3"].
 */
export function splitPrize(totalDrops: string, winners: number): string[] {
  if (winners <= 0) return [];
  const total = BigInt(totalDrops);
  const share = total / BigInt(winners);
  const remainder = total - share * BigInt(winners);
  return Array.from({ length: winners }, (_, index) => String(index === 0 ? share + remainder : share));
}
