import { guesses } from '@app/db/schema/rounds';
import { asc } from '@app/db/orm';
import { sign } from '@telegram-apps/init-data-node';
import { afterEach, describe, expect, it } from 'vitest';
import { adminClient, startTestApp, WALLETS, type TestApp, type TestClient } from '../../../test/harness';

const BOT_TOKEN = '123456:test-bot-token';
let app: TestApp;

afterEach(() => app.close());

describe('where a guess was played', () => {
  it('is recorded from the session: the web, the Mini App (Telegram launch data) and the xApp', async () => {
    app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
    const round = await app.currentRound();
    const wrong = (client: TestClient, headers?: Record<string, string>) =>
      client.request('POST', '/api/game/guess', { json: { guess: '999999', roundId: round.id }, headers });

    const web = app.client();
    await web.signIn(WALLETS.alice);
    expect((await wrong(web)).status).toBe(200);

    const linking = app.client();
    await linking.signIn(WALLETS.bob);
    const initData = sign({ user: { id: 4242, first_name: 'Ada' } }, BOT_TOKEN, app.clock.now());
    expect((await linking.post('/api/telegram/link-wallet', { initData, walletAddress: WALLETS.bob })).status).toBe(
      200,
    );
    expect((await wrong(app.client(), { authorization: `tma ${initData}` })).status).toBe(200);

    const xapp = app.client();
    const minted = await app.client().post('/dev/xaman/xapp', { account: WALLETS.carol });
    expect((await xapp.post('/api/wallet/xapp', { xAppToken: minted.body.token })).status).toBe(200);
    expect((await wrong(xapp)).status).toBe(200);

    const recorded = await app.deps.database
      .select({ platform: guesses.platform })
      .from(guesses)
      .orderBy(asc(guesses.id));
    expect(recorded.map((row) => row.platform)).toEqual(['web', 'miniapp', 'xapp']);
    const admin = await adminClient(app);
    const [today] = (await admin.get(`/api/admin/insights?from=${round.day}&to=${round.day}`)).body.days;
    expect(today).toMatchObject({ players: 3, newPlayers: 3, guesses: 3, byPlatform: { web: 1, miniapp: 1, xapp: 1 } });
  });
});
