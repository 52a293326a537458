import type { AppDeps } from '../../context';
import type { Route } from '../../http/route';
import { checkDatabase } from './service';

/** Read by probes: no session, and open during maintenance (the server is up then). */
const probe = { method: 'get', context: false, openDuringMaintenance: true } as const;

/** GET /healthz for the container's and the proxy's health checks. */
export function opsRoutes(deps: AppDeps): Route[] {
  return [
    {
      ...probe,
      path: '/healthz',
      handler: (_req, res) => {
        checkDatabase(deps);
        res.setHeader('Cache-Control', 'no-store');
        res.json({ status: 'ok' });
      },
    },
  ];
}
