import type { Database } from '@app/db/database';
import type { RequestHandler } from 'express';
import { AppError } from '../../errors';
import { ctxOf } from '../../http/context';
import { whenSettled } from '../../http/when-settled';
import type { Route } from '../../http/route';
import { getMaintenance } from './service';
import { knownMaintenance, maintenanceOf } from './store';

/** /api/maintenance/status: public, so it keeps answering during maintenance. */
export const maintenanceRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/maintenance/status',
    openDuringMaintenance: true,
    handler: async (_req, res) => {
      res.json({ maintenance: (await getMaintenance({ ctx: ctxOf(res) })).maintenance });
    },
  },
];

/** During maintenance, a route not declared open during it answers 503 MAINTENANCE. */
export function maintenanceGate(db: Database): RequestHandler {
  const pass = (maintenance: boolean, next: (error?: unknown) => void) =>
    maintenance ? next(new AppError('MAINTENANCE', 'The game is temporarily unavailable for maintenance')) : next();
  // From memory on every request but the first.
  return (_req, _res, next) =>
    whenSettled(knownMaintenance(db) ?? maintenanceOf(db), (state) => pass(state.maintenance, next), next);
}
