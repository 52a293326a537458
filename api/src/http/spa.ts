import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves a built single-page app at `mount`: its files, and its index.html for any other
 * GET, with 200 where `isPage` knows the path (relative to `mount`) and 404 elsewhere, so
 * the app shows its own 404 page and crawlers see the status. Skipped when not built.
 */
export function serveSpa(app: Express, mount: string, dist: string, isPage: (path: string) => boolean): void {
  if (!existsSync(join(dist, 'index.html'))) return;
  app.use(mount, express.static(dist, { index: false, maxAge: '1h' }));
  app.use(mount, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isPage(req.path) ? 200 : 404).sendFile(join(dist, 'index.html'));
  });
}
