import { Bot } from 'grammy';
import type { LanguageCode } from 'grammy/types';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { ADMIN_COMMANDS, groupCommandList, playerCommands } from './command-list';
import { botErrorHandler } from './errors';
import { adminCommands } from './features/admin';
import { groupCommands } from './features/groups';
import { helpCommand } from './features/help';
import { playNudge } from './features/nudge';
import { pointsCommand } from './features/points';
import { remindCommand } from './features/remind';
import { startCommand } from './features/start';
import { todayCommand } from './features/today';
import { topCommand } from './features/top';
import { languageMiddleware, translatorOf, type BotContext } from './i18n';
import { miniAppUrl } from './keyboards/mini-app-links';
import { consoleLogger, type BotLogger } from './logger';
import { retryTransformer } from './retry';
import { throttleTransformer } from './throttle';
import type { BotConfig, BotServices } from './services';

export interface BotDeps {
  config: BotConfig;
  services: BotServices;
  /** The clock, for the time to the next challenge. */
  now?: () => Date;
  logger?: BotLogger;
}

/** The grammY bot: every feature behind one error boundary, the catch-all nudge last. */
export function createBot({
  config,
  services,
  now = () => new Date(),
  logger = consoleLogger,
}: BotDeps): Bot<BotContext> {
  const bot = new Bot<BotContext>(config.token, config.apiRoot ? { client: { apiRoot: config.apiRoot } } : undefined);
  // The last transformer installed runs first: each call the retries make takes a slot of its own.
  bot.api.config.use(throttleTransformer());
  bot.api.config.use(retryTransformer(logger));
  const onError = botErrorHandler(logger);
  const guarded = bot.errorBoundary(onError);
  guarded.use(languageMiddleware(services));
  guarded.use(startCommand(config, services));
  guarded.use(helpCommand(config, services));
  guarded.use(todayCommand(config, services, now));
  guarded.use(topCommand(config, services));
  guarded.use(pointsCommand(config, services));
  guarded.use(remindCommand(config, services));
  guarded.use(groupCommands(config, services.groups));
  if (services.admin) guarded.use(adminCommands(config, services.admin));
  guarded.use(playNudge(config));
  // Only reached if the boundary's own handler fails; logged so the process never crashes.
  bot.catch(onError);
  return bot;
}

/**
 * At start-up: the chat menu button opens the Mini App, and Telegram lists the commands
 * (described in English by default, and in each other language for its users), the admin
 * commands too in each admin's own chat.
 */
export async function configureMenu(
  bot: Bot<BotContext>,
  config: BotConfig,
  logger: BotLogger = consoleLogger,
): Promise<void> {
  const english = translatorOf('en');
  await bot.api.setChatMenuButton({
    menu_button: { type: 'web_app', text: english('button.play'), web_app: { url: miniAppUrl(config) } },
  });
  await bot.api.setMyCommands(playerCommands(english));
  await bot.api.setMyCommands(groupCommandList(english), { scope: { type: 'all_group_chats' } });
  for (const id of config.adminIds ?? []) await configureAdminMenu(bot, id, logger);
  for (const language of LANGUAGES.filter((language) => language !== 'en')) await configureMenuIn(bot, language);
}

/** Telegram's `language_code` of each language: two letters (ISO 639-1), so `pt-BR` is `pt`. */
const TELEGRAM_CODES: Record<Language, LanguageCode> = {
  en: 'en',
  es: 'es',
  'pt-BR': 'pt',
  ru: 'ru',
  tr: 'tr',
  id: 'id',
  ja: 'ja',
  ko: 'ko',
  ar: 'ar',
};

async function configureMenuIn(bot: Bot<BotContext>, language: Language): Promise<void> {
  const t = translatorOf(language);
  const language_code = TELEGRAM_CODES[language];
  await bot.api.setMyCommands(playerCommands(t), { language_code });
  await bot.api.setMyCommands(groupCommandList(t), { scope: { type: 'all_group_chats' }, language_code });
}

/** Telegram refuses a chat it does not know (an admin who never opened the bot, a mistyped id): logged, the bot runs on. */
async function configureAdminMenu(bot: Bot<BotContext>, adminId: string, logger: BotLogger): Promise<void> {
  try {
    await bot.api.setMyCommands([...playerCommands(translatorOf('en')), ...ADMIN_COMMANDS], {
      scope: { type: 'chat', chat_id: Number(adminId) },
    });
  } catch (error) {
    logger.warn({ err: error, adminId }, "the admin commands could not be listed in this admin's chat");
  }
}
