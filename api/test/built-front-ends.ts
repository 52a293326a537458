import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The script each stand-in build ships: long enough that compressing it pays. */
export const builtScript = (name: string) => `console.log('${name}');\n`.repeat(40);

/**
 * Stand-ins for both built front ends in a temporary folder: an index.html, a hashed
 * asset with the brotli and gzip copies the build writes beside it, and a named file.
 */
export function builtFrontEnds(): { root: string; webDist: string; miniappDist: string } {
  const root = mkdtempSync(join(tmpdir(), 'front-ends-'));
  const built = (name: string) => {
    const dist = join(root, name);
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
    const script = join(dist, 'assets', 'app.js');
    writeFileSync(script, builtScript(name));
    writeFileSync(`${script}.br`, brotliCompressSync(builtScript(name)));
    writeFileSync(`${script}.gz`, gzipSync(builtScript(name)));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    return dist;
  };
  return { root, webDist: built('web'), miniappDist: built('miniapp') };
}
