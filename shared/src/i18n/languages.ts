/** The languages the game speaks, English first: it is the fallback and the source text. */
export const LANGUAGES = ['en', 'es', 'pt-BR', 'ru', 'tr', 'id', 'ja', 'ko', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own name, as the language menus list them. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
};

/** The cookie that keeps a visitor's choice of language, for the first screen the server writes. */
export const LANGUAGE_COOKIE = 'language';

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar']);

export function isLanguage(tag: string): tag is Language {
  return (LANGUAGES as readonly string[]).includes(tag);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

const baseOf = (tag: string) => tag.split('-')[0];

/**
 * The game's language for a BCP 47 tag (`pt-br`, `en-US`, `ru`): the same language and
 * region first, then the same base language (`pt` → `pt-BR`), case-insensitively.
 */
export function matchLanguage(tag: string): Language | undefined {
  const wanted = tag.trim().replaceAll('_', '-').toLowerCase();
  if (!wanted) return undefined;
  return (
    LANGUAGES.find((language) => language.toLowerCase() === wanted) ??
    LANGUAGES.find((language) => baseOf(language.toLowerCase()) === baseOf(wanted))
  );
}

/** The tags of an `Accept-Language` header, most wanted first (q=0 means "not this"). */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const quality = parameters.find((parameter) => parameter.startsWith('q='));
      return { tag, index, weight: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

export interface LanguageSources {
  /** The player's saved choice (users.language). */
  saved?: string | null;
  /** Telegram's `language_code` of the launch data or the bot update. */
  telegram?: string | null;
  /** The browser's `Accept-Language` header. */
  accepted?: string | null;
}

/** The saved choice, then Telegram's language, then the browser's languages, then English. */
export function chooseLanguage({ saved, telegram, accepted }: LanguageSources): Language {
  const candidates = [saved, telegram, ...parseAcceptLanguage(accepted ?? '')];
  for (const candidate of candidates) {
    const language = candidate ? matchLanguage(candidate) : undefined;
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
