import express, { type Express } from 'express';
import { isWebPage } from '@app/shared/web-routes';
import { isDevelopmentWallet } from './adapters/xaman/dev-wallet';
import type { AppDeps } from './context';
import { guardedBy } from './http/guard';
import { requireAdmin } from './features/admin/guard';
import { adminRoutes } from './features/admin/routes';
import { announcementRoutes } from './features/announcements/routes';
import { nftPoolRoutes } from './features/nft-pool/routes';
import { adRoutes } from './features/ads/routes';
import { practiceRoutes } from './features/practice/routes';
import { configRoutes } from './features/config/routes';
import { refuseProxiedRequest } from './features/dev-wallet/proxied';
import { devWalletRoutes } from './features/dev-wallet/routes';
import { gameRoutes } from './features/game/routes';
import { groupRoutes } from './features/groups/routes';
import { historyRoutes } from './features/history/routes';
import { imageRoutes } from './features/images/routes';
import { insightRoutes } from './features/insights/routes';
import { inviteRoutes } from './features/invites/routes';
import { leaderboardRoutes } from './features/leaderboard/routes';
import { maintenanceGate, maintenanceRoutes } from './features/maintenance/routes';
import { meRoutes } from './features/me/routes';
import { requestSession } from './features/session/request-session';
import { requirePlayer, requireUser } from './features/session/service';
import { opsRoutes } from './features/ops/routes';
import { pointsRoutes } from './features/points/routes';
import { raffleRoutes } from './features/raffle/routes';
import { shareRoutes } from './features/share/routes';
import { spreadRoutes } from './features/spread/routes';
import { withShareTags } from './features/share/share-tags';
import { statsRoutes } from './features/stats/routes';
import { telegramRoutes } from './features/telegram/launch/routes';
import { themeRoutes } from './features/theme/routes';
import { walletRoutes } from './features/wallet/routes';
import { contextMiddleware, requestContext } from './http/context';
import { apiNotFound, errorHandler } from './http/error-handler';
import { mountRoutes } from './http/mount-routes';
import { requestMetrics } from './http/request-metrics';
import { rateLimits } from './http/rate-limits';
import { rateCounters } from './cluster/rate-counter';
import type { Route } from './http/route';
import { securityHeaders } from './http/security-headers';
import { serveSpa } from './http/spa';
import { withUnplayedImagePreload } from './features/first-screen/miniapp-shell';
import { firstScreenPage } from './features/first-screen/shell';
import { pageLanguage } from './features/first-screen/page-language';

const JSON_BODY_LIMIT = '64kb';

export interface AppOptions {
  /** Folders of the built front ends; absent folders are skipped. */
  webDist?: string;
  miniappDist?: string;
  /** The bot's webhook, in webhook mode. */
  telegramWebhook?: { path: string; handler: express.RequestHandler };
}

/** The bot's webhook: Telegram posts JSON updates, with no session and whatever the maintenance state. */
function webhookRoutes(webhook: AppOptions['telegramWebhook']): Route[] {
  if (!webhook) return [];
  return [
    {
      method: 'post',
      path: webhook.path,
      handler: webhook.handler,
      metricsPath: '/telegram-webhook/:secret',
      context: false,
      openDuringMaintenance: true,
      jsonBody: true,
    },
  ];
}

/** Every route of the app, hottest first: the image, then the game. */
function routeTable(deps: AppDeps, options: AppOptions): Route[] {
  return [
    ...imageRoutes(deps.database),
    ...gameRoutes,
    ...maintenanceRoutes,
    ...configRoutes,
    ...walletRoutes,
    ...meRoutes,
    ...adminRoutes,
    ...insightRoutes,
    ...announcementRoutes,
    ...nftPoolRoutes,
    ...raffleRoutes,
    ...inviteRoutes,
    ...groupRoutes,
    ...themeRoutes,
    ...historyRoutes,
    ...leaderboardRoutes,
    ...pointsRoutes,
    ...statsRoutes,
    ...practiceRoutes,
    ...spreadRoutes,
    ...shareRoutes,
    ...telegramRoutes,
    ...adRoutes,
    ...opsRoutes({ deps }),
    ...(isDevelopmentWallet(deps.xaman) ? devWalletRoutes(deps.xaman, deps.settings.publicUrl) : []),
    ...webhookRoutes(options.telegramWebhook),
  ];
}

/** Builds the Express app from its dependencies; no listening, no timers. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.settings.trustProxy);
  // Bodies are dynamic JSON; images and static files set their own validators.
  app.set('etag', false);
  const { settings } = deps;
  const contextOf = requestContext(deps, requestSession({ deps }));
  const headers = securityHeaders({
    production: settings.production,
    frameAncestors: settings.frameAncestors,
    ads: Boolean(settings.adsgramBlockId),
  });
  mountRoutes(app, routeTable(deps, options), {
    requestMetrics: (method, path) => requestMetrics(deps.metrics, method, path),
    headers,
    context: contextMiddleware(contextOf),
    maintenanceGate: maintenanceGate(deps.database),
    adminOnly: guardedBy((ctx) => requireAdmin({ ctx })),
    userOnly: guardedBy((ctx) => requireUser({ ctx })),
    playerOnly: guardedBy((ctx) => requirePlayer({ ctx })),
    devWalletLocal: isDevelopmentWallet(deps.xaman) ? refuseProxiedRequest : null,
    jsonBody: express.json({ limit: JSON_BODY_LIMIT }),
    rateLimits: rateLimits(deps.settings.rateLimits, rateCounters(deps)),
  });
  app.use(['/api', '/dev/xaman'], headers.api, apiNotFound);
  // The Mini App shows its game for every path; the web app has a 404 page for paths it does not know.
  app.use('/telegram', headers.miniapp);
  if (options.miniappDist)
    serveSpa(app, '/telegram', options.miniappDist, {
      isPage: () => true,
      renderShell: withUnplayedImagePreload({ deps }),
      language: pageLanguage({ contextOf, catalogs: ['common'], messages: ['game.loading'] }),
    });
  app.use(headers.web);
  const webLanguage = pageLanguage({
    contextOf,
    catalogs: ['common', 'web'],
    messages: ['game.loading', 'web.page.description'],
  });
  if (options.webDist)
    serveSpa(app, '/', options.webDist, {
      isPage: isWebPage,
      renderShell: withShareTags({ deps }),
      language: webLanguage,
      personalise: firstScreenPage({ deps, contextOf, translate: webLanguage.translate }),
    });
  app.use(errorHandler(deps.logger));
  return app;
}
