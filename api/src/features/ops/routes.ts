import type { AppDeps } from '../../context';
import type { Route } from '../../http/route';
import { UNAVAILABLE_RETRY_SECONDS } from '../../http/error-handler';
import { authorizeMetrics, checkReadiness } from './service';

/** Read by probes and scrapers: no session, and open during maintenance (the server is up then). */
const probe = { method: 'get', context: false, openDuringMaintenance: true } as const;

/**
 * GET /healthz, liveness: the process answers, whatever its outside services do (restarting
 * it would not bring a database back). GET /readyz, readiness: whether the database and Redis
 * answer, within a second, for a load balancer to send players elsewhere meanwhile. GET
 * /metrics for Prometheus.
 */
export function opsRoutes({ deps }: { deps: AppDeps }): Route[] {
  return [
    {
      ...probe,
      path: '/healthz',
      handler: (_req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json({ status: 'ok' });
      },
    },
    {
      ...probe,
      path: '/readyz',
      handler: async (_req, res) => {
        const { ready, ...checks } = await checkReadiness({ ctx: deps });
        res.setHeader('Cache-Control', 'no-store');
        if (!ready) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
        res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', ...checks });
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
