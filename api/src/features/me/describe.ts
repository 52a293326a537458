import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Me } from '@app/shared/schemas/wallet';
import type { Appearance } from '@app/shared/schemas/theme';
import type { Ctx } from '../../context';
import { isAdminSession } from '../admin/guard';
import { describeInvite } from '../invites/summary';
import { describeReminder } from '../reminders/settings';
import { appearanceOf } from '../session/appearance';
import { getStreak } from '../streaks/service';

/**
 * GET /api/me's answer: also written into the game page's HTML (first-screen). `input`:
 * the appearance the browser's cookie names.
 */
export async function describeSession({
  ctx,
  input: browserAppearance,
}: {
  ctx: Ctx;
  input: Appearance | undefined;
}): Promise<Me> {
  const { session } = ctx;
  const userId = session?.userId ?? null;
  const [[user], reminder, invite, streak] = await Promise.all([
    userId === null
      ? []
      : ctx.database
          .select({ telegramUsername: users.telegramUsername, displayName: users.displayName })
          .from(users)
          .where(eq(users.id, userId)),
    userId === null ? null : describeReminder(ctx.database, userId),
    userId === null ? null : describeInvite({ ctx, input: userId }),
    getStreak({ ctx, input: userId }),
  ]);
  return {
    walletAddress: ctx.session?.walletAddress ?? null,
    isAdmin: isAdminSession({ ctx }),
    telegramUsername: user?.telegramUsername ?? null,
    displayName: user?.displayName ?? null,
    appearance: appearanceOf({ ctx, input: browserAppearance }),
    streak,
    reminder,
    invite,
  };
}
