import type Database from 'better-sqlite3';

/** Reads rows from the record the backup replaces, whichever engine holds it. */
export type ReadRecord = <T>(query: string) => Promise<T[]>;

interface PaidWinner {
  period_id: number;
  position: number;
  wallet_address: string;
  tx_hash: string;
  paid_at: number;
}

interface Draw {
  id: number;
  week_start: string;
  drawn_at: number;
}

/** What the backup lacks that the record holds: a raffle drawn, or a prize paid, after it. */
export type Loss = { kind: 'draw'; draw: Draw } | { kind: 'payment'; winner: PaidWinner };

const PAID_WINNERS =
  'SELECT period_id, position, wallet_address, tx_hash, paid_at FROM raffle_winners WHERE tx_hash IS NOT NULL';
const DRAWS = 'SELECT id, week_start, drawn_at FROM weekly_archives WHERE drawn_at IS NOT NULL';
const PAYMENT_COLUMNS = 'uuid, period_id, wallet_address, prize_drops, requested_at, state, reason, tx_hash';

/**
 * Marks paid, in the backup's copy, the winners the record says were paid since, when the
 * backup has the same winner of the same draw: the payment is then kept, not lost.
 * Returns those winners.
 */
export async function reapplyPayments(copy: Database.Database, readRecord: ReadRecord): Promise<PaidWinner[]> {
  const markPaid = copy.prepare(
    `UPDATE raffle_winners SET tx_hash = @tx_hash, paid_at = @paid_at
     WHERE period_id = @period_id AND position = @position AND wallet_address = @wallet_address AND tx_hash IS NULL`,
  );
  const keepPayment = copy.prepare(
    `INSERT OR IGNORE INTO raffle_payments (${PAYMENT_COLUMNS}) VALUES (${PAYMENT_COLUMNS.replace(/(\w+)/g, '@$1')})`,
  );
  const payments = await readRecord<Record<string, unknown>>(
    `SELECT ${PAYMENT_COLUMNS} FROM raffle_payments WHERE state = 'paid'`,
  );
  const reapplied = (await readRecord<PaidWinner>(PAID_WINNERS)).filter((winner) => markPaid.run(winner).changes === 1);
  for (const payment of payments) {
    if (reapplied.some((winner) => winner.tx_hash === payment.tx_hash)) keepPayment.run(payment);
  }
  return reapplied;
}

/** The draws and payments in the record that the backup's copy lacks (payments re-applied first). */
export async function lossesOf(copy: Database.Database, readRecord: ReadRecord): Promise<Loss[]> {
  const paidInCopy = new Set(
    copy
      .prepare(PAID_WINNERS)
      .all()
      .map((row) => (row as PaidWinner).tx_hash),
  );
  const drawnInCopy = new Set(
    copy
      .prepare(DRAWS)
      .all()
      .map((row) => drawKey(row as Draw)),
  );
  const draws = (await readRecord<Draw>(DRAWS)).filter((draw) => !drawnInCopy.has(drawKey(draw)));
  const payments = (await readRecord<PaidWinner>(PAID_WINNERS)).filter((winner) => !paidInCopy.has(winner.tx_hash));
  return [
    ...draws.map((draw): Loss => ({ kind: 'draw', draw })),
    ...payments.map((winner): Loss => ({ kind: 'payment', winner })),
  ];
}

const drawKey = (draw: Draw) => `${draw.id}/${draw.week_start}`;

/** One line a loss, for the operator. */
export function describeLoss(loss: Loss): string {
  if (loss.kind === 'draw') {
    const { week_start, drawn_at } = loss.draw;
    return `the raffle of the week of ${week_start}, drawn ${new Date(Number(drawn_at)).toISOString()}`;
  }
  const { period_id, position, wallet_address, tx_hash, paid_at } = loss.winner;
  return `the prize paid to ${wallet_address} (period ${period_id}, winner ${position + 1}) at ${new Date(Number(paid_at)).toISOString()}, transaction ${tx_hash}`;
}
