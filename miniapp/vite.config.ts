import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { zodChunk } from '@app/shared/build/zod-chunk';
import { listTheAppModules } from '@app/shared/build/app-modules';

const BASE = '/telegram/';

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/** `root` and every module it imports statically. */
function staticImports(root: string, infoOf: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of infoOf(id)?.importedIds ?? []) visit(imported);
  };
  visit(root);
  return seen;
}

const PAGE_SCRIPT = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const APP = fileURLToPath(new URL('./src/boot.tsx', import.meta.url));

/**
 * The first load's chunks: zod with no-eval (zodChunk), and one chunk of the app's modules
 * (what src/boot.tsx imports, short of what the page's script has already run). Left to
 * the bundler, the modules the lazy screens share with the app split it into ten chunks,
 * each gzipped on its own: 3.7 KB more of the same code (121.7 KB against 118.0 KB, over
 * the 120 KB budget), and as many more requests.
 */
function firstLoadChunks() {
  let app: Set<string> | undefined;
  return (id: string, meta: { getModuleInfo: ModuleInfoOf }): string | null => {
    if (zodChunk(id)) return 'zod';
    if (!app) {
      const infoOf: ModuleInfoOf = (moduleId) => meta.getModuleInfo(moduleId);
      const page = staticImports(PAGE_SCRIPT, infoOf);
      app = new Set([...staticImports(APP, infoOf)].filter((moduleId) => moduleId !== APP && !page.has(moduleId)));
    }
    return app.has(id) ? 'app' : null;
  };
}

export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell has: with NODE_ENV=development
  // Vite ships React's development build (three times the size), import.meta.env.DEV and the
  // Telegram mock behind it.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: BASE,
    plugins: [react(), listTheAppModules({ base: BASE, app: '/src/boot.tsx' })],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // One stylesheet, linked from the page: the app's styles must not wait for its chunk to run.
      cssCodeSplit: false,
      // Each group holds its own modules only: with their imports it would take the page's
      // script (shared with the app) and zod into the app's chunk.
      rollupOptions: {
        output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: firstLoadChunks() }] } },
      },
    },
    server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
  };
});
