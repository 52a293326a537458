import type { Ctx } from '../../context';
import { resetAdCounts } from '../ads/reset';
import { resetBoards } from '../weekly/archive';
import { audit } from '../../audit/audit';

/** The admin's "Reset Ad Playback Counts": everyone may watch the day's ads again. */
export async function resetAdPlaybackCounts({ ctx }: { ctx: Ctx }): Promise<{ success: true }> {
  await resetAdCounts(ctx.database, ctx.now);
  await audit({ ctx, input: { action: 'ads.reset' } });
  return { success: true };
}

/** The admin's "Reset Leaderboards": this week's boards start again, empty. */
export async function resetLeaderboards({ ctx }: { ctx: Ctx }): Promise<{ success: true; message: string }> {
  await resetBoards({ ctx });
  await audit({ ctx, input: { action: 'leaderboards.reset' } });
  return { success: true, message: 'All leaderboard data has been cleared' };
}
