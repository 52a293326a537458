import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGE_ATTRIBUTE } from '@app/shared/build/i18n-catalogs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Gzipped bytes of the JavaScript a built app's index.html loads before anything lazy. */
function initialJsGzipBytes(app: 'web' | 'miniapp'): number {
  const dist = join(ROOT, app, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The Mini App's page lists the app's modules for its script to preload (shared/src/client/app-modules.ts).
  const listed = /<script type="application\/json" id="app-modules">(.*?)<\/script>/.exec(html)?.[1];
  // The web's page links each language's catalog for preload, of which the server keeps the
  // requester's: left out, as the catalog the script imports was before it was preloaded.
  const loaded = [...html.matchAll(/<[^>]*(?:src|href)="([^"]+\.js)"[^>]*>/g)]
    .filter(([tag]) => !tag.includes(CATALOG_LANGUAGE_ATTRIBUTE))
    .map((match) => match[1]!);
  // A chunk named twice counts once.
  const files = new Set(
    [...loaded, ...(listed ? (JSON.parse(listed) as string[]) : [])].map((url) => url.replace(/^\/(telegram\/)?/, '')),
  );
  expect(files.size).toBeGreaterThan(0);
  return [...files].reduce((total, file) => total + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
}

describe('initial JavaScript of the production builds', () => {
  it('keeps the web home page under 150 KB gzip', () => {
    const kb = initialJsGzipBytes('web') / 1024;
    console.log(`web initial JS: ${kb.toFixed(1)} KB gzip`);
    expect(kb).toBeLessThan(150);
  });

  it('keeps the Mini App under 120 KB gzip', () => {
    const kb = initialJsGzipBytes('miniapp') / 1024;
    console.log(`mini-app initial JS: ${kb.toFixed(1)} KB gzip`);
    expect(kb).toBeLessThan(120);
  });
});
