import type { Plugin } from 'vite';

/** The attribute naming the language of a catalog chunk's preload link in the built page (i18n-catalogs.js). */
export declare const CATALOG_LANGUAGE_ATTRIBUTE: 'data-catalog-language';
/** Compiles an app's catalogs (such as ['common', 'web']) at build, one chunk per language (i18n-catalogs.js). */
export declare function compileCatalogs(options: { catalogs: readonly string[]; preloadFromPage?: boolean }): Plugin;
