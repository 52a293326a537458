import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { WEB_ROUTES, webPagePath } from '@app/shared/web-routes';

type Directives = Record<string, string[] | null>;

/** Where the real Xaman serves the sign-in QR picture (`refs.qr_png`). */
const XAMAN_QR_HOSTS = ['https://xumm.app', 'https://xaman.app'];
/** The Adsgram SDK, its ad requests and its ad frames, all on Adsgram's hosts. */
const ADSGRAM_HOSTS = ['https://*.adsgram.ai'];

export interface SecurityHeaderOptions {
  production: boolean;
  /** Who may frame the Mini App. */
  frameAncestors: string[];
  /** Whether the Mini App loads the ad SDK. */
  ads: boolean;
}

/** The headers for each kind of response: the API's JSON, the two front ends, the development wallet's page. */
export interface SecurityHeaders {
  api: RequestHandler;
  devWallet: RequestHandler;
  /** The web app: /admin's policy on the admin page, the site's elsewhere. */
  web: RequestHandler;
  miniapp: RequestHandler;
}

/**
 * What every page shares: scripts and connections to this origin only, no plugins, no
 * <base> or form posts elsewhere. Styles allow 'unsafe-inline': the scroll lock of Radix's
 * dialogs (the wallet dialog) injects a <style> element, Telegram's web client sends the
 * Mini App its styles into one, and a static page cannot carry a per-request nonce. CSS
 * runs no script.
 */
function pageDirectives(production: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': production ? [] : null,
  };
}

/** helmet's defaults (nosniff, no-referrer, COOP, CORP…) with this policy; HSTS only in production. */
function headers(production: boolean, directives: Directives, frameable = false): RequestHandler {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: production,
    // frame-ancestors decides who may frame a page; X-Frame-Options cannot name Telegram's client.
    xFrameOptions: frameable ? false : { action: 'deny' },
  };
  return helmet(options) as RequestHandler;
}

/**
 * The API's answers change with the cookie, `Authorization` and `Accept-Language`: no cache,
 * shared or the browser's, keeps one. A route whose answer is the same for all (a share
 * picture, an image) writes its own Cache-Control over this one.
 */
const NOT_TO_KEEP = 'private, no-store';

function notKept(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Cache-Control', NOT_TO_KEEP);
    handler(req, res, next);
  };
}

/** Builds each policy once; a request pays for setting the headers, not for building them. */
export function securityHeaders({ production, frameAncestors, ads }: SecurityHeaderOptions): SecurityHeaders {
  const page = pageDirectives(production);
  const site = headers(production, { ...page, 'img-src': ["'self'", ...XAMAN_QR_HOSTS] });
  // The admin previews NFT images from any https host before they are saved.
  const admin = headers(production, { ...page, 'img-src': ["'self'", 'https:'] });
  const adDirectives: Directives = ads
    ? {
        'script-src': ["'self'", ...ADSGRAM_HOSTS],
        'connect-src': ["'self'", ...ADSGRAM_HOSTS],
        'frame-src': ADSGRAM_HOSTS,
        // Ad pictures and videos come from the advertisers' own hosts, which no list names.
        'img-src': ["'self'", 'https:'],
        'media-src': ['https:', 'blob:'],
      }
    : {};
  return {
    api: notKept(headers(production, { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })),
    devWallet: headers(production, {
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'connect-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    }),
    web: (req, res, next) => (webPagePath(req.path) === WEB_ROUTES.admin ? admin : site)(req, res, next),
    miniapp: headers(production, { ...page, ...adDirectives, 'frame-ancestors': frameAncestors }, true),
  };
}
