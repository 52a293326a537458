import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

/** The game's languages, as GET /api/me answers them and PUT /api/me/language takes them. */
export const GameLanguage = z.enum(LANGUAGES, {
  error: `must be one of the game's languages: ${LANGUAGES.join(', ')}`,
});

/** The request of PUT /api/me/language, sent by the language menus. */
export const LanguageBody = z.object({ language: GameLanguage });
export type LanguageBody = z.infer<typeof LanguageBody>;
