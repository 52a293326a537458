import { weekOf } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { audit } from '../../audit/audit';
import { announce, archiveWeek, type ArchiveOutcome } from './archive';
import { drawDueRaffles } from '../raffle/draw';

/** What the admin is told after a forced archive: what was archived, or that nothing was. */
function forcedArchiveMessage(outcome: ArchiveOutcome): string {
  return outcome.archived
    ? `Archived ${outcome.weekStart} to ${outcome.weekEnd} as period ${outcome.periodId} and reset the leaderboards.`
    : 'Nothing to archive: no scores since the last archive.';
}

/**
 * The admin's archive (page or bot): closes the current period now, announces it, and
 * draws it right away when the ledger allows (offline at once; else the scheduler retries
 * every minute until it does).
 */
export async function forceArchive({ ctx }: { ctx: Ctx }): Promise<ArchiveOutcome & { message: string }> {
  const outcome = await archiveWeek({ ctx, input: { week: weekOf(ctx.now), forced: true } });
  await audit({
    ctx,
    input: {
      action: 'weekly.force-archive',
      detail: {
        periodId: outcome.periodId,
        weekStart: outcome.weekStart,
        archived: outcome.archived,
      },
    },
  });
  if (outcome.results) await announce({ ctx, input: outcome.results });
  if (outcome.archived) await drawDueRaffles({ ctx });
  return { ...outcome, message: forcedArchiveMessage(outcome) };
}
