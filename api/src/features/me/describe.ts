import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Me } from '@app/shared/schemas/wallet';
import type { Request } from 'express';
import type { Ctx } from '../../context';
import { isAdminSession } from '../admin/guard';
import { appearanceOf } from '../session/appearance';
import { getStreak } from '../streaks/service';

/** GET /api/me's answer: also written into the game page's HTML (first-screen). */
export async function describeSession(ctx: Ctx, req: Request): Promise<Me> {
  const userId = ctx.session?.userId ?? null;
  const [[user], streak] = await Promise.all([
    userId != null
      ? ctx.database
          .select({ telegramUsername: users.telegramUsername, displayName: users.displayName })
          .from(users)
          .where(eq(users.id, userId))
      : [],
    getStreak({ ctx, userId }),
  ]);
  return {
    walletAddress: ctx.session?.walletAddress ?? null,
    isAdmin: isAdminSession(ctx),
    telegramUsername: user?.telegramUsername ?? null,
    displayName: user?.displayName ?? null,
    appearance: appearanceOf(ctx, req),
    streak,
  };
}
