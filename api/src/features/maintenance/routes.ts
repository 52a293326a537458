import { Router, type RequestHandler } from 'express';
import { AppError } from '../../errors';
import { ctxOf } from '../../http/context';
import { getMaintenance } from './service';

/** /api/maintenance/status — public, so it keeps answering during maintenance. */
export function maintenanceRoutes(): Router {
  const router = Router();
  router.get('/status', (_req, res) => {
    res.json({ maintenance: getMaintenance(ctxOf(res).db).maintenance });
  });
  return router;
}

/** API paths that keep working during maintenance: its status, config, sign-in, who-am-I and the admin. */
const OPEN_DURING_MAINTENANCE = /^\/(maintenance\/status|config$|wallet\/|me$|session\/|admin(\/|$))/;

/** During maintenance every other /api route answers 503 MAINTENANCE. Mounted under /api. */
export const maintenanceGate: RequestHandler = (req, res, next) => {
  if (!getMaintenance(ctxOf(res).db).maintenance || OPEN_DURING_MAINTENANCE.test(req.path)) return next();
  next(new AppError('MAINTENANCE', 'The game is temporarily unavailable for maintenance'));
};
