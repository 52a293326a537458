import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, WALLETS } from '../../test/harness';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

/** The routes declared `auth: 'player'`, as "METHOD path"; the body sent is one their handlers would refuse (400). */
const PLAYER_CALLS = `POST /api/game/guess, GET /api/player/stats, POST /api/archive/1/guess, GET /api/leaderboard/me,
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
