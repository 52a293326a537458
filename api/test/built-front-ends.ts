import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Stand-ins for both built front ends (an index.html and one asset each) in a temporary folder. */
export function builtFrontEnds(): { root: string; webDist: string; miniappDist: string } {
  const root = mkdtempSync(join(tmpdir(), 'front-ends-'));
  const built = (name: string) => {
    const dist = join(root, name);
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
    writeFileSync(join(dist, 'assets', 'app.js'), `console.log('${name}')`);
    return dist;
  };
  return { root, webDist: built('web'), miniappDist: built('miniapp') };
}
