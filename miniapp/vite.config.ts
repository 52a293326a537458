import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { zodChunk } from '@app/shared/build/zod-chunk';
import { APP_MODULES_ELEMENT_ID } from './src/app-modules';

const BASE = '/telegram/';

/** A chunk and every chunk it imports statically, each once, short of the page's own script. */
function withStaticImports(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk' || chunk.isEntry) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, seen);
  return seen;
}

/** The page's script, run as soon as it arrives: as a deferred script it would wait for the stylesheet. */
const ENTRY_SCRIPT = '<script type="module" crossorigin';

/**
 * The app's modules (src/boot.tsx) are imported by the entry only once the first screen
 * shows (src/main.tsx), but needed at once: the page lists them (JSON, before its script)
 * and the entry preloads them right after the first requests (src/app-modules.ts). They
 * are part of the first load, and the bundle-size budget counts them.
 */
function listTheAppModules(): Plugin {
  return {
    name: 'list-the-app-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/boot.tsx'),
        );
        if (!bundle || !boot) throw new Error('the app chunk (src/boot.tsx) is missing from the build');
        if (!html.includes(ENTRY_SCRIPT)) throw new Error(`the page's script is not written as ${ENTRY_SCRIPT}`);
        const modules = [...withStaticImports(bundle, boot.fileName)].map((fileName) => BASE + fileName);
        const list: HtmlTagDescriptor = {
          tag: 'script',
          attrs: { type: 'application/json', id: APP_MODULES_ELEMENT_ID },
          children: JSON.stringify(modules),
          injectTo: 'head-prepend',
        };
        return { html: html.replace(ENTRY_SCRIPT, '<script type="module" async crossorigin'), tags: [list] };
      },
    },
  };
}

export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell has: with NODE_ENV=development
  // Vite ships React's development build (three times the size), import.meta.env.DEV and the
  // Telegram mock behind it.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: BASE,
    plugins: [react(), listTheAppModules()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // One stylesheet, linked from the page: the app's styles must not wait for its chunk to run.
      cssCodeSplit: false,
      rollupOptions: { output: { manualChunks: zodChunk } },
    },
    server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
  };
});
