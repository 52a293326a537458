import { z } from 'zod';

const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** What checks a round's answer once the round is over: the hash of `committedText` is the commitment. */
export const RoundProof = z.object({
  roundId: z.number().int(),
  /** yyyy-MM-dd (UTC). */
  day: z.string(),
  commitment: Sha256Hex,
  /** The answer, in the digits players guess. */
  number: z.string(),
  salt: Sha256Hex,
  /** When the admin replaced the round before its day ended. */
  replacedAt: z.string().optional(),
  /** The admin's reason for the replacement, when one was given. */
  reason: z.string().optional(),
});
export type RoundProof = z.infer<typeof RoundProof>;

/** A round as the fairness page lists it: its commitment always, its proof once it is over. */
export const RoundCommitment = z.object({
  roundId: z.number().int(),
  day: z.string(),
  commitment: Sha256Hex,
  proof: RoundProof.nullable(),
  /** The ledger transaction whose memo carries the commitment; null until it is sent (or without a commit wallet). */
  memo: z
    .object({
      txHash: z.string(),
      /** The transaction on the explorer; null for the offline stand-in ledger's. */
      explorerUrl: z.string().nullable(),
    })
    .nullable(),
});
export type RoundCommitment = z.infer<typeof RoundCommitment>;

export const RoundCommitments = z.object({
  /** Newest first; rounds prepared for coming days are not listed. */
  rounds: z.array(RoundCommitment),
  /** The `before` of the next page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type RoundCommitments = z.infer<typeof RoundCommitments>;

/** The admin's optional reason for setting today's NFT, revealed with the replaced round's proof. */
export const SetTodayBody = z.object({ reason: z.string().trim().max(280).optional() });
export type SetTodayBody = z.infer<typeof SetTodayBody>;

export const CommitmentsQuery = z.object({
  /** The page of rounds before this round id (the last one listed); the newest rounds without it. */
  before: z.coerce
    .number({ message: 'before must be a round id' })
    .int()
    .positive('before must be positive')
    .optional(),
});
