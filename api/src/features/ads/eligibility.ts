import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Ctx, Player } from '../../context';
import { AppError } from '../../errors';
import type { Settings } from '../../settings';
import { requirePlayer } from '../../identity/session/service';
import { requireActivatedAccount } from '../wallet/activation';

/**
 * Whether rewards come only from the ad network's server-to-server call. In production
 * always: a client's claim is only a claim (production refuses to start with ads on and
 * no ADSGRAM_REWARD_SECRET).
 */
export const rewardsByNetwork = (settings: Settings): boolean => settings.production || !!settings.adsgramRewardSecret;

/**
 * The signed-in player, when they may earn ad points: ads are on, their user was proven
 * by Telegram's initData (a web-only wallet never sees an ad), and their wallet exists
 * on the ledger when that is required.
 */
export async function requireAdPlayer({ ctx, input: claimedWallet }: { ctx: Ctx; input?: string }): Promise<Player> {
  const player = requirePlayer({ ctx, input: claimedWallet });
  if (!ctx.settings.adsgramBlockId) throw new AppError('ADS_OFF', 'Ads are not available');
  const [user] = await ctx.database
    .select({ telegramId: users.telegramId })
    .from(users)
    .where(eq(users.id, player.userId));
  if (!user?.telegramId) throw new AppError('FORBIDDEN', 'Ad points are earned in the Telegram Mini App');
  await requireActivatedAccount({ ctx, input: player });
  return player;
}
