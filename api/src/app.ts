import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isDevelopmentWallet } from './adapters/xaman/dev-wallet';
import type { AppDeps } from './context';
import { configRoutes } from './features/config/routes';
import { devWalletRoutes } from './features/dev-wallet/routes';
import { adminRoutes } from './features/admin/routes';
import { adRoutes } from './features/ads/routes';
import { addGameRoutes } from './features/game/routes';
import { historyRoutes } from './features/history/routes';
import { leaderboardRoutes } from './features/leaderboard/routes';
import { pointsRoutes } from './features/points/routes';
import { statsRoutes } from './features/stats/routes';
import { serveSecureImage } from './features/images/routes';
import { maintenanceGate, maintenanceRoutes } from './features/maintenance/routes';
import { meRoutes } from './features/me/routes';
import { telegramRoutes } from './features/telegram/routes';
import { themeRoutes } from './features/theme/routes';
import { walletRoutes } from './features/wallet/routes';
import { contextMiddleware } from './http/context';
import { apiNotFound, errorHandler } from './http/error-handler';
import { rateLimits } from './http/rate-limits';

const JSON_BODY_LIMIT = '64kb';

type RateLimits = ReturnType<typeof rateLimits>;

/** The API router: every /api route, behind the maintenance gate where docs/DESIGN.md says so. */
function apiRouter(limits: RateLimits): express.Router {
  const api = express.Router();
  api.use('/maintenance', maintenanceRoutes());
  api.use('/config', configRoutes());
  api.use(maintenanceGate);
  api.post('/wallet/xaman/create', limits.signIn);
  api.post('/rewards/ad', limits.ads);
  api.use('/wallet', walletRoutes());
  api.use('/admin', adminRoutes());
  api.use('/', meRoutes());
  api.use('/theme', themeRoutes());
  api.use('/leaderboard/history', historyRoutes());
  api.use('/', leaderboardRoutes());
  api.use('/bwif-points-leaderboard', pointsRoutes());
  api.use('/player', statsRoutes());
  api.use('/telegram', telegramRoutes());
  api.use('/', adRoutes());
  api.use(apiNotFound);
  return api;
}

/** Serves a built single-page app at `mount`, answering unknown paths with its index.html. */
function serveSpa(app: Express, mount: string, dist: string): void {
  if (!existsSync(join(dist, 'index.html'))) return;
  app.use(mount, express.static(dist, { index: false, maxAge: '1h' }));
  app.use(mount, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(dist, 'index.html'));
  });
}

export interface AppOptions {
  /** Folders of the built front ends; absent folders are skipped. */
  webDist?: string;
  miniappDist?: string;
  /** The bot's webhook, in webhook mode. */
  telegramWebhook?: { path: string; handler: express.RequestHandler };
}

/** Builds the Express app from its dependencies; no listening, no timers. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // Bodies are dynamic JSON; images and static files set their own validators.
  app.set('etag', false);
  const jsonBody = express.json({ limit: JSON_BODY_LIMIT });
  const context = contextMiddleware(deps);
  const limits = rateLimits(deps.settings.rateLimits);
  // The hottest routes come first, each behind only the middleware it needs.
  app.get('/api/secure-images/:token', serveSecureImage(deps.db));
  addGameRoutes(app, { before: [context, maintenanceGate], jsonBody, rateLimit: limits.guesses });
  app.use(jsonBody);
  app.use(context);
  if (isDevelopmentWallet(deps.xaman)) {
    app.use('/dev/xaman', devWalletRoutes(deps.xaman));
  }
  if (options.telegramWebhook) app.post(options.telegramWebhook.path, options.telegramWebhook.handler);
  app.use('/api', apiRouter(limits));
  if (options.miniappDist) serveSpa(app, '/telegram', options.miniappDist);
  if (options.webDist) serveSpa(app, '/', options.webDist);
  app.use(errorHandler(deps.logger));
  return app;
}
