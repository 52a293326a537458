import { auditLog } from '@app/db/schema/settings';
import { desc, eq } from '@app/db/orm';
import { utcDay } from '@app/shared/rules/time';
import type { AuditEntry, AuditQuery } from '@app/shared/schemas/admin';
import type { Ctx } from '../../context';
import { csvFile } from '@app/shared/csv';

/** The admin page shows this many; an export holds up to EXPORT_LIMIT. */
const PAGE_LIMIT = 50;
const EXPORT_LIMIT = 100_000;

/** The latest entries of the audit log, newest first, of one action when the query names it. */
export async function recentAudit({
  ctx,
  input: { action, limit = PAGE_LIMIT },
}: {
  ctx: Ctx;
  input: AuditQuery & { limit?: number };
}): Promise<AuditEntry[]> {
  const entries = await ctx.database
    .select()
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return entries.map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}

/** The audit log as a CSV file (RFC 4180), newest first, with its file name. */
export async function auditCsv({ ctx, input }: { ctx: Ctx; input: AuditQuery }) {
  const entries = await recentAudit({ ctx, input: { ...input, limit: EXPORT_LIMIT } });
  const rows = entries.map((entry) => [entry.at, entry.actor, entry.action, entry.detail]);
  return { filename: `audit-${utcDay(ctx.now)}.csv`, csv: csvFile(['at', 'actor', 'action', 'detail'], rows) };
}
