import type { Eligibility, HoldersLeaderboard, Leaderboard, LeaderboardQuery } from '@app/shared/schemas/leaderboard';
import type { Ctx } from '../../context';
import { getHolderStatus } from '../holders/service';
import { requirePlayer } from '../../identity/session/service';
import { topPage } from './board-pages';

/** A wallet named by the client must be the session's; the session's wallet marks "you". */
function viewerWallet(ctx: Ctx, claimed: string | undefined): string | null {
  return ctx.session?.walletAddress ? requirePlayer({ ctx, input: claimed }).walletAddress : null;
}

function markViewer(entries: Leaderboard, viewer: string | null): Leaderboard {
  if (viewer === null) return entries;
  return entries.map((entry) => (entry.walletAddress === viewer ? { ...entry, isCurrentUser: true } : entry));
}

export async function getLeaderboard({ ctx, input }: { ctx: Ctx; input: LeaderboardQuery }): Promise<Leaderboard> {
  const viewer = viewerWallet(ctx, input.walletAddress);
  return markViewer(await topPage(ctx.database, 'regular', input.limit, ctx.now), viewer);
}

export async function getHoldersLeaderboard({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: LeaderboardQuery;
}): Promise<HoldersLeaderboard> {
  const viewer = viewerWallet(ctx, input.walletAddress);
  return {
    leaderboard: markViewer(await topPage(ctx.database, 'holders', input.limit, ctx.now), viewer),
    eligibility: viewer ? await eligibilityOf(ctx, viewer) : null,
  };
}

async function eligibilityOf(ctx: Ctx, wallet: string): Promise<Eligibility> {
  const status = await getHolderStatus({ ctx, input: wallet });
  return { isEligible: status.isHolder, bwifBalance: status.balance, minimumRequired: ctx.settings.holderMin };
}
