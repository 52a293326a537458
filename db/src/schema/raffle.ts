import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The raffle's candidates per period: holders board players with points in it, weighted
 * by those points. `eligible` is decided at the draw ledger (the balance reaches the
 * threshold there); the draw runs on the eligible ones in wallet address order.
 */
export const raffleEntrants = sqliteTable(
  'raffle_entrants',
  {
    periodId: integer('period_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    userId: integer('user_id').notNull(),
    weight: integer('weight').notNull(),
    eligible: integer('eligible', { mode: 'boolean' }),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.walletAddress] })],
);

/** A period's winners in the order drawn; `position` 0 takes the prize's remainder. */
export const raffleWinners = sqliteTable(
  'raffle_winners',
  {
    periodId: integer('period_id').notNull(),
    position: integer('position').notNull(),
    userId: integer('user_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    /** The validated payment's hash once paid. */
    txHash: text('tx_hash').unique(),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.position] })],
);

/** A Xaman Payment payload made for a winner, and what its check concluded. */
export const rafflePayments = sqliteTable(
  'raffle_payments',
  {
    uuid: text('uuid').primaryKey(),
    periodId: integer('period_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    prizeDrops: text('prize_drops').notNull(),
    requestedAt: integer('requested_at', { mode: 'timestamp_ms' }).notNull(),
    state: text('state', { enum: ['pending', 'paid', 'refused'] }).notNull(),
    reason: text('reason'),
    txHash: text('tx_hash'),
  },
  (t) => [
    index('raffle_payments_winner_idx').on(t.periodId, t.walletAddress, t.state),
    index('raffle_payments_tx_idx').on(t.txHash),
  ],
);
