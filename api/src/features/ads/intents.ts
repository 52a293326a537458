import { adIntents } from '@app/db/schema/ads';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from '@app/db/orm';
import { DAILY_ADS_ALLOWED } from '@app/shared/constants';
import type { AdIntent } from '@app/shared/schemas/ads';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { inGroupCommit } from '../../storage/group-commit';
import { adsWatchedToday, dailyLimitReached } from './daily-cap';
import { requireAdPlayer, rewardsByNetwork } from './eligibility';

/** Longer than any rewarded ad and the network's call after it. */
export const AD_INTENT_TTL_MS = 5 * 60_000;
/** Ads a player may have started and not yet been rewarded for; a new one replaces the oldest. */
const MAX_OPEN_AD_INTENTS = 3;

interface NewIntent {
  id: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
}

/** `POST /api/rewards/ad/intent`: the Mini App is about to show an ad to this Telegram-proven player. */
export async function registerAdIntent({ ctx }: { ctx: Ctx }): Promise<AdIntent> {
  const player = await requireAdPlayer(ctx);
  if (!rewardsByNetwork(ctx.settings)) {
    throw new AppError('CONFLICT', 'On this server the Mini App claims the reward itself after the ad');
  }
  if (adsWatchedToday(ctx, player.userId) >= DAILY_ADS_ALLOWED) throw dailyLimitReached(ctx);
  const intent: NewIntent = {
    id: ctx.random.token(16),
    userId: player.userId,
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + AD_INTENT_TTL_MS),
  };
  await inGroupCommit(ctx.db, () => openIntent(ctx, intent));
  return { intentId: intent.id, expiresAt: intent.expiresAt.toISOString() };
}

/** Stores the intent; closed ones are dropped, and the oldest open one when too many are open. */
function openIntent(ctx: Ctx, intent: NewIntent): void {
  const ofPlayer = eq(adIntents.userId, intent.userId);
  ctx.db
    .delete(adIntents)
    .where(and(ofPlayer, or(sql`${adIntents.consumedAt} IS NOT NULL`, lte(adIntents.expiresAt, ctx.now))))
    .run();
  const open = ctx.db
    .select({ id: adIntents.id })
    .from(adIntents)
    .where(ofPlayer)
    .orderBy(asc(adIntents.createdAt))
    .all();
  // An ad that failed to show leaves its intent open; a new ad replaces it rather than waiting for it to expire.
  const replaced = open.slice(0, Math.max(open.length - MAX_OPEN_AD_INTENTS + 1, 0)).map((row) => row.id);
  if (replaced.length > 0) ctx.db.delete(adIntents).where(inArray(adIntents.id, replaced)).run();
  ctx.db.insert(adIntents).values(intent).run();
}

/** Inside the reward's transaction: marks the player's oldest open intent used; false when there is none. */
export function consumeOldestIntent(ctx: Ctx, userId: number): boolean {
  const oldest = ctx.db
    .select({ id: adIntents.id })
    .from(adIntents)
    .where(and(eq(adIntents.userId, userId), isNull(adIntents.consumedAt), gt(adIntents.expiresAt, ctx.now)))
    .orderBy(asc(adIntents.createdAt))
    .limit(1)
    .get();
  if (!oldest) return false;
  ctx.db.update(adIntents).set({ consumedAt: ctx.now }).where(eq(adIntents.id, oldest.id)).run();
  return true;
}
