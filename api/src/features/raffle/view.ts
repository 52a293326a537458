import { raffleEntrants, raffleWinners, weeklyArchives } from '@app/db/schema/raffle';
import { users } from '@app/db/schema/users';
import { and, asc, eq } from '@app/db/orm';
import type { Db } from '@app/db/client';
import { shortenAddress } from '@app/shared/rules/address';
import { splitPrize } from '@app/shared/rules/raffle';
import type { PeriodRaffle, RaffleWinner } from '@app/shared/schemas/raffle';

export type Period = typeof weeklyArchives.$inferSelect;

/** A period's winners in the order drawn, each with its share of the prize (the remainder to the first). */
export function winnersOf(db: Db, period: Period): RaffleWinner[] {
  const rows = db
    .select({
      walletAddress: raffleWinners.walletAddress,
      displayName: users.displayName,
      txHash: raffleWinners.txHash,
    })
    .from(raffleWinners)
    .leftJoin(users, eq(users.id, raffleWinners.userId))
    .where(eq(raffleWinners.periodId, period.id))
    .orderBy(asc(raffleWinners.position))
    .all();
  const prizes = splitPrize(period.prizeDrops, rows.length);
  return rows.map((row, index) => ({
    walletAddress: row.walletAddress,
    name: row.displayName || shortenAddress(row.walletAddress),
    prizeDrops: prizes[index]!,
    paid: row.txHash !== null,
    txHash: row.txHash,
  }));
}

/** A period's raffle as the history and the admin page show it; entrants are known once drawn. */
export function periodRaffle(db: Db, period: Period): PeriodRaffle {
  if (period.drawnAt === null) {
    return { status: 'pending', ledgerIndex: null, ledgerHash: null, standIn: false, entrants: [], winners: [] };
  }
  const entrants = db
    .select({ walletAddress: raffleEntrants.walletAddress, weight: raffleEntrants.weight })
    .from(raffleEntrants)
    .where(and(eq(raffleEntrants.periodId, period.id), eq(raffleEntrants.eligible, true)))
    .orderBy(asc(raffleEntrants.walletAddress))
    .all();
  return {
    status: 'drawn',
    ledgerIndex: period.drawLedgerIndex,
    ledgerHash: period.drawLedgerHash,
    standIn: period.drawStandIn,
    entrants,
    winners: winnersOf(db, period),
  };
}

export function findPeriod(db: Db, periodId: number): Period | undefined {
  return db.select().from(weeklyArchives).where(eq(weeklyArchives.id, periodId)).get();
}
