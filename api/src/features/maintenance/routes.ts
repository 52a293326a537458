import type { Database } from '@app/db/database';
import type { RequestHandler } from 'express';
import { AppError } from '../../errors';
import { ctxOf } from '../../http/context';
import { whenSettled } from '../../http/when-settled';
import type { Route } from '../../http/route';
import { isAdminSession } from '../../identity/admin-guard';
import { currentAnnouncement } from '../announcements/store';
import { getMaintenance } from './service';
import { knownMaintenance, maintenanceOf } from './store';

/**
 * /api/maintenance/status: public, so it keeps answering during maintenance. `letThrough`
 * tells the admin's front end to show the game anyway, as the gate lets the admin play.
 * Every page polls it, so it carries what players are told: the maintenance notice and
 * the admin's announcement (both from memory).
 */
export const maintenanceRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/maintenance/status',
    openDuringMaintenance: true,
    handler: async (_req, res) => {
      const ctx = ctxOf(res);
      const { maintenance, message, until } = await getMaintenance({ ctx });
      const announcement = await currentAnnouncement(ctx.database, ctx.now);
      res.json({ maintenance, letThrough: isAdminSession({ ctx }), message, until, announcement });
    },
  },
];

/**
 * During maintenance, a route not declared open during it answers 503 MAINTENANCE, except
 * to the admin's session: the admin tries the game before reopening it. Runs after the
 * request context, which holds the session.
 */
export function maintenanceGate(db: Database): RequestHandler {
  const pass = (closed: boolean, next: (error?: unknown) => void) =>
    closed ? next(new AppError('MAINTENANCE', 'The game is temporarily unavailable for maintenance')) : next();
  // From memory on every request but the first.
  return (_req, res, next) =>
    whenSettled(
      knownMaintenance(db) ?? maintenanceOf(db),
      (state) => pass(state.maintenance && !isAdminSession({ ctx: ctxOf(res) }), next),
      next,
    );
}
