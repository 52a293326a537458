import { DEFAULT_LANGUAGE, directionOf, type Language } from '../../i18n/languages';
import { formatMessage, type Message, type Values } from './format-message';

type Messages = Readonly<Record<string, Message>>;

/** Each language's compiled messages (the app's catalogs), as its own chunk. */
export type CatalogLoaders = Readonly<Record<string, () => Promise<{ default: Record<string, unknown> }>>>;

let active: { language: Language; messages: Messages } = { language: DEFAULT_LANGUAGE, messages: {} };
const listeners = new Set<() => void>();
let loaders: CatalogLoaders = {};

/**
 * A message of the active language by its catalog id, its ICU placeholders filled (the id
 * itself when the catalog lacks it). The apps draw their tree again when the language
 * changes, so what the shared copy modules read through it is always in the active language.
 */
export function t(id: string, values?: Values): string {
  const message = active.messages[id];
  return message === undefined ? id : formatMessage(active.language, message, values);
}

/** Whether the active language's catalogs hold `id`. */
export const hasMessage = (id: string): boolean => id in active.messages;

export const activeLanguage = (): Language => active.language;

/** Calls `listener` on each change of language; returns its unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes `messages` (compiled) the active language's. */
export function loadMessages(language: Language, messages: Record<string, unknown>): void {
  active = { language, messages: messages as Messages };
  for (const listener of listeners) listener();
}

/** The app's catalogs, once, before the first activateLanguage. */
export function setCatalogs(catalogLoaders: CatalogLoaders): void {
  loaders = catalogLoaders;
}

/** Starts loading a language's messages (a chunk), for an activateLanguage to come that is likely to ask for it. */
export function preloadLanguage(language: Language): void {
  void loaders[language]?.().catch(() => undefined);
}

/** Loads a language's messages and makes it the page's: `<html lang dir>` and every `useT()`. */
export async function activateLanguage(language: Language): Promise<void> {
  const load = loaders[language];
  if (!load) throw new Error(`no catalog for ${language}`);
  const { default: messages } = await load();
  loadMessages(language, messages);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
