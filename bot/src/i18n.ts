import type { Context, MiddlewareFn } from 'grammy';
import { translatorsOf, type BotMessageId } from '@app/shared/i18n/catalog-files';
import { chooseLanguage, type Language } from '@app/shared/i18n/languages';
import type { BotServices } from './services';

/** A bot message in one language, by its id, with its ICU values. */
export type Translate = (id: BotMessageId, values?: Record<string, string | number>) => string;

const botTranslators = translatorsOf(['bot']);

/** The translator of a language (its catalog compiled once). */
export function translatorOf(language: Language): Translate {
  const i18n = botTranslators(language);
  return (id, values) => i18n._(id, values);
}

/** What every update's context carries: the language to answer in and its translator. */
interface LanguageFlavor {
  language: Language;
  t: Translate;
}

export type BotContext = Context & LanguageFlavor;

function speak(ctx: BotContext, language: Language): void {
  ctx.language = language;
  ctx.t = translatorOf(language);
}

/**
 * Installed first: the update is answered in the player's saved language, else the
 * update's `language_code`, else English. The update's language is set before the game
 * is asked, so even a failure of the game is apologised for in it; the game notes the
 * `language_code` for what the bot sends later (reminders).
 */
export function languageMiddleware(services: Pick<BotServices, 'playerLanguage'>): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const telegram = ctx.from?.language_code;
    speak(ctx, chooseLanguage({ telegram }));
    if (ctx.from && !ctx.from.is_bot) {
      const saved = await services.playerLanguage(String(ctx.from.id), telegram);
      if (saved) speak(ctx, chooseLanguage({ saved, telegram }));
    }
    await next();
  };
}
