import { adminAnswer } from '../../http/admin-route';
import type { Route } from '../../http/route';
import { getTopInviters } from './summary';

/** GET /api/admin/invites: the top inviters (a player's own invite is in GET /api/me). */
export const inviteRoutes: Route[] = [
  adminAnswer({ method: 'get', path: '/invites' }, (ctx) => getTopInviters({ ctx })),
];
