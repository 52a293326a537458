import { referrals } from '@app/db/schema/retention';
import { users } from '@app/db/schema/users';
import { and, eq, inArray, isNull, sql } from '@app/db/orm';
import { lockPlayer } from '@app/db/locks';
import { weekOf } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { addAllTimePoints } from '../leaderboard/add-score';
import { finishedDaysOfPlayer } from '../streaks/store';
import { perHandle } from '../../storage/per-db';
import { batchedOnServer } from '../../storage/statement-batcher';

const referralColumns = {
  inviteeId: referrals.inviteeId,
  inviterId: referrals.inviterId,
  rewardedAt: referrals.rewardedAt,
  activatedAt: users.accountActivatedAt,
};

// Asked after every finished game: prepared once.
const queries = perHandle((db) => ({
  referralOf: db
    .select(referralColumns)
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.inviteeId))
    .where(eq(referrals.inviteeId, sql.placeholder('userId')))
    .prepare(),
}));

/**
 * The referral that brought a player, if any. On a database server, the players asked about
 * at the same moment (games ending together) are read by one statement.
 */
const referralOf = batchedOnServer((db) => ({
  keyOf: (userId: number) => userId,
  runMany: async (userIds: number[]) => {
    const rows = await db
      .select(referralColumns)
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.inviteeId))
      .where(inArray(referrals.inviteeId, userIds));
    return userIds.map((userId) => rows.find((row) => row.inviteeId === userId));
  },
  runOne: async (userId: number) => (await queries(db).referralOf.execute({ userId }))[0],
}));

/** Days an invited player must have finished a game on before the inviter is rewarded. */
const DAYS_TO_REWARD = 2;

/**
 * Rewards the player's inviter with REFERRAL_POINTS once the player, with an activated
 * account (when REQUIRE_ACTIVATED_ACCOUNT asks for one), has finished games on two
 * different days; at most REFERRALS_PER_WEEK rewarded invites per inviter in a UTC week
 * (one over the cap waits for a later game in a week with room). Call after a guess that
 * ended the player's game has committed. Answers whether it rewarded.
 */
export async function rewardInviterIfDue({ ctx, input }: { ctx: Ctx; input: { userId: number } }): Promise<boolean> {
  const { userId } = input;
  const referral = await referralOf(ctx.database, userId);
  if (!referral || referral.rewardedAt) return false;
  if (ctx.settings.requireActivatedAccount && !referral.activatedAt) return false;
  if ((await finishedDaysOfPlayer(ctx.database, userId)).length < DAYS_TO_REWARD) return false;
  const { points, perWeek } = ctx.settings.invites;
  const weekStart = weekOf(ctx.now).start.getTime();
  return ctx.database.transaction(async (tx) => {
    // Other invitees of the same inviter finishing at this moment, on any process, wait here.
    await lockPlayer(tx, referral.inviterId);
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
    // The all-time points only: the weekly boards and the raffle, which draws from them, never see them.
    if (points > 0) await addAllTimePoints(tx, { userId: referral.inviterId, points, now: ctx.now });
    return true;
  });
}
