import {
  bwifPointsLeaderboard,
  weeklyBwifLeaderboardHistory,
  weeklyLeaderboardHistory,
} from '@app/db/schema/leaderboards';
import { groupMembers } from '@app/db/schema/groups';
import { raffleEntrants } from '@app/db/schema/raffle';
import { inviteCodes, reminders } from '@app/db/schema/retention';
import { signInRequests } from '@app/db/schema/sessions';
import { walletBalances } from '@app/db/schema/settings';
import { users } from '@app/db/schema/users';
import { and, eq, sql } from '@app/db/orm';
import type { Ctx } from '../../context';
import { requireUser } from '../../identity/session/service';
import { forgetBoardPages } from '../leaderboard/board-pages';
import { sessionCookie, type CookieToWrite } from '../../identity/session/cookie';
import { DELETED_PLAYER } from '@app/shared/rules/names';
import { ERASED_PREFIX, erasedHandle } from '../../identity/session/erased';
import { deleteUserSessions } from '../../identity/session/store';

/**
 * Erases the signed-in player's personal data: wallet, Telegram link and names, display
 * name, group memberships, cached balance and every session. The scores stay, keyed by the user id, on the
 * boards and in the history under "Deleted player", so nobody else's rank moves. Returns
 * the cleared session cookie for the route to write.
 */
export async function eraseMe({ ctx }: { ctx: Ctx }): Promise<{ cookie: CookieToWrite }> {
  const userId = requireUser({ ctx });
  await ctx.database.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return;
    const handle = user.walletAddress
      ? erasedHandle(user.walletAddress, ctx.settings.sessionSecret)
      : `${ERASED_PREFIX}${userId}`;
    await tx
      .update(users)
      .set({
        username: handle,
        walletAddress: null,
        telegramId: null,
        telegramUsername: null,
        telegramFirstName: null,
        telegramLastName: null,
        displayName: DELETED_PLAYER,
        displayNameKey: null,
        metadata: null,
      })
      .where(eq(users.id, userId));
    await tx
      .update(bwifPointsLeaderboard)
      .set({ username: DELETED_PLAYER, walletAddress: null, telegramUsername: null })
      .where(eq(bwifPointsLeaderboard.userId, userId));
    for (const history of [weeklyLeaderboardHistory, weeklyBwifLeaderboardHistory]) {
      await tx.update(history).set({ username: DELETED_PLAYER, walletAddress: '' }).where(eq(history.userId, userId));
    }
    // Drawn raffles keep their entrants: the published list anyone re-runs the draw with.
    await tx
      .delete(raffleEntrants)
      .where(
        and(
          eq(raffleEntrants.userId, userId),
          sql`${raffleEntrants.periodId} IN (SELECT id FROM weekly_archives WHERE drawn_at IS NULL)`,
        ),
      );
    if (user.walletAddress) {
      await tx.delete(walletBalances).where(eq(walletBalances.walletAddress, user.walletAddress));
      await tx.delete(signInRequests).where(eq(signInRequests.account, user.walletAddress));
    }
    // The Telegram account no longer counts for its groups' boards: a new start asks Telegram again.
    if (user.telegramId) await tx.delete(groupMembers).where(eq(groupMembers.telegramId, user.telegramId));
    // No more reminders to a Telegram account that is no longer linked, and the old invite link leads nowhere.
    await tx.delete(reminders).where(eq(reminders.userId, userId));
    await tx.delete(inviteCodes).where(eq(inviteCodes.userId, userId));
    await deleteUserSessions(tx, ctx, userId);
  });
  forgetBoardPages(ctx.database);
  ctx.session = null;
  return { cookie: sessionCookie(null, ctx.settings.production) };
}
