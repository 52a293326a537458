import { rmSync } from 'node:fs';
import type { DatabaseLocation } from '../client';
import { checkBackup, migratedCopy, RestoreRefused } from './check-backup';
import { postgresRecord } from './into-postgres';
import { sqliteRecord } from './into-sqlite';
import { describeLoss, lossesOf, reapplyPayments } from './losses';

export { RestoreRefused };

export interface RestoreOutcome {
  /** Where the replaced record is kept (null when there was none). */
  kept: string | null;
  /** Payments made after the backup, marked paid again in the restored record. */
  reapplied: number;
  /** What the record had that the restored one lacks (only with `acceptLoss`). */
  lost: string[];
}

/**
 * Puts a backup (a SQLite file, from either engine) in place of the record the settings
 * name, on its engine. Refuses, changing nothing, when the file is not a backup or a server
 * still has the record open; and, unless `acceptLoss`, when the backup lacks a raffle drawn
 * or a prize paid since (a payment whose winner the backup has is re-applied instead, so no
 * prize is ever paid twice). On PostgreSQL the replaced record is kept at `keepAt`.
 */
export async function restoreDatabase({
  backup,
  target,
  keepAt,
  now,
  acceptLoss,
}: {
  backup: string;
  target: DatabaseLocation;
  keepAt: string;
  now: Date;
  acceptLoss: boolean;
}): Promise<RestoreOutcome> {
  checkBackup(backup);
  const record = target.engine === 'sqlite' ? sqliteRecord(target.path, now) : await postgresRecord(target, keepAt);
  const copy = migratedCopy(backup, record.copyPath);
  try {
    const reapplied = await reapplyPayments(copy, record.read);
    const lost = (await lossesOf(copy, record.read)).map(describeLoss);
    if (lost.length > 0 && !acceptLoss) throw new RestoreRefused(lossMessage(lost));
    copy.close();
    const kept = await record.replaceWith(record.copyPath);
    return { kept, reapplied: reapplied.length, lost };
  } finally {
    if (copy.open) copy.close();
    await record.close();
    rmSync(record.copyPath, { force: true });
  }
}

function lossMessage(lost: string[]): string {
  return [
    'the backup lacks what the record holds since it was made:',
    ...lost.map((line) => `  - ${line}`),
    'Pay nobody twice: note these, then run the restore again with --accept-loss.',
  ].join('\n');
}
