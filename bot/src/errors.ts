import { BotError, GrammyError, HttpError } from 'grammy';
import type { BotContext } from './i18n';
import type { BotLogger } from './logger';

/** True when Telegram refused because the user blocked the bot or left the chat. */
function isForbidden(error: unknown): boolean {
  return error instanceof GrammyError && error.error_code === 403;
}

/**
 * What an update's failure becomes: a 403 is logged and skipped, a Telegram or network
 * failure logged, and a failure of the game's services logged and apologised for. Never thrown.
 */
export function botErrorHandler(logger: BotLogger): (error: BotError<BotContext>) => Promise<void> {
  return async (error) => {
    const cause = error.error;
    const updateId = error.ctx.update.update_id;
    if (isForbidden(cause)) {
      logger.info({ updateId, description: (cause as GrammyError).description }, 'the user blocked the bot; skipped');
      return;
    }
    logger.error({ updateId, err: cause }, 'bot update failed');
    if (cause instanceof GrammyError || cause instanceof HttpError || !error.ctx.chat) return;
    try {
      await error.ctx.reply(error.ctx.t('error.sorry'));
    } catch (replyError) {
      logger.warn({ updateId, err: replyError }, 'could not apologise either');
    }
  };
}
