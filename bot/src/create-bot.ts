import { Bot, BotError, GrammyError } from 'grammy';
import { adminCommands } from './features/admin';
import { playerCommands } from './features/player';
import { playKeyboard, miniAppUrl } from './keyboards/play';
import { retryTransformer } from './retry';
import type { BotConfig, BotLogger, BotServices } from './services';

export interface BotDeps {
  config: BotConfig;
  services: BotServices;
  logger: BotLogger;
  now?: () => Date;
}

/** A user who blocked the bot (403) is skipped quietly; anything else is logged. Never thrown on. */
function logBotError(logger: BotLogger, error: unknown): void {
  const cause = error instanceof BotError ? error.error : error;
  if (cause instanceof GrammyError && cause.error_code === 403) {
    logger.info({ description: cause.description }, 'user blocked the bot; skipped');
    return;
  }
  logger.error({ err: cause }, 'bot update failed');
}

/** The grammY bot: player and admin commands behind one error boundary, the nudge last. */
export function createBot({ config, services, logger, now = () => new Date() }: BotDeps): Bot {
  const bot = new Bot(config.token, config.apiRoot ? { client: { apiRoot: config.apiRoot } } : undefined);
  bot.api.config.use(retryTransformer(logger));
  const guarded = bot.errorBoundary((error) => logBotError(logger, error));
  guarded.use(adminCommands(services));
  guarded.use(playerCommands(config, services, now));
  guarded.chatType('private').on('message', (ctx) =>
    ctx.reply("Tap Play to guess today's NFT, or /help to learn more.", { reply_markup: playKeyboard(config) }),
  );
  bot.catch((error) => logBotError(logger, error));
  return bot;
}

/** The chat menu button opens the Mini App; the command list shows in Telegram's menu. */
export async function configureMenu(bot: Bot, config: BotConfig): Promise<void> {
  await bot.api.setChatMenuButton({ menu_button: { type: 'web_app', text: 'Play', web_app: { url: miniAppUrl(config) } } });
  await bot.api.setMyCommands([
    { command: 'start', description: 'Play the daily NFT challenge' },
    { command: 'today', description: 'Your game today' },
    { command: 'top', description: "This week's leaders" },
    { command: 'points', description: 'Your BWIF points' },
    { command: 'help', description: 'How to play' },
  ]);
}
