import { adIntents } from '@app/db/schema/ads';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from '@app/db/orm';
import { DAILY_ADS_ALLOWED } from '@app/shared/constants';
import type { AdIntent } from '@app/shared/schemas/ads';
import type { Database } from '@app/db/database';
import { lockPlayer } from '@app/db/locks';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
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
  const player = await requireAdPlayer({ ctx });
  if (!rewardsByNetwork(ctx.settings)) {
    throw new AppError('CONFLICT', 'On this server the Mini App claims the reward itself after the ad');
  }
  if ((await adsWatchedToday(ctx.database, ctx.now, player.userId)) >= DAILY_ADS_ALLOWED) {
    throw dailyLimitReached(ctx.now);
  }
  const intent: NewIntent = {
    id: ctx.random.token(16),
    userId: player.userId,
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + AD_INTENT_TTL_MS),
  };
  await ctx.database.transaction((tx) => openIntent(tx, ctx.now, intent));
  return { intentId: intent.id, expiresAt: intent.expiresAt.toISOString() };
}

/** Stores the intent; closed ones are dropped, and the oldest open one when too many are open. */
async function openIntent(tx: Database, now: Date, intent: NewIntent): Promise<void> {
  await lockPlayer(tx, intent.userId);
  const ofPlayer = eq(adIntents.userId, intent.userId);
  await tx
    .delete(adIntents)
    .where(and(ofPlayer, or(sql`${adIntents.consumedAt} IS NOT NULL`, lte(adIntents.expiresAt, now))));
  const open = await tx.select({ id: adIntents.id }).from(adIntents).where(ofPlayer).orderBy(asc(adIntents.createdAt));
  // An ad that failed to show leaves its intent open; a new ad replaces it rather than waiting for it to expire.
  const replaced = open.slice(0, Math.max(open.length - MAX_OPEN_AD_INTENTS + 1, 0)).map((row) => row.id);
  if (replaced.length > 0) await tx.delete(adIntents).where(inArray(adIntents.id, replaced));
  await tx.insert(adIntents).values(intent);
}

/** Inside the reward's transaction: marks the player's oldest open intent used; false when there is none. */
export async function consumeOldestIntent(tx: Database, now: Date, userId: number): Promise<boolean> {
  const [oldest] = await tx
    .select({ id: adIntents.id })
    .from(adIntents)
    .where(and(eq(adIntents.userId, userId), isNull(adIntents.consumedAt), gt(adIntents.expiresAt, now)))
    .orderBy(asc(adIntents.createdAt))
    .limit(1);
  if (!oldest) return false;
  await tx.update(adIntents).set({ consumedAt: now }).where(eq(adIntents.id, oldest.id));
  return true;
}
