import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { ProfileBody } from '@app/shared/schemas/profile';
import type { Me } from '@app/shared/schemas/wallet';
import type { Request } from 'express';
import type { Ctx } from '../../context';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { isAdminSession } from '../admin/guard';
import { appearanceOf } from '../session/appearance';
import { signOut } from '../session/service';
import { eraseMe } from './erase';
import { setDisplayName } from './profile';

/** GET /api/me's answer: also written into the game page's HTML (first-screen). */
export function describeSession(ctx: Ctx, req: Request): Me {
  const { session } = ctx;
  const user =
    session?.userId != null
      ? ctx.db
          .select({ telegramUsername: users.telegramUsername, displayName: users.displayName })
          .from(users)
          .where(eq(users.id, session.userId))
          .get()
      : undefined;
  return {
    walletAddress: session?.walletAddress ?? null,
    isAdmin: isAdminSession(ctx),
    telegramUsername: user?.telegramUsername ?? null,
    displayName: user?.displayName ?? null,
    appearance: appearanceOf(ctx, req),
  };
}

/** /api/me and /api/session/logout: who the session is, the player's name, erasing the player, and leaving; all but the name open during maintenance. */
export const meRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/me',
    openDuringMaintenance: true,
    handler: (req, res) => {
      res.json(describeSession(ctxOf(res), req));
    },
  },
  {
    method: 'put',
    path: '/api/me/profile',
    jsonBody: true,
    rateLimit: 'profile',
    handler: (req, res) => {
      res.json(setDisplayName({ ctx: ctxOf(res), input: parseInput(ProfileBody, req.body) }));
    },
  },
  {
    method: 'delete',
    path: '/api/me',
    openDuringMaintenance: true,
    handler: (_req, res) => {
      eraseMe(ctxOf(res), res);
      res.status(204).end();
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
