import { users, UNUSABLE_PASSWORD } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textUpdate, type FakeBotApi } from '@app/bot/testing/fake-bot-api';
import { getMaintenance } from '../features/maintenance/service';
import { adminClient, seedWalletUser, type TestApp, WALLETS } from '../../test/harness';
import { startWithPollingBot } from '../../test/with-fake-bot-api';

let api: FakeBotApi;
let app: TestApp;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ api, app, close } = await startWithPollingBot({ TELEGRAM_ANNOUNCE_CHAT_ID: '-100777', TELEGRAM_ADMIN_IDS: '1' }));
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

  it("answers in the player's saved language, and keeps the update's language_code for the bot's own sends", async () => {
    const database = app.deps.database;
    await database.insert(users).values({
      username: 'telegram:1001',
      password: UNUSABLE_PASSWORD,
      telegramId: '1001',
      language: 'ja',
      createdAt: app.clock.now(),
    });
    api.pushUpdate(textUpdate('/top', { id: 1001, first_name: 'Ada', language_code: 'ru' }));
    const reply = await api.waitFor('sendMessage', (call) => call.payload.chat_id === 1001);
    expect(reply.payload.text).toBe('今週はまだスコアがありません。一番乗りを目指しましょう！');
    const [player] = await database
      .select({ telegramLanguage: users.telegramLanguage })
      .from(users)
      .where(eq(users.telegramId, '1001'));
    expect(player).toEqual({ telegramLanguage: 'ru' });
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

  it('/maintenance on 2h <message> tells the players the message and the expected end', async () => {
    api.pushUpdate(textUpdate('/maintenance on 2h Moving to a faster server', admin));
    await api.waitFor('sendMessage', (call) => /^Maintenance mode is on\./.test(call.payload.text));
    expect((await app.client().get('/api/maintenance/status')).body).toMatchObject({
      maintenance: true,
      message: 'Moving to a faster server',
      until: '2026-11-18T12:00:00.000Z',
    });
  });

  it('/maintenance on again changes the message and end while on; an unreadable length changes nothing', async () => {
    api.pushUpdate(textUpdate('/maintenance on 2h Moving to a faster server', admin));
    await api.waitFor('sendMessage', (call) => /^Maintenance mode is on\./.test(call.payload.text));
    const since = (await getMaintenance({ ctx: app.deps })).since;

    api.pushUpdate(textUpdate('/maintenance on 3x Longer than planned', admin));
    const refused = await api.waitFor('sendMessage', (call) => /did not understand/.test(call.payload.text));
    expect(refused.payload.text).toBe(
      'I did not understand "3x": the expected length is a number followed by m, h or d (30m, 2h, 1d). Nothing was changed.',
    );
    expect((await getMaintenance({ ctx: app.deps })).message).toBe('Moving to a faster server');

    api.pushUpdate(textUpdate('/maintenance on 3h Longer than planned', admin));
    await api.waitFor('sendMessage', (call) => /^Maintenance mode stays on\./.test(call.payload.text));
    expect(await getMaintenance({ ctx: app.deps })).toMatchObject({
      maintenance: true,
      since,
      message: 'Longer than planned',
      until: '2026-11-18T13:00:00.000Z',
    });
    const adminSite = await adminClient(app);
    expect((await adminSite.get('/api/admin/audit')).body[0]).toMatchObject({ action: 'maintenance.update' });
  });

  it('/announce 2h channel <text> ends by itself and is posted to the announcement chat', async () => {
    api.pushUpdate(textUpdate('/announce 2h channel Double points until noon!', admin));
    const reply = await api.waitFor('sendMessage', (call) => /^Announcement posted/.test(call.payload.text));
    expect(reply.payload.text).toMatch(
      /It shows until 2026-11-18 12:00 UTC\. It is posted to the announcement channel too\.$/,
    );
    await api.waitFor(
      'sendMessage',
      (call) => call.payload.chat_id === '-100777' && call.payload.text === 'Double points until noon!',
    );
    const [listed] = (await (await adminClient(app)).get('/api/admin/announcements')).body;
    expect(listed).toMatchObject({
      text: 'Double points until noon!',
      endsAt: '2026-11-18T12:00:00.000Z',
      toChannel: true,
    });
  });

  it("/stats answers today's figures under the day as a date is written, not an ISO day", async () => {
    api.pushUpdate(textUpdate('/stats', admin));
    const reply = await api.waitFor('sendMessage', (call) => /^Today /.test(call.payload.text));
    expect(reply.payload.text).toMatch(/^Today \(Nov 18, 2026\): 0 players, 0 guesses, 0 wins\./);
  });

  it('/stats counts the day: the players of a round Set today replaced count too, once', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const first = await app.currentRound();
    await player.post('/api/game/guess', { guess: first.nft.nftId, roundId: first.id });
    const adminSite = await adminClient(app);
    const other = (await adminSite.get('/api/admin/nfts')).body.find(
      (nft: { id: number; active: boolean }) => nft.active && nft.id !== first.nft.id,
    );
    expect((await adminSite.post(`/api/admin/nfts/${other.id}/set-today`)).status).toBe(200);
    const second = await app.currentRound();
    const bob = app.client();
    await bob.signIn(WALLETS.bob);
    await bob.post('/api/game/guess', { guess: second.nft.nftId, roundId: second.id });

    api.pushUpdate(textUpdate('/stats', admin));
    const reply = await api.waitFor('sendMessage', (call) => /^Today /.test(call.payload.text));
    expect(reply.payload.text).toBe('Today (Nov 18, 2026): 2 players, 2 guesses, 2 wins.\nattempt 1: 2/2 (100%)');
  });

  it("sends the admin's announcement to a player who started the bot, and once to the announcement chat", async () => {
    await seedWalletUser(app, WALLETS.alice, { telegramId: '1001' });
    api.pushUpdate(textUpdate('/start'));
    await api.waitFor('sendMessage', (call) => call.payload.chat_id === 1001);
    const adminSite = await adminClient(app);
    const posted = await adminSite.post('/api/admin/announcements', { text: 'Double points!', toChannel: true });
    expect(posted.status).toBe(201);
    const isAnnouncement = (call: { payload: { text?: string } }) => call.payload.text === 'Double points!';
    await api.waitFor('sendMessage', (call) => isAnnouncement(call) && call.payload.chat_id === '-100777');
    await api.waitFor('sendMessage', (call) => isAnnouncement(call) && call.payload.chat_id === '1001');
    await app.runDueJobs();
    expect(api.callsOf('sendMessage').filter(isAnnouncement)).toHaveLength(2);

    // A bot admin ends it, and posts the next from the chat.
    api.pushUpdate(textUpdate('/announce off', admin));
    await api.waitFor('sendMessage', (call) => call.payload.text === 'Announcement ended.');
    expect((await app.client().get('/api/maintenance/status')).body.announcement).toBeNull();
    api.pushUpdate(textUpdate('/announce Back to normal points.', admin));
    await api.waitFor('sendMessage', (call) => /^Announcement posted/.test(call.payload.text));
    expect((await app.client().get('/api/maintenance/status')).body.announcement).toMatchObject({
      text: 'Back to normal points.',
    });
    expect((await adminSite.get('/api/admin/audit?action=announcement.create')).body[0].actor).toBe('telegram:1');
  });

  it('announces each new round once in the announcement chat', async () => {
    const first = await api.waitFor('sendMessage', (call) => /Challenge #1 is live/.test(call.payload.text));
    expect(first.payload.chat_id).toBe('-100777');
    const { commitment } = (await app.client().get('/api/game/current')).body;
    expect(first.payload.text).toContain(`sha256 ${commitment}`);
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
    expect(post.payload.text).toContain('Weekly results: Nov 16, 2026 to Nov 22, 2026');
    expect(post.payload.text).toContain('1. rA1i...XXX: 10 pts');
  });
});
