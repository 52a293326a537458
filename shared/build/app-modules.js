// Plain JavaScript: the front ends' build configs load it with Node, which runs no TypeScript.
import { zodChunk } from './zod-chunk.js';

/** The element in which a page lists its app's modules, for its script to preload. */
export const APP_MODULES_ELEMENT_ID = 'app-modules';

/** The page's script, as the bundler writes it. */
const ENTRY_SCRIPT = '<script type="module" crossorigin';

/**
 * A chunk and every chunk it imports statically, each once, short of the page's own script.
 *
 * @param {import('vite').Rollup.OutputBundle} bundle
 * @param {string} fileName
 * @param {Set<string>} seen
 * @returns {Set<string>}
 */
function withStaticImports(bundle, fileName, seen = new Set()) {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk' || chunk.isEntry) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, seen);
  return seen;
}

/**
 * For a page whose small script shows the first screen and only then imports the app
 * (`app`, such as '/src/boot/boot.tsx'): lists the app's modules in the page (JSON, before its
 * script), for the script to preload when it chooses (src/client/app-modules.ts), and runs
 * the script as soon as it arrives (as a deferred script it would wait for the stylesheet).
 * The app's modules are part of the first load, and the bundle-size budget counts them.
 *
 * @param {{ base: string; app: string }} options
 * @returns {import('vite').Plugin}
 */
export function listTheAppModules({ base, app }) {
  return {
    name: 'list-the-app-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(app),
        );
        if (!bundle || !boot || boot.type !== 'chunk')
          throw new Error(`the app chunk (${app}) is missing from the build`);
        if (!html.includes(ENTRY_SCRIPT)) throw new Error(`the page's script is not written as ${ENTRY_SCRIPT}`);
        const modules = [...withStaticImports(bundle, boot.fileName)].map((fileName) => base + fileName);
        /** @type {import('vite').HtmlTagDescriptor} */
        const list = {
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

/**
 * `root` and every module it imports statically.
 *
 * @param {string} root
 * @param {(id: string) => { importedIds: readonly string[] } | null} infoOf
 * @returns {Set<string>}
 */
function staticImports(root, infoOf) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of infoOf(id)?.importedIds ?? []) visit(imported);
  };
  visit(root);
  return seen;
}

/**
 * The first load's chunks, for a build's code-splitting groups: zod with no-eval
 * (zodChunk), and one chunk of the app's modules (what `app` imports, short of what the
 * page's script `page` has already run; both absolute paths). Left to the bundler, the
 * modules the lazy screens share with the app split it into many chunks, each gzipped on its
 * own: the Mini App's 3.7 KB more of the same code, and as many more requests.
 *
 * @param {{ page: string; app: string }} paths
 * @returns {(id: string, meta: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }) => string | null}
 */
function firstLoadChunks({ page, app }) {
  /** @type {Set<string> | undefined} */
  let appModules;
  return (id, meta) => {
    if (zodChunk(id)) return 'zod';
    if (!appModules) {
      const infoOf = (moduleId) => meta.getModuleInfo(moduleId);
      const pageModules = staticImports(page, infoOf);
      appModules = new Set(
        [...staticImports(app, infoOf)].filter((moduleId) => moduleId !== app && !pageModules.has(moduleId)),
      );
    }
    return appModules.has(id) ? 'app' : null;
  };
}

/**
 * The build's output options for the first load's chunks (firstLoadChunks). Each group holds
 * its own modules only: with their imports it would take the page's script (shared with the
 * app) and zod into the app's chunk.
 *
 * @param {{ page: string; app: string }} paths
 */
export const firstLoadOutput = (paths) => ({
  codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: firstLoadChunks(paths) }] },
});
