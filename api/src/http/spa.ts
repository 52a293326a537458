import type { Express, Request } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@app/shared/i18n/languages';
import { htmlFile, loadBuild, sendStaticFile, type StaticFile } from './static-files';

/** The headers a page's language is chosen by: the language cookie or the session's, and the browser's languages. */
const LANGUAGE_HEADERS = ['Accept-Language', 'Cookie'];

export interface SpaOptions {
  /** Whether the app has a page at `path` (relative to the mount): 200, else 404 with the same page. */
  isPage: (path: string) => boolean | Promise<boolean>;
  /**
   * The index.html to send, made from the built one (the web's share tags of the day).
   * Called per page request: it should answer the same string until its content changes,
   * and the compressed page is then reused.
   */
  renderShell?: (builtHtml: string) => Promise<string>;
  /**
   * The requester's own page made from the shell (the web game's first screen), or null to
   * send the shared one. Sent private and varying on the cookie.
   */
  personalise?: (shellHtml: string, req: Request, language: Language) => Promise<string | null>;
  /** The requester's language, and the shell written in it: pages vary on what chose it. */
  language: {
    of: (req: Request) => Promise<Language>;
    render: (shellHtml: string, language: Language) => string;
  };
}

/** The shell as sent in each language: compressed once per distinct rendering. */
function shellSender(
  dist: string,
  { renderShell = async (html) => html, language }: Pick<SpaOptions, 'renderShell' | 'language'>,
): (inLanguage: Language) => Promise<{ html: string; file: StaticFile }> {
  const path = join(dist, 'index.html');
  const built = readFileSync(path, 'utf8');
  const builtAt = statSync(path).mtime;
  const last = new Map<Language, { rendered: string; html: string; file: StaticFile }>();
  return async (inLanguage) => {
    const rendered = await renderShell(built);
    const kept = last.get(inLanguage);
    if (kept?.rendered === rendered) return kept;
    const html = language.render(rendered, inLanguage);
    const lastModified = rendered === built ? builtAt : undefined;
    const sent = { rendered, html, file: htmlFile(html, { lastModified, vary: LANGUAGE_HEADERS }) };
    last.set(inLanguage, sent);
    return sent;
  };
}

/**
 * Serves a built single-page app at `mount` from memory: its files, compressed as the
 * client accepts, and its index.html for any other GET, with 200 where `isPage` knows the
 * path and 404 elsewhere, so the app shows its own 404 page and crawlers see the status.
 * Skipped when not built.
 */
export function serveSpa(app: Express, mount: string, dist: string, options: SpaOptions): void {
  if (!existsSync(join(dist, 'index.html'))) return;
  const files = loadBuild(dist);
  const shell = shellSender(dist, options);
  app.use(mount, async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = files.get(req.path);
    if (file) return sendStaticFile(req, res, file);
    const language = await options.language.of(req);
    const page = await shell(language);
    if (!(await options.isPage(req.path))) return sendStaticFile(req, res, page.file, 404);
    const own = options.personalise ? await options.personalise(page.html, req, language) : null;
    sendStaticFile(req, res, own === null ? page.file : htmlFile(own, { personal: true, vary: LANGUAGE_HEADERS }));
  });
}
