import { run } from '@grammyjs/runner';
import { webhookCallback, type Bot } from 'grammy';
import type { BotContext } from './i18n';

/** Long polling through grammY's runner, updates handled concurrently; stop() waits for it to wind down. */
export function startPolling(bot: Bot<BotContext>): { stop(): Promise<void> } {
  const runner = run(bot);
  return { stop: () => runner.stop() };
}

/** Telegram waits about this long for a webhook answer before it sends the update again. */
const WEBHOOK_ANSWER_MS = 9_000;

/**
 * Webhook mode: an Express handler that answers 401 unless the X-Telegram-Bot-Api-Secret-Token
 * header carries secretToken. A slow update (waiting out a 429) is answered 200 in time and
 * finished afterwards, so Telegram does not deliver it twice; an update delivered again all
 * the same (`isFirstDelivery` says so, whichever process got it first) is answered, not handled.
 */
export function webhookHandler(
  bot: Bot<BotContext>,
  secretToken: string,
  isFirstDelivery: (updateId: number) => boolean | Promise<boolean>,
) {
  if (!secretToken) throw new Error('webhookHandler needs a secret token');
  const handle = webhookCallback(bot, 'express', {
    secretToken,
    onTimeout: 'return',
    timeoutMilliseconds: WEBHOOK_ANSWER_MS,
  });
  type Request = Parameters<typeof handle>[0];
  type Response = Parameters<typeof handle>[1];
  return async (req: Request, res: Response) => {
    const updateId = req.body?.update_id;
    // Only a genuine update is remembered: a forged one must not claim the id of one to come.
    const genuine = req.header('x-telegram-bot-api-secret-token') === secretToken;
    if (genuine && typeof updateId === 'number' && !(await isFirstDelivery(updateId))) {
      res.status(200).end();
      return;
    }
    await handle(req, res);
  };
}
