import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { users } from './sqlite/schema/users';

/**
 * Inside a transaction: makes every other transaction that locks the same player wait for
 * this one, so a check and the write it allows (ads left today, the weekly invite cap) are one
 * step. SQLite runs one writer at a time already; PostgreSQL locks the player's row.
 */
export async function lockPlayer(tx: Database, userId: number): Promise<void> {
  if (tx.engine === 'postgres') await tx.rows(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

/**
 * Inside a transaction: makes every other transaction taking the lock of the same name wait
 * for this one (work that processes starting together must do once). SQLite runs one writer
 * at a time already; PostgreSQL takes an advisory lock held until the transaction ends.
 */
export async function lockNamed(tx: Database, name: string): Promise<void> {
  if (tx.engine === 'postgres') await tx.rows(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
