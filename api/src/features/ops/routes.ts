import type { AppDeps } from '../../context';
import type { Route } from '../../http/route';
import { authorizeMetrics, checkDatabase } from './service';

/** Read by probes and scrapers: no session, and open during maintenance (the server is up then). */
const probe = { method: 'get', context: false, openDuringMaintenance: true } as const;

/** GET /healthz for the container's and the proxy's health checks; GET /metrics for Prometheus. */
export function opsRoutes({ deps }: { deps: AppDeps }): Route[] {
  return [
    {
      ...probe,
      path: '/healthz',
      handler: async (_req, res) => {
        await checkDatabase(deps);
        res.setHeader('Cache-Control', 'no-store');
        res.json({ status: 'ok' });
      },
    },
    {
      ...probe,
      path: '/metrics',
      handler: async (req, res) => {
        authorizeMetrics(deps.settings, req.get('authorization'));
        const { registry } = deps.metrics;
        res.setHeader('Cache-Control', 'no-store');
        res.type(registry.contentType).send(await registry.metrics());
      },
    },
  ];
}
