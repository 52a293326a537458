/** The loaders compileCatalogs (i18n-catalogs.js) writes: one dynamic import per language. */
declare module 'virtual:i18n-catalogs' {
  export const catalogLoaders: Readonly<Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
}
