import { bwifLeaderboard } from '@app/db/schema/leaderboards';
import { noopAnnouncer } from '@app/bot/announcer';
import type { RafflePaid } from '@app/shared/announcements';
import { drawRaffle } from '@app/shared/rules/raffle';
import { afterEach, describe, expect, it } from 'vitest';
import { rippleSeconds } from '../../adapters/ledger/ripple-time';
import {
  fakeLedgerHash,
  FAKE_LEDGER_INDEX,
  startFakeRippled,
  type FakeRippled,
  type FakeTransaction,
} from '../../../test/fakes/fake-rippled';
import {
  adminClient,
  allRaffleEntrants,
  seedWalletUser,
  startTestApp,
  type TestApp,
  type TestClient,
  WALLETS,
} from '../../../test/harness';
import { forgetRankIndexes } from '../leaderboard/own-rank';
import { currentSeason } from '../leaderboard/season';

let app: TestApp;
let rippled: FakeRippled;
let admin: TestClient;
const paid: RafflePaid[] = [];

afterEach(async () => {
  await app.close();
  await rippled.close();
});

const HOLDERS = {
  ann: 'rAnnXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
  ben: 'rBenXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
  cat: 'rCatXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
  dan: 'rDanXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
};
/** The forced archive's moment: the period's end. */
const END = new Date('2026-11-18T10:00:00Z');
/** The fake's ledger that closes exactly at END: the draw ledger. */
const DRAW_INDEX = FAKE_LEDGER_INDEX + 50;

async function start(env: Record<string, string> = {}) {
  paid.length = 0;
  rippled = await startFakeRippled();
  app = await startTestApp({
    env: { XRPL_URL: rippled.url, RAFFLE_PRIZE_XRP: '10', HOLDER_MIN: '100', ...env },
    overrides: { announcer: { ...noopAnnouncer, rafflePaid: async (payment) => void paid.push(payment) } },
  });
  admin = await adminClient(app);
}

/** Holders on the holders board with points this period. */
async function seedHolders(points: Record<string, number>): Promise<void> {
  const now = app.clock.now();
  const { database } = app.deps;
  const season = await currentSeason(database);
  for (const [wallet, total] of Object.entries(points)) {
    const user = await seedWalletUser(app, wallet, { displayName: wallet === HOLDERS.ann ? 'Ann' : null });
    await database.insert(bwifLeaderboard).values({
      season,
      userId: user.id,
      totalPoints: total,
      totalCorrect: 1,
      totalAttempts: 1,
      lastUpdated: now,
      bwifBalance: '500',
    });
  }
  forgetRankIndexes(database);
}

const line = (balance: string) => [
  { account: app.deps.settings.bwif.issuer, currency: app.deps.settings.bwif.currency, balance },
];
const holdings = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([wallet, balance]) => [wallet, line(balance)]));

/** Ledgers close every 4 s, DRAW_INDEX exactly at `periodEnd`; the newest validated is `validatedIndex`. */
function ledgerUpTo(validatedIndex: number, periodEnd = END): void {
  rippled.ledgers = { firstClose: rippleSeconds(periodEnd) - 50 * 4, validatedIndex };
}

/** A forced archive at END of the seeded holders, drawn once the ledger has closed past it. */
async function drawnPeriod() {
  await seedHolders({ [HOLDERS.ann]: 10, [HOLDERS.ben]: 20, [HOLDERS.cat]: 5, [HOLDERS.dan]: 7 });
  // Ben moved his tokens to Cat before the draw ledger, and back after it: only Cat holds at the draw.
  rippled.linesFrom.set(
    FAKE_LEDGER_INDEX,
    holdings({ [HOLDERS.ann]: '150', [HOLDERS.ben]: '100', [HOLDERS.dan]: '100' }),
  );
  rippled.linesFrom.set(DRAW_INDEX - 3, holdings({ [HOLDERS.ann]: '150', [HOLDERS.cat]: '100', [HOLDERS.dan]: '100' }));
  rippled.linesFrom.set(DRAW_INDEX + 1, holdings({ [HOLDERS.ann]: '150', [HOLDERS.ben]: '100', [HOLDERS.dan]: '99' }));
  ledgerUpTo(DRAW_INDEX - 1);
  app.clock.set(END);
  const archive = await admin.post('/api/admin/force-weekly-archive');
  expect(archive.body).toMatchObject({ periodId: 1, archived: true });
  return archive.body.periodId as number;
}

const history = async () => (await app.client().get('/api/leaderboard/history')).body.history;

describe('the raffle draw', () => {
  it('waits for the ledger to close past the period, then draws from the first ledger closed at or after it', async () => {
    await start();
    await drawnPeriod();
    expect((await history())[0].raffle).toEqual({
      status: 'pending',
      ledgerIndex: null,
      ledgerHash: null,
      standIn: false,
      entrantCount: 0,
      winners: [],
    });

    ledgerUpTo(DRAW_INDEX + 40);
    app.clock.set('2026-11-18T10:01:00Z');
    await app.runDueJobs();
    const [week] = await history();
    expect(week.periodId).toBe(1);
    expect(week.raffle).toMatchObject({
      status: 'drawn',
      ledgerIndex: DRAW_INDEX,
      ledgerHash: fakeLedgerHash(DRAW_INDEX),
      standIn: false,
    });
    // Balances at the draw ledger: Ben's tokens were Cat's then; Dan still held 100.
    const entrants = await allRaffleEntrants(app.client(), week.periodId);
    expect(entrants).toEqual([
      { walletAddress: HOLDERS.ann, weight: 10 },
      { walletAddress: HOLDERS.cat, weight: 5 },
      { walletAddress: HOLDERS.dan, weight: 7 },
    ]);
    expect(week.raffle.entrantCount).toBe(3);
    // Anyone re-runs the draw with the shared rule from what the history publishes.
    const rerun = drawRaffle(entrants, week.raffle.ledgerHash, 3);
    expect(week.raffle.winners.map((winner: any) => winner.walletAddress)).toEqual(
      rerun.map((winner) => winner.walletAddress),
    );
    expect(week.raffle.winners.map((winner: any) => winner.prizeDrops)).toEqual(['3333334', '3333333', '3333333']);
    expect(week.raffle.winners.find((winner: any) => winner.walletAddress === HOLDERS.ann).name).toBe('Ann');
    expect(week.raffle.winners.every((winner: any) => winner.paid === false && winner.txHash === null)).toBe(true);
    const ledgerRequests = rippled.requests.filter((request) => request.command === 'ledger');
    expect(ledgerRequests.length).toBeLessThan(30);
  });
});

describe('a draw waiting for the ledger', () => {
  it('of a forced archive is drawn within a minute of the ledger closing past it, by the scheduler it woke up', async () => {
    await start();
    await drawnPeriod();
    expect((await history())[0].raffle.status).toBe('pending');

    // The ledger closes past the period while the scheduler sleeps: its next timer, not a call, must draw.
    ledgerUpTo(DRAW_INDEX + 10);
    app.clock.advance(60_000);
    await app.clock.runDueTimers();
    expect((await history())[0].raffle).toMatchObject({ status: 'drawn', ledgerIndex: DRAW_INDEX });
  });

  it('keeps retrying every minute while the ledger has not closed past it, then sleeps to its usual boundary', async () => {
    await start();
    await drawnPeriod();
    for (let minute = 0; minute < 3; minute += 1) {
      app.clock.advance(60_000);
      await app.clock.runDueTimers();
      expect((await history())[0].raffle.status).toBe('pending');
    }
    ledgerUpTo(DRAW_INDEX);
    app.clock.advance(60_000);
    await app.clock.runDueTimers();
    expect((await history())[0].raffle.status).toBe('drawn');

    const ledgerReads = rippled.requests.length;
    app.clock.advance(30 * 60_000);
    await app.clock.runDueTimers();
    expect(rippled.requests.length).toBe(ledgerReads);
  });

  it("retries Monday's draw the same way when the ledger has not closed past the week yet", async () => {
    await start();
    await seedHolders({ [HOLDERS.ann]: 10 });
    rippled.linesFrom.set(FAKE_LEDGER_INDEX, holdings({ [HOLDERS.ann]: '150' }));
    const monday = new Date('2026-11-23T00:00:00Z');
    ledgerUpTo(DRAW_INDEX - 1, monday);
    app.clock.set('2026-11-23T00:00:01Z');
    await app.clock.runDueTimers();
    expect((await history())[0].raffle.status).toBe('pending');

    ledgerUpTo(DRAW_INDEX, monday);
    app.clock.advance(60_000);
    await app.clock.runDueTimers();
    expect((await history())[0].raffle).toMatchObject({ status: 'drawn', ledgerIndex: DRAW_INDEX });
  });
});

describe('paying a winner', () => {
  let periodId: number;
  let winner: string;
  let prize: string;

  async function drawnAndPaying() {
    await start();
    periodId = await drawnPeriod();
    ledgerUpTo(DRAW_INDEX + 40);
    app.clock.set('2026-11-18T11:00:00Z');
    await app.runDueJobs();
    const [first] = (await history())[0].raffle.winners;
    winner = first.walletAddress;
    prize = first.prizeDrops;
  }

  let txCount = 0;
  /** The admin asks to pay, signs in the wallet with transaction `tx` (stored on the fake ledger unless null), and the page polls. */
  async function payWith(
    tx: Partial<FakeTransaction> | null,
    txid = `${String(++txCount).padStart(2, '0')}${'AB'.repeat(31)}`,
  ) {
    const created = await admin.post(`/api/admin/raffle/${periodId}/pay`, { walletAddress: winner });
    expect(created.status, created.text).toBe(200);
    if (tx) rippled.transactions.set(txid, { ...validPayment(), ...tx });
    const approve = await app
      .client()
      .post(`/dev/xaman/${created.body.uuid}/approve`, { account: app.deps.settings.adminWallet, txid });
    expect(approve.status).toBe(200);
    return {
      uuid: created.body.uuid as string,
      txid,
      state: (await admin.get(`/api/admin/raffle/payments/${created.body.uuid}`)).body,
    };
  }

  const validPayment = (): FakeTransaction => ({
    tx_json: {
      TransactionType: 'Payment',
      Account: app.deps.settings.adminWallet,
      Destination: winner,
      Amount: prize,
      LastLedgerSequence: DRAW_INDEX + 60,
    },
    meta: { TransactionResult: 'tesSUCCESS', delivered_amount: prize },
    validated: true,
    ledger_index: DRAW_INDEX + 45,
    date: rippleSeconds(app.clock.now()) + 5,
  });

  it('creates a Xaman payment of the prize with a memo, and marks the winner paid once the ledger confirms it', async () => {
    await drawnAndPaying();
    const created = await admin.post(`/api/admin/raffle/${periodId}/pay`, { walletAddress: winner });
    expect(created.body).toEqual({
      uuid: expect.any(String),
      qrData: expect.stringContaining(`/dev/xaman/${created.body.uuid}`),
    });
    const again = await admin.post(`/api/admin/raffle/${periodId}/pay`, { walletAddress: winner });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain(`A payment to ${winner} is pending`);
    expect((await admin.get(`/api/admin/raffle/payments/${created.body.uuid}`)).body).toEqual({ state: 'pending' });

    const txid = 'C0'.repeat(32);
    rippled.transactions.set(txid, validPayment());
    await app
      .client()
      .post(`/dev/xaman/${created.body.uuid}/approve`, { account: app.deps.settings.adminWallet, txid });
    // Two polls at once (two open admin pages): both see it paid, it is recorded and posted once.
    const polls = await Promise.all([1, 2].map(() => admin.get(`/api/admin/raffle/payments/${created.body.uuid}`)));
    expect(polls.map((poll) => poll.body)).toEqual([
      { state: 'paid', txHash: txid },
      { state: 'paid', txHash: txid },
    ]);

    const paidWinner = (await history())[0].raffle.winners[0];
    expect(paidWinner).toMatchObject({ walletAddress: winner, paid: true, txHash: txid });
    expect(paid).toEqual([
      expect.objectContaining({
        walletAddress: winner,
        prizeDrops: prize,
        explorerUrl: `https://livenet.xrpl.org/transactions/${txid}`,
      }),
    ]);
    expect((await admin.post(`/api/admin/raffle/${periodId}/pay`, { walletAddress: winner })).status).toBe(409);
    const prizeChange = await admin.request('PUT', `/api/admin/raffle/${periodId}/prize`, { json: { prizeXrp: 20 } });
    expect(prizeChange.status).toBe(409);
    const [paidEntry, request, draw] = (await admin.get('/api/admin/audit')).body;
    expect([paidEntry.action, request.action, draw.action]).toEqual([
      'raffle.payment.paid',
      'raffle.payment.request',
      'raffle.draw',
    ]);
    expect(JSON.parse(request.detail)).toMatchObject({
      walletAddress: winner,
      prizeDrops: prize,
      memo: 'BWIF NFT Guess raffle prize, 2026-11-16 to 2026-11-18 (period 1)',
    });
  });

  it('refuses, with the reason, every transaction that is not exactly the prize paid to the winner', async () => {
    await drawnAndPaying();
    const refusals: Array<[string, Partial<FakeTransaction> | null, RegExp]> = [
      [
        'a wrong destination',
        { tx_json: { ...validPayment().tx_json, Destination: WALLETS.bob } },
        /went to rBob\S+, not the winner/,
      ],
      [
        'a wrong amount',
        { meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '1' } },
        /delivered 1 drops, not the prize of \d+ drops/,
      ],
      ['a missing transaction', null, /not on the ledger/],
      [
        'not tesSUCCESS',
        { meta: { TransactionResult: 'tecUNFUNDED_PAYMENT' } },
        /failed on the ledger: tecUNFUNDED_PAYMENT/,
      ],
      [
        'not from the admin wallet',
        { tx_json: { ...validPayment().tx_json, Account: WALLETS.carol } },
        /is from rCaro1\S+, not the admin wallet/,
      ],
      ['dated before the request', { date: rippleSeconds(app.clock.now()) - 60 }, /before the request/],
      [
        'an unvalidated one past its LastLedgerSequence',
        {
          validated: false,
          meta: undefined,
          tx_json: { ...validPayment().tx_json, LastLedgerSequence: DRAW_INDEX + 10 },
        },
        /not validated by its LastLedgerSequence/,
      ],
      [
        'a token payment',
        { tx_json: { ...validPayment().tx_json, TransactionType: 'TrustSet' } },
        /a TrustSet, not a Payment/,
      ],
    ];
    for (const [what, tx, reason] of refusals) {
      const { state } = await payWith(tx);
      expect(state.state, what).toBe('refused');
      expect(state.reason, what).toMatch(reason);
    }
    expect((await history())[0].raffle.winners[0].paid).toBe(false);
  });

  it('waits for an unvalidated transaction until its LastLedgerSequence, refuses a hash another payment used, and a declined request', async () => {
    await drawnAndPaying();
    const waiting = await payWith({ validated: false, meta: undefined });
    expect(waiting.state).toEqual({ state: 'pending' });
    rippled.transactions.set(waiting.txid, validPayment());
    expect((await admin.get(`/api/admin/raffle/payments/${waiting.uuid}`)).body).toEqual({
      state: 'paid',
      txHash: waiting.txid,
    });

    winner = (await history())[0].raffle.winners[1].walletAddress;
    const reused = await payWith(validPayment(), waiting.txid);
    expect(reused.state).toEqual({
      state: 'refused',
      reason: `The transaction ${waiting.txid} was used by another payment`,
      txHash: waiting.txid,
    });

    const declined = await admin.post(`/api/admin/raffle/${periodId}/pay`, { walletAddress: winner });
    await app.client().post(`/dev/xaman/${declined.body.uuid}/reject`);
    expect((await admin.get(`/api/admin/raffle/payments/${declined.body.uuid}`)).body).toMatchObject({
      state: 'refused',
      reason: 'The payment request was rejected in Xaman',
    });
  });

  it('changes a period prize before any is paid, and answers bad input with a clear 4xx', async () => {
    await drawnAndPaying();
    const changed = await admin.request('PUT', `/api/admin/raffle/${periodId}/prize`, { json: { prizeXrp: 0.00001 } });
    expect(changed.body).toEqual({ periodId, prizeDrops: '10' });
    expect((await history())[0].raffle.winners.map((one: any) => one.prizeDrops)).toEqual(['4', '3', '3']);
    expect((await admin.request('PUT', `/api/admin/raffle/${periodId}/prize`, { json: { prizeXrp: -1 } })).status).toBe(
      400,
    );
    expect(
      (await admin.request('PUT', `/api/admin/raffle/${periodId}/prize`, { json: { prizeXrp: 0.0000001 } })).body.error
        .message,
    ).toMatch(/at most 6 decimals/);
    expect((await admin.request('PUT', '/api/admin/raffle/99/prize', { json: { prizeXrp: 1 } })).status).toBe(404);
    expect((await admin.post(`/api/admin/raffle/${periodId}/pay`, { walletAddress: WALLETS.bob })).status).toBe(404);
    expect((await admin.post(`/api/admin/raffle/${periodId}/pay`, { walletAddress: 'nope' })).status).toBe(400);
    expect((await admin.get('/api/admin/raffle/payments/not-a-uuid')).status).toBe(400);
    expect((await admin.get('/api/admin/raffle/payments/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
