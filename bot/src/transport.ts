import { run } from '@grammyjs/runner';
import { webhookCallback, type Bot } from 'grammy';

/** Long polling through grammY's runner, updates handled concurrently; stop() waits for it to wind down. */
export function startPolling(bot: Bot): { stop(): Promise<void> } {
  const runner = run(bot);
  return { stop: () => runner.stop() };
}

/** Telegram waits about this long for a webhook answer before it sends the update again. */
const WEBHOOK_ANSWER_MS = 9_000;

/**
 * Webhook mode: an Express handler that answers 401 unless the X-Telegram-Bot-Api-Secret-Token
 * header carries secretToken. A slow update (waiting out a 429) is answered 200 in time and
 * finished afterwards, so Telegram does not deliver it twice.
 */
export function webhookHandler(bot: Bot, secretToken: string) {
  if (!secretToken) throw new Error('webhookHandler needs a secret token');
  return webhookCallback(bot, 'express', { secretToken, onTimeout: 'return', timeoutMilliseconds: WEBHOOK_ANSWER_MS });
}
