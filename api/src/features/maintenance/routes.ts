import type { Db } from '@app/db/client';
import type { RequestHandler } from 'express';
import { AppError } from '../../errors';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { getMaintenance } from './service';

/** /api/maintenance/status: public, so it keeps answering during maintenance. */
export const maintenanceRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/maintenance/status',
    openDuringMaintenance: true,
    handler: (_req, res) => {
      res.json({ maintenance: getMaintenance(ctxOf(res).db).maintenance });
    },
  },
];

/** During maintenance, a route not declared open during it answers 503 MAINTENANCE. */
export function maintenanceGate(db: Db): RequestHandler {
  return (_req, _res, next) => {
    if (!getMaintenance(db).maintenance) return next();
    next(new AppError('MAINTENANCE', 'The game is temporarily unavailable for maintenance'));
  };
}
