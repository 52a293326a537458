import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from './languages';

/** One language's messages of one app: explicit dotted ids (`start.welcome`) to ICU MessageFormat. */
export type Catalog = Readonly<Record<string, string>>;

/**
 * A translator for code run from source (the API and the bot): the catalog's ICU messages
 * are compiled when first used, where the front ends compile them at build.
 */
export function createTranslator(language: Language, catalog: Catalog): I18n {
  const i18n = setupI18n({ locale: language, messages: { [language]: catalog } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}
