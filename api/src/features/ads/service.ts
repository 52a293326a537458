import { adRewards } from '@app/db/schema/leaderboards';
import { gameRounds } from '@app/db/schema/rounds';
import { and, count, desc, eq } from '@app/db/orm';
import { users } from '@app/db/schema/users';
import { timingSafeEqual } from 'node:crypto';
import { AD_REWARD_POINTS, DAILY_ADS_ALLOWED } from '@app/shared/constants';
import { nextRoundAt, startOfUtcDay, utcDay } from '@app/shared/rules/time';
import type { AdResetCheck, AdRewardBody, AdRewardResult } from '@app/shared/schemas/ads';
import type { Ctx, Player } from '../../context';
import { AppError } from '../../errors';
import { inGroupCommit } from '../../storage/group-commit';
import { applyScore } from '../game/scoring';
import { recordRankChanges } from '../leaderboard/own-rank';
import { getHolderStatus } from '../holders/service';
import { requirePlayer } from '../session/service';
import { currentAdReset } from './reset';

function adsWatchedToday(ctx: Ctx, userId: number): number {
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

function dailyLimitReached(ctx: Ctx): AppError {
  const retryAfterSeconds = Math.ceil((nextRoundAt(ctx.now).getTime() - ctx.now.getTime()) / 1000);
  return new AppError('RATE_LIMITED', "You've reached your daily limit of ads. Check back tomorrow!", {
    retryAfterSeconds,
  });
}

/**
 * Awards one watched ad: always AD_REWARD_POINTS whatever the client claims, at most
 * DAILY_ADS_ALLOWED a UTC day, to the weekly boards and the BWIF points.
 */
export async function awardAd({ ctx, input }: { ctx: Ctx; input: AdRewardBody }): Promise<AdRewardResult> {
  const player = requirePlayer(ctx, input.walletAddress);
  if (ctx.settings.adsgramRewardSecret) {
    throw new AppError('CONFLICT', 'Ad rewards are granted by the ad network after the ad was watched');
  }
  if (input.gameRoundId !== undefined) assertRoundExists(ctx, input.gameRoundId);
  return { success: true, dailyCount: await grantAd(ctx, player, input) };
}

/** Records one watched ad within the daily cap; the ledger is asked first (transactions cannot await). */
async function grantAd(ctx: Ctx, player: Player, input: AdRewardBody): Promise<number> {
  if (adsWatchedToday(ctx, player.userId) >= DAILY_ADS_ALLOWED) throw dailyLimitReached(ctx);
  const holder = await getHolderStatus(ctx, player.walletAddress);
  const { dailyCount, rankChanges } = await inGroupCommit(ctx.db, () => recordAd(ctx, player, input, holder));
  recordRankChanges(ctx.db, rankChanges);
  return dailyCount;
}

/** A repeat of the ad network's reward call within this window is a retry, not a second ad (an ad lasts longer). */
export const REWARD_RETRY_WINDOW_MS = 10_000;

/**
 * The ad network's server-to-server reward call (Adsgram's reward URL), for the Telegram
 * user who watched: authenticated by the secret in the URL, idempotent for retries.
 */
export async function grantAdFromNetwork({
  ctx,
  telegramId,
  secret,
}: {
  ctx: Ctx;
  telegramId: string;
  secret: string;
}): Promise<AdRewardResult> {
  const expected = ctx.settings.adsgramRewardSecret;
  if (!expected || !sameSecret(secret, expected)) throw new AppError('FORBIDDEN', 'Unknown reward secret');
  const user = ctx.db.select().from(users).where(eq(users.telegramId, telegramId)).get();
  if (!user?.walletAddress) throw new AppError('NOT_FOUND', 'No player with a linked wallet for that Telegram user');
  const latest = ctx.db
    .select()
    .from(adRewards)
    .where(eq(adRewards.userId, user.id))
    .orderBy(desc(adRewards.id))
    .limit(1)
    .get();
  if (latest && ctx.now.getTime() - latest.timestamp.getTime() < REWARD_RETRY_WINDOW_MS) {
    return { success: true, dailyCount: adsWatchedToday(ctx, user.id) };
  }
  const player = { userId: user.id, walletAddress: user.walletAddress };
  return { success: true, dailyCount: await grantAd(ctx, player, { platform: 'telegram' }) };
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function recordAd(ctx: Ctx, player: Player, input: AdRewardBody, holder: Awaited<ReturnType<typeof getHolderStatus>>) {
  const dailyCount = adsWatchedToday(ctx, player.userId) + 1;
  if (dailyCount > DAILY_ADS_ALLOWED) throw dailyLimitReached(ctx);
  ctx.db
    .insert(adRewards)
    .values({
      userId: player.userId,
      pointsEarned: AD_REWARD_POINTS,
      gameRoundId: input.gameRoundId ?? null,
      platform: input.platform,
      date: utcDay(ctx.now),
      dailyCount,
      resetGeneration: currentAdReset(ctx.db).generation,
      timestamp: ctx.now,
    })
    .run();
  const rankChanges = applyScore(ctx.db, {
    userId: player.userId,
    points: AD_REWARD_POINTS,
    attemptNumber: null,
    holder,
    now: ctx.now,
  });
  return { dailyCount, rankChanges };
}

function assertRoundExists(ctx: Ctx, roundId: number): void {
  const round = ctx.db.select({ id: gameRounds.id }).from(gameRounds).where(eq(gameRounds.id, roundId)).get();
  if (!round) throw new AppError('BAD_REQUEST', 'gameRoundId is not a known round', { field: 'gameRoundId' });
}

/**
 * Whether an admin reset the ad counts today, and with checkCount the player's own count
 * for today, which the client takes over its local one.
 */
export function checkAdReset({ ctx, checkCount }: { ctx: Ctx; checkCount: boolean }): AdResetCheck {
  const reset = currentAdReset(ctx.db);
  const resetRequired = reset.at !== null && reset.at >= startOfUtcDay(ctx.now);
  if (!checkCount) return { resetRequired };
  const player = requirePlayer(ctx);
  const dailyCount = adsWatchedToday(ctx, player.userId);
  const remainingAds = Math.max(DAILY_ADS_ALLOWED - dailyCount, 0);
  return {
    resetRequired,
    success: true,
    dailyCount,
    remainingAds,
    message: `You have ${remainingAds} ads remaining today.`,
  };
}
