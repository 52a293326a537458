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
