import type { Plugin } from 'vite';

/** The element in which a page lists its app's modules (app-modules.js). */
export declare const APP_MODULES_ELEMENT_ID: 'app-modules';
/** Lists the modules of the app a page's script imports later, and runs that script on arrival (app-modules.js). */
export declare function listTheAppModules(options: { base: string; app: string }): Plugin;
/** A module's place in the first load's chunks: 'zod', 'app', or left to the bundler. */
type FirstLoadChunk = (
  id: string,
  meta: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null },
) => string | null;
/** The build's output options that make the first load's chunks (app-modules.js). */
export declare function firstLoadOutput(paths: { page: string; app: string }): {
  codeSplitting: {
    includeDependenciesRecursively: false;
    groups: Array<{ name: FirstLoadChunk }>;
  };
};
