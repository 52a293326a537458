import { FakeBotApi } from '@app/bot/testing/fake-bot-api';
import { startTestApp, type TestApp } from './harness';

/** The real server with its bot talking to a local fake Bot API; `close` stops both. */
export async function startWithFakeBotApi(
  env: Record<string, string>,
): Promise<{ api: FakeBotApi; app: TestApp; close(): Promise<void> }> {
  const api = await new FakeBotApi().start();
  const app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: '123:test', TELEGRAM_API_ROOT: api.apiRoot, ...env } });
  return {
    api,
    app,
    async close() {
      await app.close();
      await api.stop();
    },
  };
}

/** As startWithFakeBotApi with the bot polling, once it has started: setting its menu button is the first thing it does. */
export async function startWithPollingBot(env: Record<string, string>): ReturnType<typeof startWithFakeBotApi> {
  const started = await startWithFakeBotApi({ TELEGRAM_BOT_MODE: 'polling', ...env });
  await started.api.waitFor('setChatMenuButton');
  return started;
}
