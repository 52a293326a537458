import { text, integer, boolean, time } from './columns';
import type { Dialect, Engine } from './dialect';

export const raffleTables = <E extends Engine>(d: Dialect<E>) => {
  /**
   * The raffle's candidates per period: holders board players with points in it, weighted
   * by those points. `eligible` is decided at the draw ledger (the balance reaches the
   * threshold there); the draw runs on the eligible ones in wallet address order.
   */
  const raffleEntrants = d.table(
    'raffle_entrants',
    {
      periodId: integer('period_id').notNull(),
      walletAddress: text('wallet_address').notNull(),
      userId: integer('user_id').notNull(),
      weight: integer('weight').notNull(),
      eligible: boolean('eligible'),
    },
    (t) => [d.primaryKey(t.periodId, t.walletAddress)],
  );

  /** A period's winners in the order drawn; `position` 0 takes the prize's remainder. */
  const raffleWinners = d.table(
    'raffle_winners',
    {
      periodId: integer('period_id').notNull(),
      position: integer('position').notNull(),
      userId: integer('user_id').notNull(),
      walletAddress: text('wallet_address').notNull(),
      /** The validated payment's hash once paid. */
      txHash: text('tx_hash').unique(),
      paidAt: time('paid_at'),
    },
    (t) => [d.primaryKey(t.periodId, t.position)],
  );

  /** A Xaman Payment payload made for a winner, and what its check concluded. */
  const rafflePayments = d.table(
    'raffle_payments',
    {
      uuid: text('uuid').primaryKey(),
      periodId: integer('period_id').notNull(),
      walletAddress: text('wallet_address').notNull(),
      prizeDrops: text('prize_drops').notNull(),
      requestedAt: time('requested_at').notNull(),
      state: text('state', { enum: ['pending', 'paid', 'refused'] }).notNull(),
      reason: text('reason'),
      txHash: text('tx_hash'),
    },
    (t) => [
      d.index('raffle_payments_winner_idx').on(t.periodId, t.walletAddress, t.state),
      d.index('raffle_payments_tx_idx').on(t.txHash),
    ],
  );

  return { raffleEntrants, raffleWinners, rafflePayments };
};
