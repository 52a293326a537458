import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { epochMs } from './columns';

export const raffleEntrants = pgTable(
  'raffle_entrants',
  {
    periodId: integer('period_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    userId: integer('user_id').notNull(),
    weight: integer('weight').notNull(),
    eligible: boolean('eligible'),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.walletAddress] })],
);

export const raffleWinners = pgTable(
  'raffle_winners',
  {
    periodId: integer('period_id').notNull(),
    position: integer('position').notNull(),
    userId: integer('user_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    txHash: text('tx_hash').unique(),
    paidAt: epochMs('paid_at'),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.position] })],
);

export const rafflePayments = pgTable(
  'raffle_payments',
  {
    uuid: text('uuid').primaryKey(),
    periodId: integer('period_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    prizeDrops: text('prize_drops').notNull(),
    requestedAt: epochMs('requested_at').notNull(),
    state: text('state', { enum: ['pending', 'paid', 'refused'] }).notNull(),
    reason: text('reason'),
    txHash: text('tx_hash'),
  },
  (t) => [
    index('raffle_payments_winner_idx').on(t.periodId, t.walletAddress, t.state),
    index('raffle_payments_tx_idx').on(t.txHash),
  ],
);
