import type { Database } from '@app/db/database';
import { gameRounds } from '@app/db/schema/rounds';
import { nfts, type Nft } from '@app/db/schema/nfts';
import { and, eq, sql } from '@app/db/orm';
import { isThursday } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { answerKey, answeredBefore } from './answered';

/** An NFT is not picked again at random until this many rounds have passed. */
const RECENT_ROUNDS = 30;

interface Eligible {
  nfts: Nft[];
  /** Any of them may play, chosen at random; else the only one. */
  atRandom: boolean;
}

/**
 * The NFTs the rules allow for a day: the active NFT set for that day; else, among the
 * active NFTs (throwbacks on Thursday, the others on other days, when there are any),
 * those whose number no past round answered, else any such active NFT: a past puzzle
 * must never tell a day's answer. Once every number has played: those not played in the
 * last RECENT_ROUNDS rounds; else the one played longest ago.
 */
async function eligibleNfts(db: Database, day: string): Promise<Eligible> {
  const [scheduled] = await db
    .select()
    .from(nfts)
    .where(and(eq(nfts.active, true), eq(nfts.setForDate, day)))
    .orderBy(nfts.id)
    .limit(1);
  if (scheduled) return { nfts: [scheduled], atRandom: false };

  const pool = await db.select().from(nfts).where(eq(nfts.active, true));
  if (pool.length === 0) return { nfts: [], atRandom: false };
  const wantThrowback = isThursday(new Date(`${day}T00:00:00Z`));
  const preferred = pool.filter((nft) => nft.throwbackThursday === wantThrowback);
  const candidates = preferred.length > 0 ? preferred : pool;

  const answered = await answeredBefore(db, day);
  const unanswered = (list: Nft[]) => list.filter((nft) => !answered.has(answerKey(nft.nftId)));
  const neverAnswered = [unanswered(candidates), unanswered(pool)].find((list) => list.length > 0);
  if (neverAnswered) return { nfts: neverAnswered, atRandom: true };

  // Prepared rounds have not been played: they do not make their NFT recent.
  const recent = (
    await db
      .select({ nftId: gameRounds.nftId })
      .from(gameRounds)
      .where(eq(gameRounds.prepared, false))
      .orderBy(sql`${gameRounds.id} desc`)
      .limit(RECENT_ROUNDS)
  ).map((row) => row.nftId);
  const fresh = candidates.filter((nft) => !recent.includes(nft.id));
  if (fresh.length > 0) return { nfts: fresh, atRandom: true };
  const lastUse = (nft: Nft) => recent.indexOf(nft.id);
  return {
    nfts: [candidates.reduce((oldest, nft) => (lastUse(nft) > lastUse(oldest) ? nft : oldest))],
    atRandom: false,
  };
}

/** The day's NFT by the rules of eligibleNfts; NO_ROUND when no NFT is active. */
export async function pickNft(db: Database, random: Ctx['random'], day: string): Promise<Nft> {
  const eligible = await eligibleNfts(db, day);
  if (eligible.nfts.length === 0)
    throw new AppError('NO_ROUND', 'There is no NFT to play today. Please check back soon.');
  return eligible.atRandom ? eligible.nfts[random.int(eligible.nfts.length)]! : eligible.nfts[0]!;
}

/** Whether the rules still allow this NFT for the day (an admin may have scheduled or removed one since it was picked). */
export async function stillEligible(db: Database, day: string, nftId: number): Promise<boolean> {
  return (await eligibleNfts(db, day)).nfts.some((nft) => nft.id === nftId);
}
