import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { admin } from '../admin/routes';
import { getTopInviters } from './summary';

/** GET /api/admin/invites: the top inviters (a player's own invite is in GET /api/me). */
export const inviteRoutes: Route[] = [
  admin('get', '/invites', async (_req, res) => {
    res.json(await getTopInviters({ ctx: ctxOf(res) }));
  }),
];
