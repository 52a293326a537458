import type { Database } from '@app/db/database';
import { gameRounds } from '@app/db/schema/rounds';
import { nfts } from '@app/db/schema/nfts';
import { and, eq, lt, max } from '@app/db/orm';
import { parseGuess } from '@app/shared/rules/guess';

/** An NFT's number as players guess it ("#0385" and "385" are one number). */
export function answerKey(nftId: string): string {
  const parsed = parseGuess(nftId);
  return parsed.ok ? parsed.digits : nftId;
}

/**
 * Each number a played round answered before `beforeDay`, with the last day it did: an NFT
 * of another collection with the same number gives the same answer. Prepared rounds have
 * not been played.
 */
export async function answeredBefore(db: Database, beforeDay: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ nftId: nfts.nftId, lastDay: max(gameRounds.day) })
    .from(gameRounds)
    .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
    .where(and(eq(gameRounds.prepared, false), lt(gameRounds.day, beforeDay)))
    .groupBy(nfts.nftId);
  const lastDays = new Map<string, string>();
  for (const { nftId, lastDay } of rows) {
    const key = answerKey(nftId);
    const known = lastDays.get(key);
    if (lastDay && (!known || lastDay > known)) lastDays.set(key, lastDay);
  }
  return lastDays;
}
