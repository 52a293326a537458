import { referrals } from '@app/db/schema/retention';
import { users } from '@app/db/schema/users';
import { count, desc, eq, sql } from '@app/db/orm';
import { miniAppDirectLink } from '@app/shared/links';
import { INVITE_START_PREFIX, type Invite, type TopInviters } from '@app/shared/schemas/retention';
import { pointsPlayerName } from '@app/shared/rules/names';
import type { Ctx } from '../../context';
import { perHandle } from '../../storage/per-db';
import { inviteCodeOf } from './codes';

const TOP_INVITERS = 20;

/** `count(x)` counts the rows where x is not null: the rewarded ones. */
const rewardedCount = sql<number>`count(${referrals.rewardedAt})`;

const queries = perHandle((db) => ({
  counts: db
    .select({ invited: count(), rewarded: rewardedCount })
    .from(referrals)
    .where(eq(referrals.inviterId, sql.placeholder('userId')))
    .prepare(),
}));

/**
 * Where the player's invite leads: inside Telegram the Mini App's direct link (its
 * start parameter is signed into the invitee's launch data), on the web the site's home
 * page with `?ref=`.
 */
function inviteLink(ctx: Ctx, code: string): string {
  const { botUsername, miniAppShortName } = ctx.settings.telegram;
  if (ctx.session?.telegramId && botUsername) {
    return miniAppDirectLink(
      { telegramBotUsername: botUsername, telegramMiniAppShortName: miniAppShortName ?? null },
      `${INVITE_START_PREFIX}${code}`,
    );
  }
  return `${ctx.settings.publicUrl.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;
}

/** The signed-in player's invite: code, link, players invited and invites rewarded. */
export async function describeInvite({ ctx, input: userId }: { ctx: Ctx; input: number }): Promise<Invite> {
  const [code, [counts]] = await Promise.all([
    inviteCodeOf(ctx.database, ctx.random, userId, ctx.now),
    queries(ctx.database).counts.execute({ userId }),
  ]);
  return {
    code,
    link: inviteLink(ctx, code),
    invited: Number(counts?.invited ?? 0),
    rewarded: Number(counts?.rewarded ?? 0),
  };
}

/** The admin's view: the players whose invites brought the most players, rewarded ones first. */
export async function getTopInviters({ ctx }: { ctx: Ctx }): Promise<TopInviters> {
  const invited = count();
  const rows = await ctx.database
    .select({
      userId: referrals.inviterId,
      invited,
      rewarded: rewardedCount,
      displayName: users.displayName,
      telegramUsername: users.telegramUsername,
      walletAddress: users.walletAddress,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.inviterId))
    .groupBy(referrals.inviterId, users.displayName, users.telegramUsername, users.walletAddress)
    .orderBy(desc(rewardedCount), desc(invited), referrals.inviterId)
    .limit(TOP_INVITERS);
  return rows.map((row) => ({
    userId: row.userId,
    name: pointsPlayerName({ ...row, username: row.displayName }),
    invited: Number(row.invited),
    rewarded: Number(row.rewarded),
  }));
}
