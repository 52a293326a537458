import { createAnnouncer, noopAnnouncer } from '@app/bot/announcer';
import { configureMenu, createBot } from '@app/bot/create-bot';
import { reportFailedCalls } from '@app/bot/failed-calls';
import { createPreparedShares, type PreparedShares } from '@app/bot/prepared-share';
import { createReminderSender, type ReminderSender } from '@app/bot/reminder-sender';
import { createGroupChats, type GroupChats } from '@app/bot/group-chats';
import type { BotConfig } from '@app/bot/services';
import { startPolling, webhookHandler } from '@app/bot/transport';
import { firstDeliveryInMemory, firstDeliveryInRedis, type FirstDelivery } from '../cluster/first-delivery';
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Announcer } from '@app/shared/announcements';
import type { AppDeps } from '../context';
import type { Settings } from '../settings';
import type { Leadership } from '../cluster/leadership';
import { botServices } from './bot-services';

export interface TelegramBot {
  announcer: Announcer;
  /** The Mini App's shareMessage drafts; null while the bot is off. */
  preparedShares: PreparedShares | null;
  /** The daily reminders; null while the bot is off. */
  reminderSender: ReminderSender | null;
  /** Group membership checks and daily group posts; null while the bot is off. */
  groupChats: GroupChats | null;
  /** Express handler and path for webhook mode. */
  webhook?: { path: string; handler: RequestHandler };
  /** Starts the bot; in polling mode it polls only while this process leads (Telegram allows one poller). */
  start(leadership: Leadership): Promise<void>;
  stop(): Promise<void>;
}

const offline = (): TelegramBot => ({
  announcer: noopAnnouncer,
  preparedShares: null,
  reminderSender: null,
  groupChats: null,
  start: async () => {},
  stop: async () => {},
});

function botConfig(settings: Settings, token: string): BotConfig {
  const { telegram } = settings;
  return {
    token,
    publicUrl: settings.publicUrl,
    apiRoot: telegram.apiRoot,
    announceChatId: telegram.announceChatId,
    announceLanguage: telegram.announceLanguage,
    adminIds: telegram.adminIds,
    botUsername: telegram.botUsername,
    miniAppShortName: telegram.miniAppShortName,
  };
}

/** Which process handles an update Telegram delivered twice: the first to see it. */
function firstDelivery({ redis, logger }: AppDeps): FirstDelivery {
  return redis ? firstDeliveryInRedis(redis, logger) : firstDeliveryInMemory();
}

/**
 * The bot when TELEGRAM_BOT_TOKEN is set: long polling by default, a webhook on a secret
 * path when TELEGRAM_WEBHOOK_URL is set. Telegram failures are logged, never fatal.
 */
export function createTelegramBot({ deps }: { deps: AppDeps }): TelegramBot {
  const { settings, logger } = deps;
  const token = settings.telegram.botToken;
  if (!token || settings.telegram.botMode === 'off') return offline();
  const config = botConfig(settings, token);
  const services = botServices({ deps });
  const bot = createBot({ config, services, logger, now: () => deps.clock.now() });
  bot.api.config.use(reportFailedCalls(deps.metrics.botCallFailed));
  const secret = createHash('sha256').update(`webhook:${token}`).digest('hex').slice(0, 32);
  const webhookMode = settings.telegram.botMode === 'webhook' && settings.telegram.webhookUrl;
  let polling: { stop(): Promise<void> } | undefined;
  let stopWatching: () => void = () => undefined;

  /** Telegram answers a second open getUpdates 409 Conflict: only the process leading the jobs polls. */
  function pollWhile(leading: boolean): void {
    if (leading && !polling) {
      polling = startPolling(bot);
      logger.info(`Telegram bot @${bot.botInfo.username} is running (long polling, in the process leading the jobs)`);
    } else if (!leading && polling) {
      void polling.stop();
      polling = undefined;
      logger.info('Telegram long polling stopped: another process leads the jobs and polls');
    }
  }
  return {
    announcer: createAnnouncer(bot.api, config, logger, services),
    preparedShares: createPreparedShares(bot.api, config),
    reminderSender: createReminderSender(bot.api, config, logger),
    groupChats: createGroupChats(bot.api, config, logger),
    webhook: webhookMode
      ? { path: `/telegram-webhook/${secret}`, handler: webhookHandler(bot, secret, firstDelivery(deps)) }
      : undefined,
    async start(leadership) {
      try {
        await bot.init();
        await configureMenu(bot, config, logger);
        if (webhookMode) {
          await bot.api.setWebhook(`${settings.telegram.webhookUrl!.replace(/\/$/, '')}/telegram-webhook/${secret}`, {
            secret_token: secret,
          });
          logger.info(`Telegram bot @${bot.botInfo.username} is running (webhook)`);
        } else {
          stopWatching = leadership.watch(pollWhile);
        }
      } catch (error) {
        logger.error({ err: error }, 'the Telegram bot could not start; the game runs without it');
      }
    },
    async stop() {
      stopWatching();
      await polling?.stop();
    },
  };
}
