import { Bot, type Context } from 'grammy';
import { ADMIN_COMMANDS, COMMANDS, GROUP_COMMANDS } from './command-list';
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
export function createBot({ config, services, now = () => new Date(), logger = consoleLogger }: BotDeps): Bot {
  const bot = new Bot<Context>(config.token, config.apiRoot ? { client: { apiRoot: config.apiRoot } } : undefined);
  // The last transformer installed runs first: each call the retries make takes a slot of its own.
  bot.api.config.use(throttleTransformer());
  bot.api.config.use(retryTransformer(logger));
  const onError = botErrorHandler(logger);
  const guarded = bot.errorBoundary(onError);
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
 * At start-up: the chat menu button opens the Mini App, and Telegram lists the commands,
 * the admin commands too in each admin's own chat.
 */
export async function configureMenu(bot: Bot, config: BotConfig, logger: BotLogger = consoleLogger): Promise<void> {
  await bot.api.setChatMenuButton({
    menu_button: { type: 'web_app', text: 'Play', web_app: { url: miniAppUrl(config) } },
  });
  await bot.api.setMyCommands(COMMANDS);
  await bot.api.setMyCommands(GROUP_COMMANDS, { scope: { type: 'all_group_chats' } });
  for (const id of config.adminIds ?? []) await configureAdminMenu(bot, id, logger);
}

/** Telegram refuses a chat it does not know (an admin who never opened the bot, a mistyped id): logged, the bot runs on. */
async function configureAdminMenu(bot: Bot, adminId: string, logger: BotLogger): Promise<void> {
  try {
    await bot.api.setMyCommands([...COMMANDS, ...ADMIN_COMMANDS], {
      scope: { type: 'chat', chat_id: Number(adminId) },
    });
  } catch (error) {
    logger.warn({ err: error, adminId }, "the admin commands could not be listed in this admin's chat");
  }
}
