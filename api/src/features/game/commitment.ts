import { createHash } from 'node:crypto';
import type { Database } from '@app/db/database';
import { roundCommitments } from '@app/db/schema/rounds';
import { eq } from '@app/db/orm';
import { committedText } from '@app/shared/rules/fairness';
import { parseGuess } from '@app/shared/rules/guess';
import type { RandomSource } from '../../adapters/random';

const SALT_BYTES = 32;

/** The answer as players guess it: the NFT id's digits, without '#' or leading zeros. */
export function answerDigits(nftId: string): string {
  const parsed = parseGuess(nftId);
  return parsed.ok ? parsed.digits : nftId;
}

/** sha256(day|number|salt) as lower-case hex. */
function commitmentOf(proof: { day: string; number: string; salt: string }): string {
  return createHash('sha256').update(committedText(proof)).digest('hex');
}

/**
 * Commits a round's answer when it is prepared or opened: a fresh salt, and the hash made
 * public from then on. A round committed already keeps its commitment.
 */
export async function commitRound(
  tx: Database,
  random: RandomSource,
  round: { id: number; day: string; nft: { nftId: string }; commitment?: string | null },
): Promise<string> {
  if (round.commitment) return round.commitment;
  // token() is base64url of that many random bytes; the proof spells them in hex.
  const salt = Buffer.from(random.token(SALT_BYTES), 'base64url').toString('hex');
  const commitment = commitmentOf({ day: round.day, number: answerDigits(round.nft.nftId), salt });
  await tx.insert(roundCommitments).values({ roundId: round.id, commitment, salt });
  return commitment;
}

/** Marks the round the admin replaced: its proof is revealed from now on, with the reason given. */
export async function markReplaced(
  tx: Database,
  { roundId, at, reason }: { roundId: number; at: Date; reason: string | undefined },
): Promise<void> {
  await tx
    .update(roundCommitments)
    .set({ replacedAt: at, replacedReason: reason || null })
    .where(eq(roundCommitments.roundId, roundId));
}
