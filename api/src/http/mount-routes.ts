import type { Express, RequestHandler } from 'express';
import type { HeaderPolicyName, RateLimitName, Route } from './route';

/** The middleware a route's declaration can ask for. */
export interface RouteMiddleware {
  /** Times a route's requests, by its method and pattern. */
  requestMetrics(method: string, path: string): RequestHandler;
  headers: Record<HeaderPolicyName, RequestHandler>;
  context: RequestHandler;
  maintenanceGate: RequestHandler;
  /** Lets only the admin's session through. */
  adminOnly: RequestHandler;
  /** Lets only a signed-in user through. */
  userOnly: RequestHandler;
  /** Lets only a signed-in player through. */
  playerOnly: RequestHandler;
  /** Refuses what a proxy relayed; null unless the development wallet stands in for Xaman. */
  devWalletLocal: RequestHandler | null;
  jsonBody: RequestHandler;
  /** Bounds the database work of a request (an admin's is not: backups and archives take longer). */
  databaseDeadline: RequestHandler;
  rateLimits: Record<RateLimitName, RequestHandler>;
}

function chainOf(route: Route, middleware: RouteMiddleware): RequestHandler[] {
  const needsContext = route.context ?? true;
  // The limiters key on the session and count on the request's time, both from the context.
  if (route.rateLimit && !needsContext) throw new Error(`${route.path}: a rate limit needs the request context`);
  const chain: RequestHandler[] = [middleware.requestMetrics(route.method, route.metricsPath ?? route.path)];
  const headers = route.headers ?? 'api';
  if (headers) chain.push(middleware.headers[headers]);
  const admin = route.auth === 'admin';
  if (route.auth && !needsContext) throw new Error(`${route.path}: the ${route.auth} check needs the request context`);
  const gated = !route.openDuringMaintenance && !admin;
  // The gate lets the admin's session through, so it reads the session from the context.
  if (gated && !needsContext) throw new Error(`${route.path}: the maintenance gate needs the request context`);
  if (!admin) chain.push(middleware.databaseDeadline);
  if (needsContext) chain.push(middleware.context);
  if (gated) chain.push(middleware.maintenanceGate);
  if (admin) chain.push(middleware.adminOnly);
  if (route.jsonBody) chain.push(middleware.jsonBody);
  if (route.jsonBody && !admin) chain.push(middleware.databaseDeadline);
  if (route.rateLimit) chain.push(middleware.rateLimits[route.rateLimit]);
  if (route.auth === 'user') chain.push(middleware.userOnly);
  if (route.auth === 'player') chain.push(middleware.playerOnly);
  if (route.devWalletLocal && middleware.devWalletLocal) chain.push(middleware.devWalletLocal);
  return chain;
}

/**
 * Mounts each route on the app itself under its whole path, in the order given, behind
 * only the middleware its declaration asks for: a request meets no nested router and no
 * middleware another route needs, so the hottest routes, listed first, stay cheap.
 */
export function mountRoutes(app: Express, routes: readonly Route[], middleware: RouteMiddleware): void {
  for (const route of routes) app[route.method](route.path, ...chainOf(route, middleware), route.handler);
}
