import { id, text, time } from './columns';
import type { Dialect, Engine } from './dialect';

export const settingsTables = <E extends Engine>(d: Dialect<E>) => {
  /** Small server settings changed at run time: maintenance mode, the ad reset time. */
  const settings = d.table('settings', {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    updatedAt: time('updated_at').notNull(),
  });

  /** The last token balance read from the ledger per wallet, so the ledger is asked at most every few minutes. */
  const walletBalances = d.table('wallet_balances', {
    walletAddress: text('wallet_address').primaryKey(),
    balance: text('balance').notNull(),
    checkedAt: time('checked_at').notNull(),
  });

  /** Every admin action: who, what, when. */
  const auditLog = d.table('audit_log', {
    id: id(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    detail: text('detail'),
    at: time('at').notNull(),
  });

  return { settings, walletBalances, auditLog };
};
