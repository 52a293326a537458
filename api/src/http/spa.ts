import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Serves a built single-page app at `mount`, answering unknown paths with its index.html. */
export function serveSpa(app: Express, mount: string, dist: string): void {
  if (!existsSync(join(dist, 'index.html'))) return;
  app.use(mount, express.static(dist, { index: false, maxAge: '1h' }));
  app.use(mount, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(dist, 'index.html'));
  });
}
