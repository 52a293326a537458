import { adRewards } from '@app/db/schema/ads';
import { gameRounds } from '@app/db/schema/rounds';
import { desc, eq } from '@app/db/orm';
import { users } from '@app/db/schema/users';
import { timingSafeEqual } from 'node:crypto';
import { AD_REWARD_POINTS, DAILY_ADS_ALLOWED } from '@app/shared/constants';
import { startOfUtcDay, utcDay } from '@app/shared/rules/time';
import type { AdResetCheck, AdRewardBody, AdRewardResult } from '@app/shared/schemas/ads';
import type { Database } from '@app/db/database';
import { lockPlayer } from '@app/db/locks';
import type { Ctx, Player } from '../../context';
import { AppError } from '../../errors';
import { addScore } from '../leaderboard/add-score';
import { recordRankChanges } from '../leaderboard/own-rank';
import { getHolderStatus, type HolderStatus } from '../holders/service';
import { requirePlayer } from '../../identity/session/service';
import { adsWatchedToday, dailyLimitReached } from './daily-cap';
import { requireAdPlayer, rewardsByNetwork } from './eligibility';
import { consumeOldestIntent } from './intents';
import { currentAdReset } from './reset';

/**
 * The client's claim of a watched ad, counted only where the ad network does not report
 * rewards itself (never in production): always AD_REWARD_POINTS whatever the client
 * claims, at most DAILY_ADS_ALLOWED a UTC day, to the weekly boards and the BWIF points.
 */
export async function awardAd({ ctx, input }: { ctx: Ctx; input: AdRewardBody }): Promise<AdRewardResult> {
  const player = await requireAdPlayer({ ctx, input: input.walletAddress });
  if (rewardsByNetwork(ctx.settings)) {
    throw new AppError('CONFLICT', 'Ad rewards are granted by the ad network after the ad was watched');
  }
  if (input.gameRoundId !== undefined) await assertRoundExists(ctx, input.gameRoundId);
  const holder = await getHolderStatus({ ctx, input: player.walletAddress });
  return grant(ctx, player, (tx) => recordAd(tx, ctx.now, player, input, holder));
}

/** A repeat of the ad network's reward call within this window is a retry, not a second ad (an ad lasts longer). */
export const REWARD_RETRY_WINDOW_MS = 10_000;

/**
 * The ad network's server-to-server reward call (Adsgram's reward URL), for the Telegram
 * user who watched: authenticated by the secret in the URL, answered alike for retries,
 * and granted only against an ad the Mini App registered (an intent), which it uses up.
 */
export async function grantAdFromNetwork({
  ctx,
  input: { telegramId, secret },
}: {
  ctx: Ctx;
  input: { telegramId: string; secret: string };
}): Promise<AdRewardResult> {
  const expected = ctx.settings.adsgramRewardSecret;
  if (!expected || !sameSecret(secret, expected)) throw new AppError('FORBIDDEN', 'Unknown reward secret');
  const [user] = await ctx.database.select().from(users).where(eq(users.telegramId, telegramId));
  if (!user?.walletAddress) throw new AppError('NOT_FOUND', 'No player with a linked wallet for that Telegram user');
  const player = { userId: user.id, walletAddress: user.walletAddress };
  const holder = await getHolderStatus({ ctx, input: player.walletAddress });
  return grant(ctx, player, async (tx) => {
    if (await isRetry(tx, ctx.now, player.userId)) {
      return { dailyCount: await adsWatchedToday(tx, ctx.now, player.userId), rankChanges: [] };
    }
    if (!(await consumeOldestIntent(tx, ctx.now, player.userId))) {
      throw new AppError('CONFLICT', 'No ad was started for this player: nothing to reward');
    }
    return recordAd(tx, ctx.now, player, { platform: 'telegram' }, holder);
  });
}

type Recorded = Awaited<ReturnType<typeof recordAd>>;

/**
 * Runs the checks and the write in one transaction holding the player's lock, so
 * simultaneous calls, on any process, cannot both pass the cap.
 */
async function grant(ctx: Ctx, player: Player, write: (tx: Database) => Promise<Recorded>): Promise<AdRewardResult> {
  const { dailyCount, rankChanges } = await ctx.database.transaction(async (tx) => {
    await lockPlayer(tx, player.userId);
    return write(tx);
  });
  await recordRankChanges(ctx.database, rankChanges);
  return { success: true, dailyCount };
}

async function isRetry(tx: Database, now: Date, userId: number): Promise<boolean> {
  const [latest] = await tx
    .select({ timestamp: adRewards.timestamp })
    .from(adRewards)
    .where(eq(adRewards.userId, userId))
    .orderBy(desc(adRewards.id))
    .limit(1);
  return !!latest && now.getTime() - latest.timestamp.getTime() < REWARD_RETRY_WINDOW_MS;
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Inside the transaction: the cap is counted here, not before, or two simultaneous calls could both pass it. */
async function recordAd(tx: Database, now: Date, player: Player, input: AdRewardBody, holder: HolderStatus) {
  const dailyCount = (await adsWatchedToday(tx, now, player.userId)) + 1;
  if (dailyCount > DAILY_ADS_ALLOWED) throw dailyLimitReached(now);
  await tx.insert(adRewards).values({
    userId: player.userId,
    pointsEarned: AD_REWARD_POINTS,
    gameRoundId: input.gameRoundId ?? null,
    platform: input.platform,
    date: utcDay(now),
    dailyCount,
    resetGeneration: (await currentAdReset(tx)).generation,
    timestamp: now,
  });
  const rankChanges = await addScore(tx, {
    userId: player.userId,
    points: AD_REWARD_POINTS,
    attemptNumber: null,
    holder,
    now,
  });
  return { dailyCount, rankChanges };
}

async function assertRoundExists(ctx: Ctx, roundId: number): Promise<void> {
  const [round] = await ctx.database.select({ id: gameRounds.id }).from(gameRounds).where(eq(gameRounds.id, roundId));
  if (!round) throw new AppError('BAD_REQUEST', 'gameRoundId is not a known round', { field: 'gameRoundId' });
}

/**
 * Whether an admin reset the ad counts today, and with checkCount the player's own count
 * for today, which the client takes over its local one.
 */
export async function checkAdReset({
  ctx,
  input: { checkCount },
}: {
  ctx: Ctx;
  input: { checkCount: boolean };
}): Promise<AdResetCheck> {
  const reset = await currentAdReset(ctx.database);
  const resetRequired = reset.at !== null && reset.at >= startOfUtcDay(ctx.now);
  if (!checkCount) return { resetRequired };
  const player = requirePlayer({ ctx });
  const dailyCount = await adsWatchedToday(ctx.database, ctx.now, player.userId);
  const remainingAds = Math.max(DAILY_ADS_ALLOWED - dailyCount, 0);
  return {
    resetRequired,
    success: true,
    dailyCount,
    remainingAds,
    message: `You have ${remainingAds} ads remaining today.`,
  };
}
