import { sign } from '@telegram-apps/init-data-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  leftMemberUpdate,
  migrateUpdate,
  myChatMemberUpdate,
  textUpdate,
  type FakeBotApi,
} from '@app/bot/testing/fake-bot-api';
import { groupMembers, telegramGroups } from '@app/db/schema/groups';
import { type TestApp, type TestClient, WALLETS, wrongGuess } from '../../../test/harness';
import { startWithPollingBot } from '../../../test/with-fake-bot-api';

const TOKEN = '123:test';
const GROUP = { id: -1005005, title: 'NFT Fans' };
const BOARD = '/api/groups/m1005005/board';
const ADA = { id: 1001, first_name: 'Ada', username: 'ada' };
const BOB = { id: 1002, first_name: 'Bob', username: 'bob' };
const DAY_MS = 86_400_000;

let api: FakeBotApi;
let app: TestApp;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ api, app, close } = await startWithPollingBot({
    TELEGRAM_BOT_USERNAME: 'bwif_guess_bot',
    TELEGRAM_MINIAPP_SHORT_NAME: 'play',
  }));
});
afterEach(() => close());

/** Launch data of the Telegram user, opened from `startParam` (a group's g_… by default). */
function launch(user: { id: number; first_name: string; username?: string }, startParam: string | null = 'g_m1005005') {
  const data = sign(
    { user, ...(startParam ? { start_param: startParam } : {}) },
    TOKEN,
    new Date(app.clock.now().getTime() - 60_000),
  );
  return { authorization: `tma ${data}` };
}

/** The Telegram user connects a wallet in the Mini App (the development wallet approves it). */
async function connectWallet(client: TestClient, headers: Record<string, string>, wallet: string) {
  const created = await client.post('/api/wallet/xaman/create', {}, headers);
  await app.client().post(`/dev/xaman/${created.body.uuid}/approve`, { account: wallet });
  const status = await client.get(`/api/wallet/xaman/status/${created.body.uuid}`, headers);
  expect(status.body.resolved).toBe(true);
}

/** The bot's next message to the group matching `pattern`. */
const groupText = (pattern: RegExp) =>
  api.waitFor('sendMessage', (call) => call.payload.chat_id === GROUP.id && pattern.test(call.payload.text));

async function registerGroup() {
  api.pushUpdate(textUpdate('/play', ADA, GROUP));
  return api.waitFor('sendMessage', (call) => String(call.payload.chat_id) === String(GROUP.id));
}

describe('/play in a group', () => {
  it('answers with a direct Mini App link carrying the group (negative ids as m…) and remembers the group', async () => {
    const reply = await registerGroup();
    expect(reply.payload.reply_markup.inline_keyboard[0][0]).toEqual({
      text: 'Play',
      url: 'https://t.me/bwif_guess_bot/play?startapp=g_m1005005',
    });
    const [group] = await app.deps.database.select().from(telegramGroups);
    expect(group).toMatchObject({ chatId: '-1005005', title: 'NFT Fans', dailyPost: false });
  });
});

describe('GET /api/groups/:groupId/board', () => {
  it('answers 401 signed out, 400 for a malformed id', async () => {
    await registerGroup();
    expect((await app.client().get(BOARD)).status).toBe(401);
    expect((await app.client().get('/api/groups/x1/board', launch(ADA))).status).toBe(400);
  });

  it('answers for a group the bot does not know exactly as for one it knows where the caller is no member', async () => {
    await registerGroup();
    const answer = async (groupId: string, startParam: string | null) => {
      const response = await app.client().get(`/api/groups/${groupId}/board`, launch(ADA, startParam));
      return [response.status, response.body];
    };
    // Opened from the group, and not opened from it.
    expect(await answer('m42', 'g_m42')).toEqual(await answer('m1005005', 'g_m1005005'));
    expect(await answer('m42', null)).toEqual(await answer('m1005005', null));
    const [status, body] = await answer('m42', 'g_m42');
    expect([status, body.error.code]).toEqual([403, 'FORBIDDEN']);
    // Words a player can act on in either case.
    expect(body.error.message).toMatch(/member/);
    expect(body.error.message).toMatch(/add the bot/i);
  });

  it('counts a player once they opened the game from the group and Telegram confirms the membership', async () => {
    await registerGroup();
    // Not opened from the group: refused, and Telegram is not even asked.
    expect((await app.client().get(BOARD, launch(ADA, null))).status).toBe(403);
    expect(api.callsOf('getChatMember')).toHaveLength(0);
    // Opened from it, but not a member (left): refused.
    expect((await app.client().get(BOARD, launch(ADA))).status).toBe(403);
    expect(api.callsOf('getChatMember').at(-1)?.payload).toMatchObject({ chat_id: '-1005005', user_id: 1001 });
    // Restricted but still a member counts; a restricted ex-member does not.
    api.setChatMember(GROUP.id, BOB.id, { status: 'restricted', is_member: false });
    expect((await app.client().get(BOARD, launch(BOB))).status).toBe(403);
    api.setChatMember(GROUP.id, ADA.id, { status: 'restricted', is_member: true });
    const board = await app.client().get(BOARD, launch(ADA));
    expect(board.status).toBe(200);
    expect(board.body).toMatchObject({ group: { id: 'm1005005', title: 'NFT Fans' }, day: '2026-11-18', members: 1 });
    // Counted now: the board answers without the group's start parameter, and with no new question to Telegram.
    const calls = api.callsOf('getChatMember').length;
    expect((await app.client().get(BOARD, launch(ADA, null))).status).toBe(200);
    expect(api.callsOf('getChatMember')).toHaveLength(calls);
    // Another group's launch does not open this one.
    expect((await app.client().get(BOARD, launch(BOB, 'g_m777'))).status).toBe(403);
  });

  it("shows today's attempts and points (never a guess) and the week's totals", async () => {
    await registerGroup();
    for (const user of [ADA, BOB]) api.setChatMember(GROUP.id, user.id, { status: 'member' });
    const ada = app.client();
    const bob = app.client();
    await connectWallet(ada, launch(ADA), WALLETS.alice);
    await connectWallet(bob, launch(BOB), WALLETS.bob);
    // Ada opened the game from the group (the Mini App asks for its board then).
    expect((await ada.get(BOARD, launch(ADA))).status).toBe(200);
    // Monday: Ada finds it first try.
    app.clock.set('2026-11-16T09:00:00Z');
    let round = await app.currentRound();
    await ada.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id }, launch(ADA));
    // Wednesday: Ada on the 2nd attempt, Bob misses twice so far.
    app.clock.set('2026-11-18T09:00:00Z');
    round = await app.currentRound();
    const wrong = wrongGuess(round.nft.nftId);
    await ada.post('/api/game/guess', { guess: wrong, roundId: round.id }, launch(ADA));
    await ada.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id }, launch(ADA));
    await bob.post('/api/game/guess', { guess: wrong, roundId: round.id }, launch(BOB));
    await bob.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId, 2), roundId: round.id }, launch(BOB));

    const board = await bob.get(BOARD, launch(BOB));
    expect(board.status).toBe(200);
    expect(board.body.today).toEqual([
      { name: '@ada', attemptsUsed: 2, solved: true, finished: true, points: 5, you: false },
      { name: '@bob', attemptsUsed: 2, solved: false, finished: false, points: 0, you: true },
    ]);
    expect(board.body.week).toEqual([
      { name: '@ada', points: 15, solved: 2, played: 2, you: false },
      { name: '@bob', points: 0, solved: 0, played: 1, you: true },
    ]);
    // Spoiler-free: neither the NFT's number nor anyone's guess is in the answer.
    expect(board.text).not.toContain(round.nft.nftId);
    expect(board.text).not.toContain(wrong);
    expect(board.text).not.toMatch(/guess/i);
  });

  it('follows the group to its supergroup id, and forgets it when the bot is removed', async () => {
    await registerGroup();
    api.setChatMember(GROUP.id, ADA.id, { status: 'member' });
    expect((await app.client().get(BOARD, launch(ADA))).status).toBe(200);

    api.pushUpdate(migrateUpdate(GROUP.id, -1009009));
    await waitUntil(async () => (await app.deps.database.select().from(telegramGroups))[0]?.chatId === '-1009009');
    expect((await app.client().get(BOARD, launch(ADA))).status).toBe(403);
    const moved = await app.client().get('/api/groups/m1009009/board', launch(ADA, null));
    expect(moved.status).toBe(200);
    expect(moved.body.group).toEqual({ id: 'm1009009', title: 'NFT Fans' });

    api.pushUpdate(myChatMemberUpdate({ id: -1009009, title: 'NFT Fans' }, { from: 'member', to: 'kicked' }));
    await waitUntil(async () => (await app.deps.database.select().from(telegramGroups)).length === 0);
    expect(await app.deps.database.select().from(groupMembers)).toEqual([]);
    expect((await app.client().get('/api/groups/m1009009/board', launch(ADA, null))).status).toBe(403);
  });
});

describe('membership over time', () => {
  /** Ada opened the game from the group as a member: she is counted. */
  async function adaCounted() {
    await registerGroup();
    api.setChatMember(GROUP.id, ADA.id, { status: 'member' });
    expect((await app.client().get(BOARD, launch(ADA))).status).toBe(200);
  }
  const members = () => app.deps.database.select().from(groupMembers);

  it('asks Telegram again about a confirmation older than a day, and drops a member who left', async () => {
    await adaCounted();
    app.clock.advance(DAY_MS - 60_000);
    let calls = api.callsOf('getChatMember').length;
    expect((await app.client().get(BOARD, launch(ADA, null))).status).toBe(200);
    expect(api.callsOf('getChatMember')).toHaveLength(calls);

    app.clock.advance(2 * 60_000);
    expect((await app.client().get(BOARD, launch(ADA, null))).status).toBe(200);
    expect(api.callsOf('getChatMember')).toHaveLength(++calls);

    api.setChatMember(GROUP.id, ADA.id, { status: 'left' });
    app.clock.advance(DAY_MS + 60_000);
    const left = await app.client().get(BOARD, launch(ADA, null));
    expect([left.status, api.callsOf('getChatMember').length]).toEqual([403, calls + 1]);
    expect(await members()).toEqual([]);
  });

  it('drops a member the bot sees leave the group, or removed from it', async () => {
    await adaCounted();
    api.setChatMember(GROUP.id, BOB.id, { status: 'member' });
    expect((await app.client().get(BOARD, launch(BOB))).status).toBe(200);

    api.pushUpdate(leftMemberUpdate(GROUP, ADA));
    await waitUntil(async () => (await members()).length === 1);
    expect((await members())[0]?.telegramId).toBe(String(BOB.id));
    expect((await app.client().get(BOARD, launch(ADA, null))).status).toBe(403);

    api.pushUpdate(leftMemberUpdate(GROUP, BOB, ADA));
    await waitUntil(async () => (await members()).length === 0);
  });

  it('forgets the membership of a player who erases their data', async () => {
    await adaCounted();
    expect((await app.client().request('DELETE', '/api/me', { headers: launch(ADA, null) })).status).toBe(204);
    expect(await members()).toEqual([]);
  });

  it('names a member without a @username by their Telegram first name, cleaned, else "Anonymous Player"', async () => {
    await registerGroup();
    const cleo = { id: 1003, first_name: '\u202ECleo\u200B' };
    const admin = { id: 1004, first_name: 'Adm\u034Fin' };
    for (const user of [cleo, admin]) {
      api.setChatMember(GROUP.id, user.id, { status: 'member' });
      expect((await app.client().get(BOARD, launch(user))).status).toBe(200);
    }
    const board = await app.client().get(BOARD, launch(cleo, null));
    expect(board.body.today.map((entry: { name: string }) => entry.name).sort()).toEqual(['Anonymous Player', 'Cleo']);
  });
});

describe('/daily and the post after 00:00 UTC', () => {
  it("lets only the group's admins turn it on, then posts yesterday's results once after midnight", async () => {
    await registerGroup();
    api.pushUpdate(textUpdate('/daily on', BOB, GROUP));
    await groupText(/Only the group’s admins/);
    expect((await app.deps.database.select().from(telegramGroups))[0]?.dailyPost).toBe(false);

    api.setChatMember(GROUP.id, ADA.id, { status: 'creator' });
    api.pushUpdate(textUpdate('/daily on', ADA, GROUP));
    await groupText(/Every day after 00:00 UTC/);
    expect((await app.deps.database.select().from(telegramGroups))[0]?.dailyPost).toBe(true);

    const ada = app.client();
    await connectWallet(ada, launch(ADA), WALLETS.alice);
    expect((await ada.get(BOARD, launch(ADA))).status).toBe(200);
    const round = await app.currentRound();
    await ada.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id }, launch(ADA));
    // A player outside the group misses: in how everyone did, never by name.
    const carol = app.client();
    await carol.signIn(WALLETS.carol);
    for (const miss of [1, 2, 3])
      await carol.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId, miss), roundId: round.id });
    // Turned on today: nothing about yesterday is posted this afternoon.
    await app.runDueJobs();
    expect(api.callsOf('sendMessage').filter((call) => /Yesterday in/.test(call.payload.text))).toHaveLength(0);

    app.clock.set('2026-11-19T00:00:01Z');
    await app.runDueJobs();
    await app.runDueJobs();
    const posts = api.callsOf('sendMessage').filter((call) => /Yesterday in/.test(call.payload.text));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.payload.chat_id).toBe('-1005005');
    expect(posts[0]!.payload.text).toContain('@ada: solved in 1/3, 10 pts');
    expect(posts[0]!.payload.text).toContain(
      'Everyone in the game: 2 players · 1st try 50% · 2nd try 0% · 3rd try 0% · missed 50%',
    );
    expect(posts[0]!.payload.text).not.toContain(round.nft.nftId);
    expect(posts[0]!.payload.reply_markup.inline_keyboard[0][0].url).toBe(
      'https://t.me/bwif_guess_bot/play?startapp=g_m1005005',
    );

    api.pushUpdate(textUpdate('/daily off', ADA, GROUP));
    await groupText(/Daily results are off/);
    await ada.post(
      '/api/game/guess',
      { guess: (await app.currentRound()).nft.nftId, roundId: (await app.currentRound()).id },
      launch(ADA),
    );
    app.clock.set('2026-11-20T00:00:01Z');
    await app.runDueJobs();
    expect(api.callsOf('sendMessage').filter((call) => /Yesterday in/.test(call.payload.text))).toHaveLength(1);
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a group's language", () => {
  it('is the language of the member who added the bot, kept when others send /play', async () => {
    api.pushUpdate(myChatMemberUpdate(GROUP, { from: 'left', to: 'member' }, { ...ADA, language_code: 'ru' }));
    await groupText(/Спасибо, что добавили меня/);
    api.pushUpdate(textUpdate('/play', { ...BOB, language_code: 'es' }, GROUP));
    await groupText(/Toca Jugar/);
    const [group] = await app.deps.database.select().from(telegramGroups);
    expect(group?.language).toBe('ru');
  });
});
