import type { RequestHandler } from 'express';

/** The per-minute limiters a route can name (their caps are settings). */
export type RateLimitName =
  'signIn' | 'guesses' | 'ads' | 'walletStatus' | 'profile' | 'shares' | 'reminders' | 'groupBoards';

/** The security headers a route's responses can carry (built in security-headers.ts). */
export type HeaderPolicyName = 'api' | 'devWallet';

/** One route of the app: what it answers, and the properties its middleware chain is built from. */
export interface Route {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The whole path, from the root. */
  path: string;
  handler: RequestHandler;
  /** False when the handler needs no request context (session, request time); those routes skip building it. */
  context?: boolean;
  /** Keeps answering while the game is in maintenance; every other route answers 503 MAINTENANCE (to all but the admin's session). */
  openDuringMaintenance?: boolean;
  /** Parses a JSON body into req.body. */
  jsonBody?: boolean;
  rateLimit?: RateLimitName;
  /** The path metrics name the route by, when its own holds a secret (the bot's webhook). */
  metricsPath?: string;
  /**
   * Answers only a browser on this machine while the development wallet stands in for
   * Xaman (it approves any address): a request a proxy relayed gets 403.
   */
  devWalletLocal?: boolean;
  /** Its security headers, the API's by default; false for a route that writes its own and must stay cheap. */
  headers?: HeaderPolicyName | false;
  /**
   * Who may call it, checked before the handler runs. 'user': a session of a user (a wallet,
   * or a Telegram account without one), else 401. 'player': a session that proved a wallet,
   * else 401; the services still check any wallet the request names. Both run after the
   * rate limit, so an anonymous flood is still counted. 'admin': 401 or 403 to anyone but
   * the admin's session, and open during maintenance so the admin can end it.
   */
  auth?: 'user' | 'player' | 'admin';
}

/** An /api/admin route (`path` is what follows /api/admin). */
export function adminRoute(route: Omit<Route, 'auth'>): Route {
  return { ...route, path: `/api/admin${route.path}`, auth: 'admin' };
}
