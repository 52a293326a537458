import type { Language } from './languages';
import type { Catalog } from './translator';
import ar from './catalogs/bot/ar.json';
import en from './catalogs/bot/en.json';
import es from './catalogs/bot/es.json';
import id from './catalogs/bot/id.json';
import ja from './catalogs/bot/ja.json';
import ko from './catalogs/bot/ko.json';
import ptBR from './catalogs/bot/pt-BR.json';
import ru from './catalogs/bot/ru.json';
import tr from './catalogs/bot/tr.json';

/** The bot's messages in every language; English is the source. */
export const BOT_CATALOGS: Record<Language, Catalog> = { en, es, 'pt-BR': ptBR, ru, tr, id, ja, ko, ar };

/** The ids of the bot's messages. */
export type BotMessageId = keyof typeof en;
