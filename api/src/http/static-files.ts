import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** How a body can travel, in the server's order of preference. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number] | 'identity';
/** The file beside a built file that holds its precompressed copy. */
const EXTENSION_OF: Record<(typeof ENCODINGS)[number], string> = { br: '.br', gzip: '.gz' };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Vite names what it builds into assets/ by content hash: a name never gets other bytes. */
const HASHED = 'public, max-age=31536000, immutable';
/** Files kept under their own name (the favicon): cached a while, then revalidated. */
const NAMED = 'public, max-age=3600';
/** The HTML shell is revalidated on every load, so a new build reaches players at once. */
const SHELL_CACHE_CONTROL = 'no-cache';
/** A page made for one requester: no shared cache may keep it, and a browser's copy is theirs alone. */
const PERSONAL_SHELL_CACHE_CONTROL = 'private, no-cache';

interface Body {
  bytes: Buffer;
  etag: string;
}

/** A file held in memory with its compressed copies: the built front ends never change while the server runs. */
export interface StaticFile {
  contentType: string;
  cacheControl: string;
  /** Absent for a page made at run time: its ETag alone tells a changed page. */
  lastModified?: string;
  /** The request headers besides Accept-Encoding that chose this page (its language, its player). */
  vary?: readonly string[];
  bodies: Partial<Record<Encoding, Body>> & { identity: Body };
}

function body(bytes: Buffer, encoding: Encoding): Body {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  return { bytes, etag: `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"` };
}

function staticFile(
  identity: Buffer,
  compressed: Partial<Record<Encoding, Buffer>>,
  meta: Omit<StaticFile, 'bodies'>,
): StaticFile {
  const bodies: StaticFile['bodies'] = { identity: body(identity, 'identity') };
  for (const encoding of ENCODINGS) {
    const bytes = compressed[encoding];
    if (bytes && bytes.length < identity.length) bodies[encoding] = body(bytes, encoding);
  }
  return { ...meta, bodies };
}

/**
 * A page made at run time (an index.html with the day's tags), compressed once here.
 * `personal`: made for the requester from their session cookie; `vary`: the request
 * headers it was chosen by.
 */
export function htmlFile(
  html: string,
  {
    lastModified,
    personal = false,
    vary = [],
  }: { lastModified?: Date; personal?: boolean; vary?: readonly string[] } = {},
): StaticFile {
  const varied = new Set([...vary, ...(personal ? ['Cookie'] : [])]);
  const identity = Buffer.from(html);
  return staticFile(
    identity,
    { br: brotliCompressSync(identity), gzip: gzipSync(identity) },
    {
      contentType: CONTENT_TYPES['.html']!,
      cacheControl: personal ? PERSONAL_SHELL_CACHE_CONTROL : SHELL_CACHE_CONTROL,
      ...(lastModified && { lastModified: lastModified.toUTCString() }),
      ...(varied.size > 0 && { vary: [...varied] }),
    },
  );
}

/**
 * Every file of a build folder by its URL path ("/assets/index-abc.js"), with the `.br` and
 * `.gz` copies the build wrote beside it. index.html is left out: the app serves it itself.
 */
export function loadBuild(dist: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    const extension = extname(entry.name);
    if (!entry.isFile() || extension === '.br' || extension === '.gz') continue;
    const path = join(entry.parentPath, entry.name);
    const urlPath = `/${relative(dist, path).split(sep).join('/')}`;
    if (urlPath === '/index.html') continue;
    const compressed: Partial<Record<Encoding, Buffer>> = {};
    for (const encoding of ENCODINGS) {
      const copy = path + EXTENSION_OF[encoding];
      if (existsSync(copy)) compressed[encoding] = readFileSync(copy);
    }
    files.set(
      urlPath,
      staticFile(readFileSync(path), compressed, {
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        cacheControl: urlPath.startsWith('/assets/') ? HASHED : NAMED,
        lastModified: statSync(path).mtime.toUTCString(),
      }),
    );
  }
  return files;
}

/** The q-value of each coding the client named in Accept-Encoding; `*` stands for the others. */
function qualities(acceptEncoding: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (coding) named.set(coding, q === undefined ? 1 : Number(q));
  }
  return named;
}

/** Brotli if the client takes it, else gzip, else the bytes as they are (the server's order breaks the client's ties). */
function preferredEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = qualities(acceptEncoding);
  const quality = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  const candidates = ENCODINGS.filter((encoding) => file.bodies[encoding] && quality(encoding) > 0);
  const best = Math.max(0, ...candidates.map(quality));
  return candidates.find((encoding) => quality(encoding) === best) ?? 'identity';
}

/** Sends a file in the encoding the client prefers, with its validators; 304 when the client's copy is current. */
export function sendStaticFile(req: Request, res: Response, file: StaticFile, status = 200): void {
  const encoding = preferredEncoding(req.headers['accept-encoding'], file);
  const { bytes, etag } = file.bodies[encoding]!;
  const vary = [...(file.bodies.br || file.bodies.gzip ? ['Accept-Encoding'] : []), ...(file.vary ?? [])];
  if (vary.length) res.setHeader('Vary', vary.join(', '));
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', file.cacheControl);
  if (file.lastModified) res.setHeader('Last-Modified', file.lastModified);
  res.setHeader('ETag', etag);
  res.statusCode = status;
  if (status === 200 && req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
