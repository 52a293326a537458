import type { RequestHandler } from 'express';
import type { Metrics } from '../metrics/metrics';

/** Times each request of one route, from the start of its chain until its response is handed to the OS. */
export function requestMetrics(metrics: Metrics, method: string, route: string): RequestHandler {
  const observe = metrics.requestObserver(method.toUpperCase(), route);
  return (_req, res, next) => {
    const start = performance.now();
    res.on('finish', () => observe(res.statusCode, (performance.now() - start) / 1000));
    next();
  };
}
