import { randomBytes, randomInt } from 'node:crypto';

/** Randomness behind an interface so tests can make choices reproducible. */
export interface RandomSource {
  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
  /** An unguessable url-safe token. */
  token(bytes?: number): string;
}

export const cryptoRandom: RandomSource = {
  int: (maxExclusive) => randomInt(maxExclusive),
  token: (bytes = 24) => randomBytes(bytes).toString('base64url'),
};
