import { walletBalances } from '@app/db/schema/settings';
import { eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { withinLedgerWait } from '../../adapters/ledger/within';
import type { Ctx } from '../../context';
import { BoundedMap } from '../../storage/bounded-map';
import { perDb, perHandle } from '../../storage/per-db';

export const BALANCE_CACHE_MS = 10 * 60 * 1000;

export interface HolderStatus {
  isHolder: boolean;
  balance: string;
}

/** Wallets whose last check stays in memory: one entry is about 150 bytes. */
const CHECKS_IN_MEMORY = 100_000;

interface BalanceCheck {
  balance: string;
  checkedAt: number;
}

const queries = perHandle((db) => ({
  stored: db
    .select()
    .from(walletBalances)
    .where(eq(walletBalances.walletAddress, sql.placeholder('wallet')))
    .prepare(),
  save: db
    .insert(walletBalances)
    .values({
      walletAddress: sql.placeholder('wallet'),
      balance: sql.placeholder('balance'),
      checkedAt: sql.placeholder('checkedAt'),
    })
    .onConflictDoUpdate({
      target: walletBalances.walletAddress,
      set: { balance: sql`excluded.balance`, checkedAt: sql`excluded.checked_at` },
    })
    .prepare(),
}));

/** The last check of each wallet, kept in memory; the table keeps balances across restarts. */
const checks = perDb(() => new BoundedMap<string, BalanceCheck>(CHECKS_IN_MEMORY));
/** Ledger reads under way per wallet: a player's parallel requests share one. */
const reading = perDb(() => new Map<string, Promise<string>>());

async function lastCheck(db: Database, walletAddress: string): Promise<BalanceCheck | undefined> {
  const remembered = checks(db).get(walletAddress);
  if (remembered) return remembered;
  const [stored] = await queries(db).stored.execute({ wallet: walletAddress });
  return stored && { balance: stored.balance, checkedAt: stored.checkedAt.getTime() };
}

const isFresh = (ctx: Ctx, check: BalanceCheck | undefined): check is BalanceCheck =>
  !!check && ctx.now.getTime() - check.checkedAt < BALANCE_CACHE_MS;

const statusOf = (ctx: Ctx, balance: string): HolderStatus => ({
  isHolder: Number(balance) >= ctx.settings.holderMin,
  balance,
});

/**
 * The wallet's token balance and whether it reaches the holder threshold, for what
 * counts (points, the holders board, ads). Read from the ledger at most every
 * BALANCE_CACHE_MS; when the ledger fails the last known balance stands (or none), so
 * a ledger outage never fails the caller.
 */
export async function getHolderStatus({
  ctx,
  input: walletAddress,
}: {
  ctx: Ctx;
  input: string;
}): Promise<HolderStatus> {
  const last = await lastCheck(ctx.database, walletAddress);
  return statusOf(ctx, isFresh(ctx, last) ? last.balance : await readBalance(ctx, walletAddress, last));
}

/**
 * For what only shows (the day's hint): the last known balance at once, read again in
 * the background when stale. At 00:00 the whole crowd's checks are stale, and the game
 * must not wait on the ledger for each of them; only a wallet never seen waits.
 */
export async function getShownHolderStatus({
  ctx,
  input: walletAddress,
}: {
  ctx: Ctx;
  input: string;
}): Promise<HolderStatus> {
  const last = await lastCheck(ctx.database, walletAddress);
  if (!last) return statusOf(ctx, await readBalance(ctx, walletAddress, last));
  if (!isFresh(ctx, last)) void readBalance(ctx, walletAddress, last);
  return statusOf(ctx, last.balance);
}

function readBalance(ctx: Ctx, walletAddress: string, last: BalanceCheck | undefined): Promise<string> {
  const underWay = reading(ctx.database);
  const already = underWay.get(walletAddress);
  if (already) return already;
  const read = readFromLedger(ctx, walletAddress, last).finally(() => underWay.delete(walletAddress));
  underWay.set(walletAddress, read);
  return read;
}

/** Asks the ledger; the table is written only when the balance changed, the memory always. */
async function readFromLedger(ctx: Ctx, walletAddress: string, last: BalanceCheck | undefined): Promise<string> {
  try {
    const balance = await withinLedgerWait(ctx.ledger.getTokenBalance(walletAddress));
    checks(ctx.database).set(walletAddress, { balance, checkedAt: ctx.now.getTime() });
    if (balance !== last?.balance) {
      await ctx.database.oneStatement((db) =>
        queries(db).save.execute({ wallet: walletAddress, balance, checkedAt: ctx.now }),
      );
    }
    return balance;
  } catch (error) {
    ctx.logger.warn({ err: error, walletAddress }, 'token balance unavailable, using the last known one');
    return last?.balance ?? '0';
  }
}
