import { sign } from '@telegram-apps/init-data-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, WALLETS } from '../../test/harness';

const BOT_TOKEN = '123456:signed-in-only-token';
let app: TestApp;

beforeEach(async () => {
  app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
});

afterEach(() => app.close());

/** The routes declared `auth: 'player'`, as "METHOD path"; the body sent is one their handlers would refuse (400). */
const PLAYER_CALLS = `POST /api/game/guess, GET /api/player/stats, GET /api/leaderboard/me,
  POST /api/rewards/ad, POST /api/rewards/ad/intent`
  .split(',')
  .map((call) => call.trim().split(' ') as [string, string]);

describe("routes with auth: 'player'", () => {
  it('answer a visitor 401 before the handler reads the request, and a wallet header naming another wallet 403', async () => {
    const visitor = app.client();
    const player = app.client();
    await player.signIn(WALLETS.alice);
    for (const [method, path] of PLAYER_CALLS) {
      const json = method === 'GET' ? undefined : { guess: 12 };
      const refused = await visitor.request(method, path, { json });
      expect(refused.status, `${method} ${path}`).toBe(401);
      expect(refused.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Sign in with your wallet first' } });
      const claimed = await player.request(method, path, { json, headers: { 'x-wallet-address': WALLETS.bob } });
      expect(claimed.status, `${method} ${path}`).toBe(403);
    }
  });
});

/** The routes declared `auth: 'user'`, with a body their handlers would refuse (400). */
const USER_CALLS: Array<[string, string, unknown]> = [
  ['PUT', '/api/me/profile', { displayName: 12 }],
  ['PUT', '/api/me/reminder', { enabled: 'yes' }],
  ['DELETE', '/api/me', undefined],
];

describe("routes with auth: 'user'", () => {
  it('answer a visitor 401 before the handler reads the request, and let a Telegram user without a wallet through', async () => {
    const visitor = app.client();
    for (const [method, path, json] of USER_CALLS) {
      const refused = await visitor.request(method, path, { json });
      expect(refused.status, `${method} ${path}`).toBe(401);
      expect(refused.body.error.code).toBe('UNAUTHORIZED');
    }
    // A Telegram user with no wallet is a user: the handler reads the request and refuses its body.
    const launchData = sign({ user: { id: 77, first_name: 'Ada' } }, BOT_TOKEN, app.clock.now());
    const telegramUser = { authorization: `tma ${launchData}` };
    for (const [method, path, json] of USER_CALLS.filter(([method]) => method === 'PUT')) {
      const read = await app.client().request(method, path, { json, headers: telegramUser });
      expect(read.status, `${method} ${path}`).toBe(400);
    }
  });
});
