import { auditLog } from '@app/db/schema/settings';
import type { AuditAction } from '@app/shared/schemas/admin';
import type { Ctx } from '../context';

/** Writes an admin action to the audit log: who (the admin wallet, or the bot's admin), what, when. */
export async function audit({
  ctx,
  input: { action, detail },
}: {
  ctx: Pick<Ctx, 'database' | 'now'> & Partial<Pick<Ctx, 'session' | 'auditActor'>>;
  input: { action: AuditAction; detail?: unknown };
}): Promise<void> {
  await ctx.database.insert(auditLog).values({
    actor: ctx.auditActor ?? ctx.session?.walletAddress ?? 'system',
    action,
    detail: detail === undefined ? null : JSON.stringify(detail),
    at: ctx.now,
  });
}
