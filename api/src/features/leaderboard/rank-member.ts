import type { RankKeys } from './rank-index';

/** Characters per encoded number: the 64 bits of a double, six to a character. */
export const FIELD = 11;
/** A member's leading part that holds the ranking keys; the player's id follows it. */
export const KEYS_LENGTH = 3 * FIELD;

/** 64 digits in ascending byte order, so strings of them sort as their values do. */
const DIGITS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const bits = new DataView(new ArrayBuffer(8));

/**
 * A double as 11 characters whose byte order is the numbers' order, exactly: the IEEE-754
 * bits with the sign bit set for positives and all bits flipped for negatives, written six
 * at a time (hex would take 16 characters, and every player's member is stored twice).
 * Averages such as 7/3 compare as the database compares them, with no rounding to a fixed
 * number of decimals that could make two different averages tie, and the 1e9 "none found"
 * average is just the largest of them.
 */
export function sortableDigits(value: number): string {
  if (Number.isNaN(value)) throw new RangeError('a rank key must be a number, not NaN');
  bits.setFloat64(0, value === 0 ? 0 : value); // -0 and 0 are one key
  let high = bits.getUint32(0);
  let low = bits.getUint32(4);
  if (high >>> 31) {
    high = ~high >>> 0;
    low = ~low >>> 0;
  } else {
    high = (high | 0x80000000) >>> 0;
  }
  const sixes = [high >>> 28, high >>> 22, high >>> 16, high >>> 10, high >>> 4, (high << 2) | (low >>> 30)];
  sixes.push(low >>> 24, low >>> 18, low >>> 12, low >>> 6, low);
  let text = '';
  for (const six of sixes) text += DIGITS[six & 63];
  return text;
}

const SIGN = 1n << 63n;
const ALL_BITS = (1n << 64n) - 1n;

function numberOfDigits(text: string): number {
  let value = 0n;
  for (const digit of text) value = (value << 6n) | BigInt(DIGITS.indexOf(digit));
  bits.setBigUint64(0, value & SIGN ? value ^ SIGN : ~value & ALL_BITS);
  return bits.getFloat64(0);
}

/**
 * The keys in rank order as one string: fewer points (negated, so more points come first),
 * then the average, then the time. Members of equal keys share this prefix, so the members
 * below it are exactly the players strictly ahead.
 */
export function keysPrefix(keys: RankKeys): string {
  return sortableDigits(-keys.points) + sortableDigits(keys.average) + sortableDigits(keys.lastUpdated);
}

/** A player's entry: the keys, then the id, so equal keys list in the order of their ids. */
export function memberOf(userId: number, keys: RankKeys): string {
  return keysPrefix(keys) + sortableDigits(userId);
}

export function userIdOf(member: string): number {
  return numberOfDigits(member.slice(KEYS_LENGTH));
}
