import type { Plugin } from 'vite';

/** Compiles the common catalog and the app's at build, one chunk per language (i18n-catalogs.js). */
export declare function compileCatalogs(options: { app: 'web' | 'miniapp' }): Plugin;
