import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textUpdate, type FakeBotApi } from '@app/bot/testing/fake-bot-api';
import { getMaintenance } from '../maintenance/service';
import { adminClient, type TestApp, WALLETS } from '../../../test/harness';
import { startWithFakeBotApi } from '../../../test/with-fake-bot-api';

let api: FakeBotApi;
let app: TestApp;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ api, app, close } = await startWithFakeBotApi({
    TELEGRAM_BOT_MODE: 'polling',
    TELEGRAM_ANNOUNCE_CHAT_ID: '-100777',
    TELEGRAM_ADMIN_IDS: '1',
  }));
  await api.waitFor('setChatMenuButton');
});

afterEach(() => close());

const admin = { id: 1, first_name: 'Admin', username: 'admin' };

describe('the bot on the real server', () => {
  it("answers /top with the week's leaders from the database", async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const round = await app.currentRound();
    await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    api.pushUpdate(textUpdate('/top'));
    const reply = await api.waitFor('sendMessage', (call) => call.payload.chat_id === 1001);
    expect(reply.payload.text).toBe("This week's top players\n\n1. rA1i...XXX: 10 pts");
  });

  it('runs admin commands for TELEGRAM_ADMIN_IDS only, checked on the server', async () => {
    api.pushUpdate(textUpdate('/maintenance on'));
    await api.waitFor('sendMessage', (call) => /only admins/.test(call.payload.text));
    expect((await getMaintenance({ ctx: app.deps })).maintenance).toBe(false);

    api.pushUpdate(textUpdate('/maintenance on', admin));
    await api.waitFor('sendMessage', (call) => call.payload.text === 'Maintenance mode is on.');
    expect((await getMaintenance({ ctx: app.deps })).maintenance).toBe(true);
    const adminSite = await adminClient(app);
    expect((await adminSite.get('/api/admin/audit')).body[0]).toMatchObject({
      actor: 'telegram:1',
      action: 'maintenance.enable',
    });
  });

  it('announces each new round once in the announcement chat', async () => {
    const first = await api.waitFor('sendMessage', (call) => /Challenge #1 is live/.test(call.payload.text));
    expect(first.payload.chat_id).toBe('-100777');
    await app.runDueJobs();
    app.clock.set('2026-11-19T00:00:01Z');
    await app.runDueJobs();
    await api.waitFor('sendMessage', (call) =>
      /Challenge #2 is live: Throwback Thursday edition/.test(call.payload.text),
    );
    expect(api.callsOf('sendMessage').filter((call) => /is live/.test(call.payload.text))).toHaveLength(2);
  });

  it('posts the weekly results to the announcement chat when the week is archived', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const round = await app.currentRound();
    await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    app.clock.set('2026-11-23T00:00:01Z');
    await app.runDueJobs();
    const post = await api.waitFor('sendMessage', (call) => /Weekly results/.test(call.payload.text));
    expect(post.payload.chat_id).toBe('-100777');
    expect(post.payload.text).toContain('Weekly results: 2026-11-16 to 2026-11-22');
    expect(post.payload.text).toContain('1. rA1i...XXX: 10 pts');
  });
});
