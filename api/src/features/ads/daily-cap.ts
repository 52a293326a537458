import { adRewards } from '@app/db/schema/ads';
import { and, count, eq } from '@app/db/orm';
import { nextRoundAt, utcDay } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { currentAdReset } from './reset';

/** Ads that count towards the player's cap today (since the admin's last reset). */
export function adsWatchedToday(ctx: Ctx, userId: number): number {
  const { generation } = currentAdReset(ctx.db);
  return (
    ctx.db
      .select({ watched: count() })
      .from(adRewards)
      .where(
        and(
          eq(adRewards.userId, userId),
          eq(adRewards.date, utcDay(ctx.now)),
          eq(adRewards.resetGeneration, generation),
        ),
      )
      .get()?.watched ?? 0
  );
}

/** 429 until the next UTC day, coded apart from the per-minute RATE_LIMITED so a client can tell "come back tomorrow" from "wait a moment". */
export function dailyLimitReached(ctx: Ctx): AppError {
  const retryAfterSeconds = Math.ceil((nextRoundAt(ctx.now).getTime() - ctx.now.getTime()) / 1000);
  return new AppError('AD_DAILY_LIMIT', "You've reached your daily limit of ads. Check back tomorrow!", {
    retryAfterSeconds,
  });
}
