import type { Plugin } from 'vite';

/** Compiles an app's catalogs (such as ['common', 'web']) at build, one chunk per language (i18n-catalogs.js). */
export declare function compileCatalogs(options: { catalogs: readonly string[] }): Plugin;
