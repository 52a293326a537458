import type { Plugin } from 'vite';

/** The element in which a page lists its app's modules (app-modules.js). */
export declare const APP_MODULES_ELEMENT_ID: 'app-modules';
/** Lists the modules of the app a page's script imports later, and runs that script on arrival (app-modules.js). */
export declare function listTheAppModules(options: { base: string; app: string }): Plugin;
/** The first load's chunks: zod, and one chunk of the app's modules (app-modules.js). */
export declare function firstLoadChunks(paths: {
  page: string;
  app: string;
}): (id: string, meta: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }) => string | null;
