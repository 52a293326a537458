import type { Language } from './languages';
import type { I18n } from '@lingui/core';
import { createTranslator, type Catalog } from './translator';
import commonen from './catalogs/common/en.json';
import commones from './catalogs/common/es.json';
import commonptBR from './catalogs/common/pt-BR.json';
import commonru from './catalogs/common/ru.json';
import commontr from './catalogs/common/tr.json';
import commonid from './catalogs/common/id.json';
import commonja from './catalogs/common/ja.json';
import commonko from './catalogs/common/ko.json';
import commonar from './catalogs/common/ar.json';
import weben from './catalogs/web/en.json';
import webes from './catalogs/web/es.json';
import webptBR from './catalogs/web/pt-BR.json';
import webru from './catalogs/web/ru.json';
import webtr from './catalogs/web/tr.json';
import webid from './catalogs/web/id.json';
import webja from './catalogs/web/ja.json';
import webko from './catalogs/web/ko.json';
import webar from './catalogs/web/ar.json';
import miniappen from './catalogs/miniapp/en.json';
import miniappes from './catalogs/miniapp/es.json';
import miniappptBR from './catalogs/miniapp/pt-BR.json';
import miniappru from './catalogs/miniapp/ru.json';
import miniapptr from './catalogs/miniapp/tr.json';
import miniappid from './catalogs/miniapp/id.json';
import miniappja from './catalogs/miniapp/ja.json';
import miniappko from './catalogs/miniapp/ko.json';
import miniappar from './catalogs/miniapp/ar.json';
import boten from './catalogs/bot/en.json';
import botes from './catalogs/bot/es.json';
import botptBR from './catalogs/bot/pt-BR.json';
import botru from './catalogs/bot/ru.json';
import bottr from './catalogs/bot/tr.json';
import botid from './catalogs/bot/id.json';
import botja from './catalogs/bot/ja.json';
import botko from './catalogs/bot/ko.json';
import botar from './catalogs/bot/ar.json';

/**
 * The catalogs for code run from source (the server's first screens, the bot), by name and language.
 * The front ends never import this: their build compiles the catalogs (build/i18n-catalogs.js).
 */
const CATALOGS = {
  common: {
    en: commonen,
    es: commones,
    'pt-BR': commonptBR,
    ru: commonru,
    tr: commontr,
    id: commonid,
    ja: commonja,
    ko: commonko,
    ar: commonar,
  },
  web: { en: weben, es: webes, 'pt-BR': webptBR, ru: webru, tr: webtr, id: webid, ja: webja, ko: webko, ar: webar },
  miniapp: {
    en: miniappen,
    es: miniappes,
    'pt-BR': miniappptBR,
    ru: miniappru,
    tr: miniapptr,
    id: miniappid,
    ja: miniappja,
    ko: miniappko,
    ar: miniappar,
  },
  bot: { en: boten, es: botes, 'pt-BR': botptBR, ru: botru, tr: bottr, id: botid, ja: botja, ko: botko, ar: botar },
} satisfies Record<string, Record<Language, Catalog>>;

export type CatalogName = keyof typeof CATALOGS;

/** The ids of the bot's messages: English's catalog is the source, the others have its ids (catalogs.test.ts). */
export type BotMessageId = keyof typeof boten;

/** One language's messages of the named catalogs, the later ones' ids over the earlier's. */
export function catalogOf(names: readonly CatalogName[], language: Language): Catalog {
  return Object.assign({}, ...names.map((name) => CATALOGS[name][language]));
}

/** A translator per language of the named catalogs, each made when first asked for. */
export function translatorsOf(names: readonly CatalogName[]): (language: Language) => I18n {
  const translators = new Map<Language, I18n>();
  return (language) => {
    let i18n = translators.get(language);
    if (!i18n) {
      i18n = createTranslator(language, catalogOf(names, language));
      translators.set(language, i18n);
    }
    return i18n;
  };
}
