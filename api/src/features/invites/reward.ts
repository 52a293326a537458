import { bwifPointsLeaderboard } from '@app/db/schema/leaderboards';
import { referrals } from '@app/db/schema/retention';
import { users } from '@app/db/schema/users';
import { and, eq, isNull, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { weekOf } from '@app/shared/rules/time';
import type { Ctx } from '../../context';

/** Days an invited player must have finished a game on before the inviter is rewarded. */
const DAYS_TO_REWARD = 2;

/** How many UTC days the player finished a game on: won it, or used every attempt. */
async function finishedDays(db: Database, userId: number): Promise<number> {
  const [row] = await db.rows<{ days: number | string }>(sql`
    SELECT COUNT(*) AS "days" FROM (
      SELECT r.day FROM guesses g JOIN game_rounds r ON r.id = g.round_id
      WHERE g.user_id = ${userId}
      GROUP BY r.day
      HAVING MAX(CASE WHEN g.correct THEN 1 ELSE 0 END) = 1 OR COUNT(*) >= ${ATTEMPTS_PER_DAY}
    ) AS "finished"`);
  return Number(row?.days ?? 0);
}

/**
 * Adds invite points to the all-time BWIF points only (the user's total and its board):
 * the weekly boards and the raffle, which draws from them, never see them.
 */
async function addInvitePoints(tx: Database, userId: number, points: number, now: Date): Promise<void> {
  const [user] = await tx
    .update(users)
    .set({ bwifPoints: sql`${users.bwifPoints} + ${points}` })
    .where(eq(users.id, userId))
    .returning({
      displayName: users.displayName,
      walletAddress: users.walletAddress,
      telegramUsername: users.telegramUsername,
    });
  if (!user) return;
  await tx
    .insert(bwifPointsLeaderboard)
    .values({
      userId,
      username: user.displayName ?? '',
      walletAddress: user.walletAddress,
      telegramUsername: user.telegramUsername,
      points,
      lastUpdated: now,
    })
    .onConflictDoUpdate({
      target: bwifPointsLeaderboard.userId,
      set: { points: sql`${bwifPointsLeaderboard.points} + ${points}`, lastUpdated: now },
    });
}

/**
 * Rewards the player's inviter with REFERRAL_POINTS once the player, with an activated
 * account (when REQUIRE_ACTIVATED_ACCOUNT asks for one), has finished games on two
 * different days; at most REFERRALS_PER_WEEK rewarded invites per inviter in a UTC week
 * (one over the cap waits for a later game in a week with room). Call after a guess that
 * ended the player's game has committed. Answers whether it rewarded.
 */
export async function rewardInviterIfDue({ ctx, input }: { ctx: Ctx; input: { userId: number } }): Promise<boolean> {
  const { userId } = input;
  const [referral] = await ctx.database
    .select({ inviterId: referrals.inviterId, rewardedAt: referrals.rewardedAt, activatedAt: users.accountActivatedAt })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.inviteeId))
    .where(eq(referrals.inviteeId, userId));
  if (!referral || referral.rewardedAt) return false;
  if (ctx.settings.requireActivatedAccount && !referral.activatedAt) return false;
  if ((await finishedDays(ctx.database, userId)) < DAYS_TO_REWARD) return false;
  const { points, perWeek } = ctx.settings.invites;
  const weekStart = weekOf(ctx.now).start.getTime();
  return ctx.database.transaction(async (tx) => {
    // The cap is counted in the statement that claims the reward, so two invitees finishing at once cannot both pass it.
    const claimed = await tx
      .update(referrals)
      .set({ rewardedAt: ctx.now })
      .where(
        and(
          eq(referrals.inviteeId, userId),
          isNull(referrals.rewardedAt),
          sql`(SELECT COUNT(*) FROM referrals AS "week" WHERE "week".inviter_id = ${referral.inviterId} AND "week".rewarded_at >= ${weekStart}) < ${perWeek}`,
        ),
      )
      .returning({ inviterId: referrals.inviterId });
    if (claimed.length === 0) return false;
    if (points > 0) await addInvitePoints(tx, referral.inviterId, points, ctx.now);
    return true;
  });
}
