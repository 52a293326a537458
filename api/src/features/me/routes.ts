import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Me } from '@app/shared/schemas/wallet';
import type { Ctx } from '../../context';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { isAdminSession } from '../admin/guard';
import { signOut } from '../session/service';

function describeSession(ctx: Ctx): Me {
  const { session } = ctx;
  const user =
    session?.userId != null
      ? ctx.db
          .select({ telegramUsername: users.telegramUsername })
          .from(users)
          .where(eq(users.id, session.userId))
          .get()
      : undefined;
  return {
    walletAddress: session?.walletAddress ?? null,
    isAdmin: isAdminSession(ctx),
    telegramUsername: user?.telegramUsername ?? null,
    appearance: session?.appearance ?? 'system',
  };
}

/** /api/me and /api/session/logout: who the session is, and leaving it; open during maintenance. */
export const meRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/me',
    openDuringMaintenance: true,
    handler: (_req, res) => {
      res.json(describeSession(ctxOf(res)));
    },
  },
  {
    method: 'post',
    path: '/api/session/logout',
    openDuringMaintenance: true,
    handler: (_req, res) => {
      signOut(ctxOf(res), res);
      res.status(204).end();
    },
  },
];
