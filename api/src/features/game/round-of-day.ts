import type { Database } from '@app/db/database';
import { nfts, type Nft } from '@app/db/schema/nfts';
import { gameRounds, roundCommitments } from '@app/db/schema/rounds';
import { and, eq, sql } from '@app/db/orm';

export interface CurrentRound {
  id: number;
  day: string;
  endDate: Date;
  throwbackThursday: boolean;
  nft: Nft;
  /** The public hash of the answer; null for a round opened before rounds were committed. */
  commitment: string | null;
}

/** A day's round with its NFT, by one of its flags: the active round, or the one prepared ahead. */
export function roundOfDayQuery(db: Database, flag: typeof gameRounds.active | typeof gameRounds.prepared) {
  return db
    .select({
      id: gameRounds.id,
      day: gameRounds.day,
      endDate: gameRounds.endDate,
      throwbackThursday: gameRounds.throwbackThursday,
      nft: nfts,
      commitment: roundCommitments.commitment,
    })
    .from(gameRounds)
    .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
    .leftJoin(roundCommitments, eq(roundCommitments.roundId, gameRounds.id))
    .where(and(eq(gameRounds.day, sql.placeholder('day')), eq(flag, true)))
    .prepare();
}
