import { earlyAnswerOf } from '@app/shared/client/early-answers';
import { chooseLanguage, type Language } from '@app/shared/i18n/languages';
import { readTelegramEnv } from '../lib/launch-params';

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
  return chooseLanguage({
    saved: await savedLanguage(),
    telegram: readTelegramEnv()?.languageCode,
    accepted: navigator.languages.join(','),
  });
}
