import { periods } from '@app/db/schema/periods';
import { raffleEntrants, raffleWinners } from '@app/db/schema/raffle';
import { users } from '@app/db/schema/users';
import { and, asc, count, eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { shortenAddress } from '@app/shared/rules/address';
import { splitPrize } from '@app/shared/rules/raffle';
import {
  raffleEntrantsPath,
  type PeriodRaffle,
  type RaffleEntrantsPage,
  type RaffleWinner,
} from '@app/shared/schemas/raffle';
import { perHandle } from '../../storage/per-db';

export type Period = typeof periods.$inferSelect;

/** Entrants per page of the public list: a page of about 30 KB. */
const ENTRANTS_PER_PAGE = 500;

const eligible = (periodId: number | ReturnType<typeof sql.placeholder>) =>
  and(eq(raffleEntrants.periodId, periodId), eq(raffleEntrants.eligible, true));

const statements = perHandle((db) => ({
  /** The period's eligible entrants after a wallet address, in wallet order: the draw's order. */
  eligibleAfter: db
    .select({
      walletAddress: raffleEntrants.walletAddress,
      userId: raffleEntrants.userId,
      weight: raffleEntrants.weight,
    })
    .from(raffleEntrants)
    .where(
      and(eligible(sql.placeholder('periodId')), sql`${raffleEntrants.walletAddress} > ${sql.placeholder('after')}`),
    )
    .orderBy(asc(raffleEntrants.walletAddress))
    .limit(sql.placeholder('limit'))
    .prepare(),
}));

/** Up to `limit` of a period's eligible entrants after the wallet `after` ('' for the first), in the draw's order. */
export function eligibleEntrantsAfter(
  db: Database,
  periodId: number,
  after: string,
  limit: number,
): Promise<{ walletAddress: string; userId: number; weight: number }[]> {
  return statements(db).eligibleAfter.execute({ periodId, after, limit });
}

/** A page of a drawn period's entrants, as the history lists them; none while the draw is pending. */
export async function entrantsPage(db: Database, period: Period, after = ''): Promise<RaffleEntrantsPage> {
  if (period.drawnAt === null) return { entrants: [], next: null };
  const rows = await eligibleEntrantsAfter(db, period.id, after, ENTRANTS_PER_PAGE + 1);
  const entrants = rows.slice(0, ENTRANTS_PER_PAGE).map(({ walletAddress, weight }) => ({ walletAddress, weight }));
  const last = entrants.at(-1)?.walletAddress;
  return { entrants, next: rows.length > ENTRANTS_PER_PAGE ? `${raffleEntrantsPath(period.id)}?after=${last}` : null };
}

/** A period's winners in the order drawn, each with its share of the prize (the remainder to the first). */
export async function winnersOf(db: Database, period: Period): Promise<RaffleWinner[]> {
  const rows = await db
    .select({
      walletAddress: raffleWinners.walletAddress,
      displayName: users.displayName,
      txHash: raffleWinners.txHash,
    })
    .from(raffleWinners)
    .leftJoin(users, eq(users.id, raffleWinners.userId))
    .where(eq(raffleWinners.periodId, period.id))
    .orderBy(asc(raffleWinners.position));
  const prizes = splitPrize(period.prizeDrops, rows.length);
  return rows.map((row, index) => ({
    walletAddress: row.walletAddress,
    name: row.displayName || shortenAddress(row.walletAddress),
    prizeDrops: prizes[index]!,
    paid: row.txHash !== null,
    txHash: row.txHash,
  }));
}

/**
 * A period's raffle as the history and the admin page show it: how many entrants, known
 * once drawn; the list itself is paged (entrantsPage), so the history stays small with
 * thousands of holders.
 */
export async function periodRaffle(db: Database, period: Period): Promise<PeriodRaffle> {
  if (period.drawnAt === null) {
    return { status: 'pending', ledgerIndex: null, ledgerHash: null, standIn: false, entrantCount: 0, winners: [] };
  }
  const [counted] = await db.select({ entrants: count() }).from(raffleEntrants).where(eligible(period.id));
  return {
    status: 'drawn',
    ledgerIndex: period.drawLedgerIndex,
    ledgerHash: period.drawLedgerHash,
    standIn: period.drawStandIn,
    entrantCount: counted?.entrants ?? 0,
    winners: await winnersOf(db, period),
  };
}

export async function findPeriod(db: Database, periodId: number): Promise<Period | undefined> {
  const [period] = await db.select().from(periods).where(eq(periods.id, periodId));
  return period;
}
