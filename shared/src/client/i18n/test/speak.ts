import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogOf, type CatalogName } from '../../../i18n/catalog-files';
import type { Language } from '../../../i18n/languages';
import { loadMessages } from '../language-runtime';

/** Makes `language` the active one in a unit test, its catalogs compiled as the front ends' build compiles them. */
export function speak(language: Language, catalogs: readonly CatalogName[] = ['common', 'web']): void {
  const messages = catalogOf(catalogs, language);
  loadMessages(language, Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)])));
}
