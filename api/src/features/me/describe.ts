import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Me } from '@app/shared/schemas/wallet';
import type { Request } from 'express';
import type { Ctx } from '../../context';
import { isAdminSession } from '../admin/guard';
import { describeInvite } from '../invites/summary';
import { describeReminder } from '../reminders/settings';
import { appearanceOf } from '../session/appearance';

/** GET /api/me's answer: also written into the game page's HTML (first-screen). */
export async function describeSession(ctx: Ctx, req: Request): Promise<Me> {
  const { session } = ctx;
  const userId = session?.userId ?? null;
  const [[user], reminder, invite] =
    userId === null
      ? [[], null, null]
      : await Promise.all([
          ctx.database
            .select({ telegramUsername: users.telegramUsername, displayName: users.displayName })
            .from(users)
            .where(eq(users.id, userId)),
          describeReminder(ctx.database, userId),
          describeInvite(ctx, userId),
        ]);
  return {
    walletAddress: session?.walletAddress ?? null,
    isAdmin: isAdminSession(ctx),
    telegramUsername: user?.telegramUsername ?? null,
    displayName: user?.displayName ?? null,
    appearance: appearanceOf(ctx, req),
    reminder,
    invite,
  };
}
