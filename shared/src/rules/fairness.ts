import type { RoundProof } from '../schemas/fairness';

/**
 * The text a round's commitment is the SHA-256 of: `day|number|salt`, the number in the
 * digits players guess ("#0385" -> "385"), the salt 64 hex characters.
 */
export function committedText({ day, number, salt }: Pick<RoundProof, 'day' | 'number' | 'salt'>): string {
  return `${day}|${number}|${salt}`;
}

/** The shell line that recomputes a proof's hash, to compare with its commitment. */
export function checkCommand(proof: Pick<RoundProof, 'day' | 'number' | 'salt'>): string {
  return `printf '%s' '${committedText(proof)}' | sha256sum`;
}
