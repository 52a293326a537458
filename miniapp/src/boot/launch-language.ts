import { earlyAnswerOf } from '@app/shared/client/early-answers';
import { chooseLanguage, type Language } from '@app/shared/i18n/languages';
import { preloadLanguage } from '@app/shared/client/i18n/language-runtime';
import { readTelegramEnv } from '../identity/launch-params';

/** The language the player saved on their account, from the early /api/me answer (none when it failed or says none). */
async function savedLanguage(): Promise<string | null> {
  const me: unknown = await earlyAnswerOf('/api/me')?.catch(() => null);
  return me && typeof me === 'object' && 'language' in me && typeof me.language === 'string' ? me.language : null;
}

/**
 * The Mini App's language, known before its first render: the player's saved choice, then
 * Telegram's `language_code`, then the browser's languages, then English. The page's own
 * `<html lang>` is not asked: in a frame whose cookies are blocked the server cannot know the choice.
 */
export async function launchLanguage(): Promise<Language> {
  const unsaved = { telegram: readTelegramEnv()?.languageCode, accepted: navigator.languages.join(',') };
  // Most players never chose: the language they would get then loads beside /api/me, not after it.
  preloadLanguage(chooseLanguage({ saved: null, ...unsaved }));
  return chooseLanguage({ saved: await savedLanguage(), ...unsaved });
}
