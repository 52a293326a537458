import { users, UNUSABLE_PASSWORD } from '@app/db/schema/users';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { seedAd, seedGame, seedInvite, seedPlayer, seedRound } from '../../../test/insights-fixture';
import { startWithFakeBotApi } from '../../../test/with-fake-bot-api';

type Started = Awaited<ReturnType<typeof startWithFakeBotApi>>;
let bot: Started;

afterEach(() => bot.close());

const ADMINS = ['4242', '4343'];

/** The second admin plays too, and chose Japanese: the digest's days come in its date format. */
async function seedJapaneseAdmin(app: TestApp) {
  await app.deps.database.insert(users).values({
    username: `telegram:${ADMINS[1]}`,
    password: UNUSABLE_PASSWORD,
    telegramId: ADMINS[1],
    language: 'ja',
    createdAt: app.clock.now(),
  });
}

/**
 * The week of 2026-11-16 to 2026-11-22, counted by hand: four players (P3 and P4 new), P1
 * and P2 new the Sunday before and P2 back a week later, today's round (2026-11-18) the
 * hardest with 1 win of 3, three ads, two invites of which one rewarded.
 */
async function seedWeek(app: TestApp) {
  const [p1, p2, p3, p4] = [
    await seedPlayer(app, 1),
    await seedPlayer(app, 2),
    await seedPlayer(app, 3),
    await seedPlayer(app, 4),
  ];
  const r15 = await seedRound(app, '2026-11-15', 1);
  const r16 = await seedRound(app, '2026-11-16', 2);
  const r22 = await seedRound(app, '2026-11-22', 3);
  const today = (await app.currentRound()).id;
  await seedGame(app, { userId: p1, roundId: r15, day: '2026-11-15', attempts: ['win'], platform: 'web' });
  await seedGame(app, { userId: p2, roundId: r15, day: '2026-11-15', attempts: ['x', 'x', 'x'], platform: 'web' });
  await seedGame(app, { userId: p1, roundId: r16, day: '2026-11-16', attempts: ['x', 'win'], platform: 'web' });
  await seedGame(app, { userId: p3, roundId: r16, day: '2026-11-16', attempts: ['win'], platform: 'miniapp' });
  await seedGame(app, { userId: p1, roundId: today, day: '2026-11-18', attempts: ['win'], platform: 'web' });
  await seedGame(app, {
    userId: p3,
    roundId: today,
    day: '2026-11-18',
    attempts: ['x', 'x', 'x'],
    platform: 'miniapp',
  });
  await seedGame(app, { userId: p4, roundId: today, day: '2026-11-18', attempts: ['x', 'x', 'x'], platform: 'xapp' });
  await seedGame(app, { userId: p2, roundId: r22, day: '2026-11-22', attempts: ['x', 'x', 'win'], platform: 'web' });
  await seedAd(app, p1, '2026-11-16', 1);
  await seedAd(app, p1, '2026-11-16', 2);
  await seedAd(app, p2, '2026-11-22', 1);
  await seedInvite(app, p1, p3, new Date('2026-11-16T10:00:00Z'), new Date('2026-11-16T12:00:00Z'));
  await seedInvite(app, p1, p4, new Date('2026-11-18T10:00:00Z'));
}

/** The digests sent of the week the pattern names (in English or in Japanese). */
const digestsOf = (api: Started['api'], week: RegExp) =>
  api.callsOf('sendMessage').filter((call) => /^Insights for/.test(call.payload.text) && week.test(call.payload.text));

describe("the weekly insights digest to the bot's admins", () => {
  it("is sent once on Monday, from 03:00 with the daily housekeeping: the week's players, D7, the hardest round, ads and invites, with a button to the page", async () => {
    bot = await startWithFakeBotApi({ TELEGRAM_BOT_MODE: 'polling', TELEGRAM_ADMIN_IDS: ADMINS.join(',') });
    const { app, api } = bot;
    await api.waitFor('setChatMenuButton');
    await seedWeek(app);
    await seedJapaneseAdmin(app);
    const today = await app.currentRound();
    const digests = () => digestsOf(api, /Nov 16, 2026|2026\/11\/16/);

    app.clock.set('2026-11-22T12:00:00Z');
    await app.runDueJobs();
    expect(digests()).toEqual([]);

    app.clock.set('2026-11-23T03:00:01Z');
    await app.runDueJobs();
    await app.runDueJobs();
    const sent = digests();
    expect(sent.map((call) => String(call.payload.chat_id))).toEqual(ADMINS);
    expect(sent[0]!.payload.text).toBe(
      [
        'Insights for Nov 16, 2026 to Nov 22, 2026',
        'Players: 4 (2 new)',
        'D7 of the new players of Nov 15, 2026: 1 of 2 (50%)',
        `Hardest round: ${today.nft.name} #${today.nft.nftId} on Nov 18, 2026, 1 of 3 won (33%)`,
        'Ads rewarded: 3',
        'Invites: 2 attributed, 1 rewarded',
      ].join('\n'),
    );
    expect(String(sent[1]!.payload.text).split('\n').slice(0, 4)).toEqual([
      'Insights for 2026/11/16 to 2026/11/22',
      'Players: 4 (2 new)',
      'D7 of the new players of 2026/11/15: 1 of 2 (50%)',
      `Hardest round: ${today.nft.name} #${today.nft.nftId} on 2026/11/18, 1 of 3 won (33%)`,
    ]);
    expect(sent[0]!.payload.reply_markup.inline_keyboard[0][0]).toEqual({
      text: 'Open Insights',
      url: `${app.url}/admin/insights`,
    });

    // Later that Monday, and after a restart of the jobs: not again.
    app.clock.set('2026-11-23T09:00:00Z');
    await app.runDueJobs();
    expect(digests()).toHaveLength(ADMINS.length);
  });

  it('is sent at the first run after an outage that took the Monday, and the week after, away', async () => {
    bot = await startWithFakeBotApi({ TELEGRAM_BOT_MODE: 'polling', TELEGRAM_ADMIN_IDS: ADMINS[0]! });
    const { app, api } = bot;
    await api.waitFor('setChatMenuButton');
    app.clock.set('2026-11-22T12:00:00Z');
    await app.runDueJobs();

    // No process ran from Sunday until the Tuesday of the week after next.
    app.clock.set('2026-12-01T10:00:00Z');
    await app.runDueJobs();
    await app.runDueJobs();
    expect(digestsOf(api, /Nov 23, 2026 to Nov 29, 2026/)).toHaveLength(1);
  });
});
