import { adRewards } from '@app/db/schema/ads';
import { and, count, eq } from '@app/db/orm';
import { nextRoundAt, utcDay } from '@app/shared/rules/time';
import type { Database } from '@app/db/database';
import { AppError } from '../../errors';
import { currentAdReset } from './reset';

/** Ads that count towards the player's cap today (since the admin's last reset). */
export async function adsWatchedToday(db: Database, now: Date, userId: number): Promise<number> {
  const { generation } = await currentAdReset(db);
  const [row] = await db
    .select({ watched: count() })
    .from(adRewards)
    .where(
      and(eq(adRewards.userId, userId), eq(adRewards.date, utcDay(now)), eq(adRewards.resetGeneration, generation)),
    );
  return row?.watched ?? 0;
}

/** 429 until the next UTC day, coded apart from the per-minute RATE_LIMITED so a client can tell "come back tomorrow" from "wait a moment". */
export function dailyLimitReached(now: Date): AppError {
  const retryAfterSeconds = Math.ceil((nextRoundAt(now).getTime() - now.getTime()) / 1000);
  return new AppError('AD_DAILY_LIMIT', "You've reached your daily limit of ads. Check back tomorrow!", {
    retryAfterSeconds,
  });
}
