import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const out = mkdtempSync(join(tmpdir(), 'production-build-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Builds `app` with NODE_ENV=development in the environment, as a careless shell would, and answers its JavaScript. */
function buildWithDevelopmentEnv(app: 'web' | 'miniapp'): string {
  const dist = join(out, app);
  const build = spawnSync(process.execPath, [VITE, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: join(ROOT, app),
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

describe('a front-end build run with NODE_ENV=development', () => {
  for (const app of ['web', 'miniapp'] as const) {
    it(`ships React's production build in the ${app}`, () => {
      const javascript = buildWithDevelopmentEnv(app);
      // Only React's production build points to its error decoder; only the development build validates DOM nesting.
      expect(javascript.includes('Minified React error')).toBe(true);
      expect(javascript.includes('validateDOMNesting')).toBe(false);
    });
  }
});
