import { walletBalances } from '@app/db/schema/settings';
import { eq, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import type { Ctx } from '../../context';
import { inGroupCommit } from '../../http/group-commit';
import { perDb } from '../../http/per-db';

export const BALANCE_CACHE_MS = 10 * 60 * 1000;
const LEDGER_TIMEOUT_MS = 3000;

export interface HolderStatus {
  isHolder: boolean;
  balance: string;
}

const queries = perDb((db: Db) => ({
  cached: db
    .select()
    .from(walletBalances)
    .where(eq(walletBalances.walletAddress, sql.placeholder('wallet')))
    .prepare(),
  // Each player's first visit of the day writes here: at midnight that is the whole crowd,
  // so the writes go through the group commit, one transaction per event-loop turn.
  save: db
    .insert(walletBalances)
    .values({ walletAddress: sql.placeholder('wallet'), balance: sql.placeholder('balance'), checkedAt: sql.placeholder('checkedAt') })
    .onConflictDoUpdate({
      target: walletBalances.walletAddress,
      set: { balance: sql`excluded.balance`, checkedAt: sql`excluded.checked_at` },
    })
    .prepare(),
}));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`ledger did not answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * The wallet's token balance and whether it reaches the holder threshold. Read from the
 * ledger at most every BALANCE_CACHE_MS; when the ledger fails the last known balance
 * stands (or none), so a ledger outage never fails the caller.
 */
export async function getHolderStatus(ctx: Ctx, walletAddress: string): Promise<HolderStatus> {
  const cached = queries(ctx.db).cached.get({ wallet: walletAddress });
  const fresh = cached && ctx.now.getTime() - cached.checkedAt.getTime() < BALANCE_CACHE_MS;
  const balance = fresh ? cached.balance : await readBalance(ctx, walletAddress, cached?.balance);
  return { isHolder: Number(balance) >= ctx.settings.holderMin, balance };
}

async function readBalance(ctx: Ctx, walletAddress: string, lastKnown: string | undefined): Promise<string> {
  try {
    const balance = await withTimeout(ctx.ledger.getTokenBalance(walletAddress), LEDGER_TIMEOUT_MS);
    await inGroupCommit(ctx.db, () => queries(ctx.db).save.run({ wallet: walletAddress, balance, checkedAt: ctx.now }));
    return balance;
  } catch (error) {
    ctx.logger.warn({ err: error, walletAddress }, 'token balance unavailable, using the last known one');
    return lastKnown ?? '0';
  }
}
