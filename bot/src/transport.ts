import { run, type RunnerHandle } from '@grammyjs/runner';
import { webhookCallback, type Bot } from 'grammy';

/** Long polling through grammY's runner (the default). */
export function startPolling(bot: Bot): { stop(): Promise<void> } {
  const runner: RunnerHandle = run(bot);
  return { stop: () => runner.stop() };
}

/** Webhook mode: an Express handler that only accepts Telegram's secret-token header. */
export function webhookHandler(bot: Bot, secretToken: string) {
  return webhookCallback(bot, 'express', { secretToken });
}
