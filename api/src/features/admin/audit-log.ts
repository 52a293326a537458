import { auditLog } from '@app/db/schema/settings';
import { and, desc, eq, gte, lt, type SQL } from '@app/db/orm';
import { utcDay } from '@app/shared/rules/time';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilters, type AuditQuery } from '@app/shared/schemas/admin';
import { DAY_MS } from '@app/shared/constants';
import type { Ctx } from '../../context';
import { csvFile } from '@app/shared/csv';

/** An export holds up to this many entries. */
const EXPORT_LIMIT = 100_000;

/** The entries the filters keep: one action, one actor, UTC days from and to (both included). */
function auditFilter({ action, actor, from, to }: AuditFilters): SQL | undefined {
  return and(
    action ? eq(auditLog.action, action) : undefined,
    actor ? eq(auditLog.actor, actor) : undefined,
    from ? gte(auditLog.at, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(auditLog.at, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/** A page of the audit log's entries the filters keep, newest first (page 1 the latest). */
export async function recentAudit({ ctx, input }: { ctx: Ctx; input: AuditQuery }): Promise<AuditEntry[]> {
  return auditEntries(ctx, input, { limit: AUDIT_PAGE_SIZE, offset: (input.page - 1) * AUDIT_PAGE_SIZE });
}

async function auditEntries(
  ctx: Ctx,
  filters: AuditFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<AuditEntry[]> {
  const entries = await ctx.database
    .select()
    .from(auditLog)
    .where(auditFilter(filters))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return entries.map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}

/** The audit log as a CSV file (RFC 4180), newest first, with its file name. */
export async function auditCsv({ ctx, input }: { ctx: Ctx; input: AuditFilters }) {
  const entries = await auditEntries(ctx, input, { limit: EXPORT_LIMIT, offset: 0 });
  const rows = entries.map((entry) => [entry.at, entry.actor, entry.action, entry.detail]);
  return { filename: `audit-${utcDay(ctx.now)}.csv`, csv: csvFile(['at', 'actor', 'action', 'detail'], rows) };
}
