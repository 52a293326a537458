import { periods } from '@app/db/schema/periods';
import { raffleEntrants, raffleWinners } from '@app/db/schema/raffle';
import { and, asc, eq, gt, isNotNull, isNull } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { drawWeighted } from '@app/shared/rules/raffle';
import type { DrawLedger } from '../../adapters/ledger/types';
import type { AppDeps } from '../../context';
import { perDb } from '../../storage/per-db';
import { audit } from '../../audit/audit';
import { eligibleEntrantsAfter, winnersOf, type Period } from './view';
import { queuePerDb, yieldToRequests } from '../../storage/pacing';

/** Balances read from the ledger at once while deciding who is eligible: polite to a public server. */
const BALANCE_READS_AT_ONCE = 4;
const CANDIDATES_PER_PASS = 100;
const ENTRANTS_PER_READ = 1000;

type DrawDeps = Pick<AppDeps, 'database' | 'ledger' | 'settings' | 'logger' | 'announcer'>;

/**
 * Decides, at the draw ledger, which undecided candidates hold at least the threshold, in
 * wallet order (a keyset, so each candidate is read once); resumable.
 */
async function decideEligibility(deps: DrawDeps, periodId: number, ledgerIndex: number): Promise<void> {
  let after = '';
  for (;;) {
    const undecided = await deps.database
      .select({ walletAddress: raffleEntrants.walletAddress })
      .from(raffleEntrants)
      .where(
        and(
          eq(raffleEntrants.periodId, periodId),
          gt(raffleEntrants.walletAddress, after),
          isNull(raffleEntrants.eligible),
        ),
      )
      .orderBy(asc(raffleEntrants.walletAddress))
      .limit(CANDIDATES_PER_PASS);
    if (undecided.length === 0) return;
    after = undecided.at(-1)!.walletAddress;
    const balances: string[] = [];
    for (let start = 0; start < undecided.length; start += BALANCE_READS_AT_ONCE) {
      const batch = undecided.slice(start, start + BALANCE_READS_AT_ONCE);
      balances.push(
        ...(await Promise.all(
          batch.map(({ walletAddress }) => deps.ledger.getTokenBalance(walletAddress, ledgerIndex)),
        )),
      );
    }
    await deps.database.transaction(async (tx) => {
      for (const [index, { walletAddress }] of undecided.entries()) {
        await tx
          .update(raffleEntrants)
          .set({ eligible: Number(balances[index]) >= deps.settings.holderMin })
          .where(and(eq(raffleEntrants.periodId, periodId), eq(raffleEntrants.walletAddress, walletAddress)));
      }
    });
    await yieldToRequests();
  }
}

/** The eligible entrants' weights in wallet address order, read a chunk at a time. */
async function eligibleInDrawOrder(
  db: Database,
  periodId: number,
): Promise<{ userId: number; walletAddress: string; weight: number }[]> {
  const entrants: { userId: number; walletAddress: string; weight: number }[] = [];
  for (;;) {
    const rows = await eligibleEntrantsAfter(db, periodId, entrants.at(-1)?.walletAddress ?? '', ENTRANTS_PER_READ);
    entrants.push(...rows);
    if (rows.length < ENTRANTS_PER_READ) return entrants;
    await yieldToRequests();
  }
}

/**
 * Draws a period's raffle once the ledger has closed past its end: the first validated
 * ledger closed at or after it gives the hash (the randomness) and the balances that
 * decide who is eligible. False while no such ledger has closed yet.
 */
async function drawPeriod(deps: DrawDeps, archive: Period, now: Date): Promise<boolean> {
  const ledger = await deps.ledger.firstLedgerClosedAtOrAfter(archive.periodEnd ?? archive.archivedAt);
  if (!ledger) return false;
  await decideEligibility(deps, archive.id, ledger.index);
  const entrants = await eligibleInDrawOrder(deps.database, archive.id);
  const winners = drawWeighted(
    Float64Array.from(entrants, (entrant) => entrant.weight),
    ledger.hash,
    deps.settings.raffle.winners,
  ).map((index) => entrants[index]!);
  await deps.database.transaction(async (tx) => {
    for (const [position, winner] of winners.entries()) {
      await tx
        .insert(raffleWinners)
        .values({ periodId: archive.id, position, userId: winner.userId, walletAddress: winner.walletAddress });
    }
    await tx
      .update(periods)
      .set({ drawLedgerIndex: ledger.index, drawLedgerHash: ledger.hash, drawStandIn: ledger.standIn, drawnAt: now })
      .where(eq(periods.id, archive.id));
  });
  const detail = {
    periodId: archive.id,
    ledgerIndex: ledger.index,
    ledgerHash: ledger.hash,
    standIn: ledger.standIn,
    entrants: entrants.length,
    winners: winners.map((winner) => winner.walletAddress),
  };
  await audit({ ctx: { ...deps, now, auditActor: 'scheduler' }, input: { action: 'raffle.draw', detail } });
  await announceDraw(deps, archive.id, ledger, entrants.length);
  return true;
}

async function announceDraw(deps: DrawDeps, periodId: number, ledger: DrawLedger, entrants: number): Promise<void> {
  const [period] = await deps.database.select().from(periods).where(eq(periods.id, periodId));
  try {
    await deps.announcer.raffleDrawn({
      periodId,
      weekStart: period!.weekStart,
      weekEnd: period!.weekEnd,
      ledgerIndex: ledger.index,
      ledgerHash: ledger.hash,
      standIn: ledger.standIn,
      entrants,
      winners: (await winnersOf(deps.database, period!)).map(({ name, walletAddress, prizeDrops }) => ({
        name,
        walletAddress,
        prizeDrops,
      })),
    });
  } catch (error) {
    deps.logger.warn({ err: error }, 'raffle draw announcement failed');
  }
}

/** The archived periods whose raffle is not drawn yet, oldest first. */
export function undrawnPeriods(db: Database): Promise<Period[]> {
  return db
    .select()
    .from(periods)
    .where(and(eq(periods.status, 'done'), isNull(periods.drawnAt), isNotNull(periods.periodEnd)))
    .orderBy(asc(periods.id));
}

/** Draws run one at a time per database: the scheduler's and a forced archive's never draw a period twice. */
const oneDrawAtATime = queuePerDb();

/** Who is told when a draw is left waiting for the ledger: the scheduler, which then retries it every minute. */
const drawWaitingListeners = perDb(() => new Set<() => void>());

/** Calls `listener` whenever a draw is left waiting; returns the function that stops it. */
export function onDrawWaiting(db: Database, listener: () => void): () => void {
  drawWaitingListeners(db).add(listener);
  return () => drawWaitingListeners(db).delete(listener);
}

/**
 * Draws every period that can be drawn at `now`; one the ledger does not allow yet (no
 * ledger closed past its end, or a ledger that fails, logged) is left waiting, and the
 * listeners are told so.
 */
export async function drawDueRaffles({ ctx }: { ctx: DrawDeps & { now: Date } }): Promise<void> {
  const drewAll = await oneDrawAtATime(ctx.database, () => drawUndrawn(ctx, ctx.now));
  if (!drewAll) for (const listener of drawWaitingListeners(ctx.database)) listener();
}

async function drawUndrawn(deps: DrawDeps, now: Date): Promise<boolean> {
  for (const archive of await undrawnPeriods(deps.database)) {
    if (archive.periodEnd! > now) continue;
    try {
      if (!(await drawPeriod(deps, archive, now))) return false;
    } catch (error) {
      deps.logger.warn({ err: error, periodId: archive.id }, 'raffle draw failed; retried within a minute');
      return false;
    }
  }
  return true;
}
