import express, { type Express } from 'express';
import { isWebPage } from '@app/shared/web-routes';
import { isDevelopmentWallet } from './adapters/xaman/dev-wallet';
import type { AppDeps, SignInHook } from './context';
import { databaseDeadline } from './http/database-deadline';
import { guardedBy } from './http/guard';
import { requireAdmin } from './identity/admin-guard';
import { adminRoutes } from './features/admin/routes';
import { announcementRoutes } from './features/announcements/routes';
import { nftPoolRoutes } from './features/nft-pool/routes';
import { adRoutes } from './features/ads/routes';
import { practiceRoutes } from './features/practice/routes';
import { practiceSignInHook } from './features/practice/carry-over';
import { inviteSignInHook } from './features/invites/attribute';
import { reminderSignInHook } from './features/reminders/chat';
import { walletSignInHook } from './features/wallet/activation';
import { noMissingPuzzleAt } from './features/practice/practice-page';
import { configRoutes } from './features/config/routes';
import { refuseProxiedRequest } from './identity/dev-wallet/proxied';
import { devWalletRoutes } from './identity/dev-wallet/routes';
import { gameRoutes } from './features/game/routes';
import { fairnessRoutes } from './features/fairness/routes';
import { groupRoutes } from './features/groups/routes';
import { historyRoutes } from './features/history/routes';
import { imageRoutes } from './features/images/routes';
import { insightRoutes } from './features/insights/routes';
import { inviteRoutes } from './features/invites/routes';
import { leaderboardRoutes } from './features/leaderboard/routes';
import { maintenanceGate, maintenanceRoutes } from './features/maintenance/routes';
import { meRoutes } from './features/me/routes';
import { requestSession } from './identity/session/request-session';
import { requirePlayer, requireUser } from './identity/session/service';
import { opsRoutes } from './features/ops/routes';
import { pointsRoutes } from './features/points/routes';
import { raffleRoutes } from './features/raffle/routes';
import { shareRoutes } from './features/share/routes';
import { spreadRoutes } from './features/spread/routes';
import { withShareTags } from './features/share/share-tags';
import { statsRoutes } from './features/stats/routes';
import { telegramRoutes } from './identity/telegram/routes';
import { preparedShareRoutes } from './features/telegram/routes';
import { themeRoutes } from './features/theme/routes';
import { walletRoutes } from './identity/xaman/routes';
import { contextMiddleware, requestContext } from './http/context';
import { apiNotFound, errorHandler } from './http/error-handler';
import { mountRoutes } from './http/mount-routes';
import { requestMetrics } from './http/request-metrics';
import { rateLimits } from './http/rate-limits';
import { rateCounters } from './cluster/rate-counter';
import { MINUTE_MS } from '@app/shared/constants';
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

/**
 * What the features do because someone signed in, in this order: a merged Telegram-only
 * account's invites, reminder and practice move before its row is deleted.
 */
export const signInHooks: readonly SignInHook[] = [
  inviteSignInHook,
  reminderSignInHook,
  practiceSignInHook,
  walletSignInHook,
];

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
    ...fairnessRoutes,
    ...spreadRoutes,
    ...shareRoutes(
      rateCounters(deps)('shareCardRenders', deps.settings.rateLimits.shareCardRendersPerMinute, MINUTE_MS),
    ),
    ...telegramRoutes,
    ...preparedShareRoutes,
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
  const requestDeadline = databaseDeadline(settings.databaseRequestDeadlineMs);
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
    databaseDeadline: requestDeadline,
    rateLimits: rateLimits(deps.settings.rateLimits, rateCounters(deps), deps.metrics),
  });
  app.use(['/api', '/dev/xaman'], headers.api, apiNotFound);
  // A page's reads (its language, share tags, first screen) share one deadline as a request's
  // do: past it, each is left out and the plain page is served, so a stalled database delays
  // a page by the deadline at most, not once per read.
  app.use(requestDeadline);
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
      isPage: (path) =>
        isWebPage(path) && noMissingPuzzleAt({ ctx: { database: deps.database, now: deps.clock.now() }, input: path }),
      renderShell: withShareTags({ deps }),
      language: webLanguage,
      personalise: firstScreenPage({ deps, contextOf, translate: webLanguage.translate }),
    });
  app.use(errorHandler(deps.logger));
  return app;
}
