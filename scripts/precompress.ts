/**
 * After a front end's build: writes a brotli (`.br`) and a gzip (`.gz`) copy beside each
 * text file of the build, so the server sends compressed files without compressing per
 * request. A copy that would not be smaller is not written.
 *
 *   node --import tsx ../scripts/precompress.ts dist
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What compresses: text. Images and fonts are compressed formats already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map', '.webmanifest']);

const compressors: Record<'.br' | '.gz', (bytes: Buffer) => Buffer> = {
  '.br': (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  '.gz': (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/** Writes the compressed copies of every compressible file under `dist`. */
function precompress(dist: string): void {
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = readFileSync(path);
    for (const [extension, compress] of Object.entries(compressors)) {
      const compressed = compress(bytes);
      if (compressed.length < bytes.length) writeFileSync(path + extension, compressed);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) precompress(process.argv[2] ?? 'dist');
