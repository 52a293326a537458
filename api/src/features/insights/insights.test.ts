import { describe, expect, it } from 'vitest';
import { eachTestWithAdmin } from '../../../test/admin-app';
import { WALLETS, type TestApp, type TestClient } from '../../../test/harness';
import { reminders, reminderSends } from '@app/db/schema/retention';
import { nfts } from '@app/db/schema/nfts';
import { rollUpInsights } from './rollup';
import { dayAfter } from './calendar';
import { seedAd, seedGame, seedInvite, seedPlayer, seedReminder, seedRound } from '../../../test/insights-fixture';

let app: TestApp;
let admin: TestClient;

eachTestWithAdmin((started) => ({ app, admin } = started));

const zeroDay = (day: string) => ({
  day,
  players: 0,
  newPlayers: 0,
  returningPlayers: 0,
  guesses: 0,
  wins: 0,
  byPlatform: { web: 0, miniapp: 0, xapp: 0 },
  adsRewarded: 0,
  invitesAttributed: 0,
  invitesRewarded: 0,
  remindersSent: 0,
  remindersBlocked: 0,
  gamesAfterReminder: 0,
});

/** A reminder that reached `userId` at `sentAt`. */
async function remindAt(userId: number, sentAt: string) {
  await app.deps.database
    .insert(reminderSends)
    .values({ userId, day: sentAt.slice(0, 10), sentAt: new Date(sentAt), outcome: 'sent' });
}

/**
 * Five players over a month, counted by hand below. Today is 2026-11-18 (the test app's
 * clock), whose round the app opened at start.
 */
async function seedMonth() {
  const [a, b, c, d, e] = [
    await seedPlayer(app, 1),
    await seedPlayer(app, 2),
    await seedPlayer(app, 3),
    await seedPlayer(app, 4),
    await seedPlayer(app, 5),
  ];
  const old = await seedRound(app, '2026-10-11', 4);
  const r10 = await seedRound(app, '2026-11-10', 1);
  const r11 = await seedRound(app, '2026-11-11', 2);
  const r17 = await seedRound(app, '2026-11-17', 3);
  const today = (await app.currentRound()).id;
  // 2026-10-11: E's first game.
  await seedGame(app, { userId: e, roundId: old, day: '2026-10-11', attempts: ['win'], platform: 'web' });
  // 2026-11-10: A wins on the 2nd, B on the 1st, C loses, E stops after two (guesses from before platforms).
  await seedGame(app, { userId: a, roundId: r10, day: '2026-11-10', attempts: ['x', 'win'], platform: 'web' });
  await seedGame(app, { userId: b, roundId: r10, day: '2026-11-10', attempts: ['win'], platform: 'miniapp' });
  await seedGame(app, { userId: c, roundId: r10, day: '2026-11-10', attempts: ['x', 'x', 'x'], platform: 'xapp' });
  await seedGame(app, { userId: e, roundId: r10, day: '2026-11-10', attempts: ['x', 'x'], platform: null });
  // 2026-11-11: A wins on the 3rd in the Mini App, D (new) on the 1st.
  await seedGame(app, { userId: a, roundId: r11, day: '2026-11-11', attempts: ['x', 'x', 'win'], platform: 'miniapp' });
  await seedGame(app, { userId: d, roundId: r11, day: '2026-11-11', attempts: ['win'], platform: 'web' });
  // 2026-11-17: A wins; B tries twice, once on the web and once in the Mini App.
  await seedGame(app, { userId: a, roundId: r17, day: '2026-11-17', attempts: ['win'], platform: 'web' });
  await seedGame(app, {
    userId: b,
    roundId: r17,
    day: '2026-11-17',
    attempts: ['x', 'x'],
    platform: ['web', 'miniapp'],
  });
  // Today: C wins in the xApp.
  await seedGame(app, { userId: c, roundId: today, day: '2026-11-18', attempts: ['win'], platform: 'xapp' });
  // Tomorrow's round, prepared: not a round anyone played.
  await seedRound(app, '2026-11-19', 5, true);

  await seedAd(app, b, '2026-11-10', 1);
  await seedAd(app, b, '2026-11-10', 2);
  await seedAd(app, a, '2026-11-17', 1);
  await seedInvite(app, a, d, new Date('2026-11-11T09:00:00Z'), new Date('2026-11-11T09:05:00Z'));
  await seedInvite(app, b, c, new Date('2026-11-09T23:59:59.999Z'), new Date('2026-11-10T00:00:00Z'));
  await seedInvite(app, c, e, new Date('2026-11-20T00:00:00Z'));
  await seedReminder(app, a, '2026-11-17', 'sent');
  await seedReminder(app, b, '2026-11-17', 'sent');
  await seedReminder(app, c, '2026-11-17', 'blocked');
  await seedReminder(app, b, '2026-11-18', 'failed');
  await seedReminder(app, d, '2026-11-18', 'sent');
  // Games within 2 hours of a reminder (each game's first guess is at 10:00): E's, reminded
  // at 08:30, and C's today, exactly 2 hours after; not A's, 2 hours and a second after.
  await remindAt(e, '2026-11-10T08:30:00Z');
  await remindAt(a, '2026-11-10T07:59:59Z');
  await remindAt(c, '2026-11-18T08:00:00Z');
  // A and B have the daily reminder on, C turned it off.
  for (const [userId, enabled] of [
    [a, true],
    [b, true],
    [c, false],
  ] as const) {
    await app.deps.database
      .insert(reminders)
      .values({ userId, enabled, localHour: 18, utcOffsetMinutes: 0, hourUtc: 18, updatedAt: new Date() });
  }
  return { old, r10, r11, r17, today };
}

const insights = (query: string) => admin.get(`/api/admin/insights${query}`);

/** The answer for 2026-11-10..19 and for E's October, as counted by hand from seedMonth. */
async function expectCountedByHand(rounds: Awaited<ReturnType<typeof seedMonth>>) {
  const answer = await insights('?from=2026-11-10&to=2026-11-18');
  expect(answer.status).toBe(200);
  const { days, rounds: played, retention, remindersOptedIn } = answer.body;
  expect(remindersOptedIn).toBe(2);
  expect(days.map((day: { day: string }) => day.day)).toEqual([
    '2026-11-10',
    '2026-11-11',
    '2026-11-12',
    '2026-11-13',
    '2026-11-14',
    '2026-11-15',
    '2026-11-16',
    '2026-11-17',
    '2026-11-18',
  ]);
  expect(days[0]).toEqual({
    ...zeroDay('2026-11-10'),
    players: 4,
    newPlayers: 3,
    returningPlayers: 1,
    guesses: 8,
    wins: 2,
    byPlatform: { web: 1, miniapp: 1, xapp: 1 },
    adsRewarded: 2,
    invitesRewarded: 1,
    remindersSent: 2,
    gamesAfterReminder: 1,
  });
  expect(days[1]).toEqual({
    ...zeroDay('2026-11-11'),
    players: 2,
    newPlayers: 1,
    returningPlayers: 1,
    guesses: 4,
    wins: 2,
    byPlatform: { web: 1, miniapp: 1, xapp: 0 },
    invitesAttributed: 1,
    invitesRewarded: 1,
  });
  for (const index of [2, 3, 4, 5, 6]) expect(days[index]).toEqual(zeroDay(days[index].day));
  expect(days[7]).toEqual({
    ...zeroDay('2026-11-17'),
    players: 2,
    returningPlayers: 2,
    guesses: 3,
    wins: 1,
    byPlatform: { web: 2, miniapp: 1, xapp: 0 },
    adsRewarded: 1,
    remindersSent: 2,
    remindersBlocked: 1,
  });
  expect(days[8]).toEqual({
    ...zeroDay('2026-11-18'),
    players: 1,
    returningPlayers: 1,
    guesses: 1,
    wins: 1,
    byPlatform: { web: 0, miniapp: 0, xapp: 1 },
    remindersSent: 2,
    gamesAfterReminder: 1,
  });

  const round = (roundId: number, day: string, counts: object) => ({
    roundId,
    day,
    nftId: expect.any(String),
    name: expect.any(String),
    ...counts,
  });
  expect(played).toEqual([
    round(rounds.r10, '2026-11-10', { players: 4, wins: 2, byAttempt: [1, 1, 0], lost: 1 }),
    round(rounds.r11, '2026-11-11', { players: 2, wins: 2, byAttempt: [1, 0, 1], lost: 0 }),
    round(rounds.r17, '2026-11-17', { players: 2, wins: 1, byAttempt: [1, 0, 0], lost: 0 }),
    round(rounds.today, '2026-11-18', { players: 1, wins: 1, byAttempt: [1, 0, 0], lost: 0 }),
  ]);
  const today = await app.currentRound();
  expect(played[3]).toMatchObject({ nftId: today.nft.nftId, name: today.nft.name });

  // A cohort's later day that has not come (after today, 2026-11-18) is null, not "0 back"; today's counts.
  expect(retention[0]).toEqual({ cohort: '2026-11-10', players: 3, d1: 1, d7: 2, d30: null });
  expect(retention[1]).toEqual({ cohort: '2026-11-11', players: 1, d1: 0, d7: 0, d30: null });
  const cameBy = (cohort: string, after: number) => (dayAfter(cohort, after) <= '2026-11-18' ? 0 : null);
  expect(retention.slice(2)).toEqual(
    days.slice(2).map(({ day }: { day: string }) => ({
      cohort: day,
      players: 0,
      d1: cameBy(day, 1),
      d7: cameBy(day, 7),
      d30: null,
    })),
  );

  // E's cohort: one player, back 30 days later (2026-11-10), not the day after nor a week after.
  const october = (await insights('?from=2026-10-11&to=2026-10-11')).body;
  expect(october.retention).toEqual([{ cohort: '2026-10-11', players: 1, d1: 0, d7: 0, d30: 1 }]);
  expect(october.days[0]).toMatchObject({ players: 1, newPlayers: 1, guesses: 1, wins: 1 });
}

describe('GET /api/admin/insights', () => {
  it('counts each day, round and cohort of the range as counted by hand; days with no play are zeros', async () => {
    await expectCountedByHand(await seedMonth());
  });

  it('rolls up the same numbers by slices of two guesses, two processes at once', async () => {
    const rounds = await seedMonth();
    const ctx = { database: app.deps.database, now: app.clock.now() };
    const input = { idsPerSlice: 2 };
    await Promise.all([rollUpInsights({ ctx, input }), rollUpInsights({ ctx, input })]);
    await expectCountedByHand(rounds);
  });

  it('shows the last 30 days without a range, and only counts: no wallet, name or Telegram id', async () => {
    await seedMonth();
    const { body, text } = await insights('');
    expect(body.days).toHaveLength(30);
    expect(body.days[0].day).toBe('2026-10-20');
    expect(body.days.at(-1).day).toBe('2026-11-18');
    const csv = await Promise.all(
      ['days', 'rounds', 'retention'].map(
        async (table) => (await admin.get(`/api/admin/insights.csv?table=${table}`)).text,
      ),
    );
    for (const answer of [text, ...csv]) {
      expect(answer).not.toMatch(/rInsight|Secret Name|77000\d/);
    }
  });

  it('answers 401 signed out, 403 to a player, 400 naming a bad range', async () => {
    expect((await app.client().get('/api/admin/insights')).status).toBe(401);
    expect((await app.client().get('/api/admin/insights.csv?table=days')).status).toBe(401);
    const player = app.client();
    await player.signIn(WALLETS.alice);
    expect((await player.get('/api/admin/insights')).status).toBe(403);
    expect((await player.get('/api/admin/insights.csv?table=days')).status).toBe(403);
    for (const [query, field] of [
      ['?from=2026-11-31&to=2026-12-01', 'from'],
      ['?from=2026-11-01&to=yesterday', 'to'],
      ['?from=2026-11-10&to=2026-11-09', 'from'],
      ['?from=2025-11-17&to=2026-11-18', 'to'],
      ['?from=2026-11-01', 'to'],
      ['?from=2026-13-01&to=nope', 'from'],
      ['?from=2026-11-01&to=2026-02-30', 'to'],
      // Today is 2026-11-18: days to come have no numbers.
      ['?from=2026-11-10&to=2026-11-19', 'to'],
    ] as const) {
      const refused = await insights(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'BAD_REQUEST', field });
    }
    // 366 days is a leap year's range: allowed.
    expect((await insights('?from=2023-11-19&to=2024-11-18')).status).toBe(200);
    expect(
      (await admin.get('/api/admin/insights.csv?table=days&from=2026-11-18&to=2026-11-20')).body.error,
    ).toMatchObject({
      field: 'to',
    });
    const badTable = await admin.get('/api/admin/insights.csv?table=players');
    expect(badTable.status).toBe(400);
    expect(badTable.body.error.field).toBe('table');
  });
});

describe('GET /api/admin/insights.csv', () => {
  it('sends each table as text/csv: a header row and the same numbers, a row an entry', async () => {
    const rounds = await seedMonth();
    const range = 'from=2026-11-10&to=2026-11-12';
    const days = await admin.get(`/api/admin/insights.csv?table=days&${range}`);
    expect(days.status).toBe(200);
    expect(days.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(days.headers.get('content-disposition')).toBe(
      'attachment; filename=insights-days-2026-11-10-2026-11-12.csv',
    );
    expect(days.text).toBe(
      [
        'day,players,newPlayers,returningPlayers,guesses,wins,web,miniapp,xapp,adsRewarded,invitesAttributed,invitesRewarded,remindersSent,remindersBlocked,gamesAfterReminder',
        '2026-11-10,4,3,1,8,2,1,1,1,2,0,1,2,0,1',
        '2026-11-11,2,1,1,4,2,1,1,0,0,1,1,0,0,0',
        '2026-11-12,0,0,0,0,0,0,0,0,0,0,0,0,0,0',
        '',
      ].join('\r\n'),
    );
    const json = (await insights(`?${range}`)).body;
    const roundLines = (await admin.get(`/api/admin/insights.csv?table=rounds&${range}`)).text.trim().split('\r\n');
    expect(roundLines[0]).toBe('roundId,day,nftId,name,players,wins,first,second,third,lost');
    expect(roundLines).toHaveLength(3);
    expect(roundLines[1]).toMatch(new RegExp(`^${rounds.r10},2026-11-10,${json.rounds[0].nftId},.+,4,2,1,1,0,1$`));
    const retention = (await admin.get(`/api/admin/insights.csv?table=retention&${range}`)).text;
    expect(retention).toBe(
      ['cohort,players,d1,d7,d30', '2026-11-10,3,1,2,', '2026-11-11,1,0,0,', '2026-11-12,0,0,,', ''].join('\r\n'),
    );
  });

  it("writes an NFT's name that starts like a formula as text a spreadsheet shows, never runs", async () => {
    await seedMonth();
    // Names come from the ledger's metadata, which the collection's issuer controls.
    await app.deps.database.update(nfts).set({ name: '=HYPERLINK("http://x.test","Claim")' });
    const lines = (await admin.get('/api/admin/insights.csv?table=rounds&from=2026-11-10&to=2026-11-12')).text
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(',"\'=HYPERLINK(""http://x.test"",""Claim"")",'))).toBe(true);
  });
});
