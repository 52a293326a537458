// Plain JavaScript: the front ends' build configs load it with Node, which runs no TypeScript.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const CATALOGS = fileURLToPath(new URL('../src/i18n/catalogs/', import.meta.url));
const LOADERS_ID = 'virtual:i18n-catalogs';
const CATALOG_ID = 'virtual:i18n-catalog/';

/** The attribute naming the language of a catalog chunk's preload link in the built page. */
export const CATALOG_LANGUAGE_ATTRIBUTE = 'data-catalog-language';

/** The languages that have a catalog: one JSON file per language in the common catalog. */
const languages = () =>
  readdirSync(`${CATALOGS}common`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));

/**
 * One language's messages of an app, compiled: those of its catalogs (the later ones' ids
 * over the earlier's), each ICU message turned into Lingui's compiled form, so no message
 * parser ships.
 *
 * @param {readonly string[]} catalogs
 * @param {string} language
 * @param {(file: string) => void} watch
 */
function compiledCatalog(catalogs, language, watch) {
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const catalog of catalogs) {
    const file = `${CATALOGS}${catalog}/${language}.json`;
    watch(file);
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    for (const [id, message] of Object.entries(messages)) compiled[id] = compileMessage(message);
  }
  return compiled;
}

/**
 * A preload link in the built page for each language's chunk, marked with its language, for
 * the server to keep the requester's (api/src/features/first-screen/page-language.ts).
 *
 * @param {import('vite').Rollup.OutputBundle} bundle
 * @param {string} base
 * @returns {import('vite').HtmlTagDescriptor[]}
 */
function catalogPreloads(bundle, base) {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' && output.facadeModuleId?.startsWith(`\0${CATALOG_ID}`)
      ? [
          {
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: base + output.fileName,
              [CATALOG_LANGUAGE_ATTRIBUTE]: output.facadeModuleId.slice(`\0${CATALOG_ID}`.length),
            },
            injectTo: 'head',
          },
        ]
      : [],
  );
}

/**
 * Compiles an app's message catalogs (such as ['common', 'web']) at build:
 * `virtual:i18n-catalogs` exports `catalogLoaders`, one dynamic import per language, so
 * each language is its own chunk and only the active one loads. With `preloadFromPage`, the
 * built page links every language's chunk for preload (catalogPreloads): the server that
 * writes the page in its requester's language keeps that language's link only, so the
 * chunk loads with the page's script instead of after it.
 *
 * @param {{ catalogs: readonly string[]; preloadFromPage?: boolean }} options
 * @returns {import('vite').Plugin}
 */
export function compileCatalogs({ catalogs, preloadFromPage = false }) {
  let base = '/';
  return {
    name: 'compile-catalogs',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === LOADERS_ID || id.startsWith(CATALOG_ID) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const loaders = languages().map((language) => `'${language}': () => import('${CATALOG_ID}${language}')`);
        return `export const catalogLoaders = { ${loaders.join(', ')} };`;
      }
      if (!id.startsWith(`\0${CATALOG_ID}`)) return null;
      const language = id.slice(`\0${CATALOG_ID}`.length);
      const messages = compiledCatalog(catalogs, language, (file) => this.addWatchFile(file));
      return `export default ${JSON.stringify(messages)};`;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => (preloadFromPage && bundle ? catalogPreloads(bundle, base) : []),
    },
  };
}
