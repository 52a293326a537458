import { walletBalances } from '@app/db/schema/settings';
import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerAdapter } from '../../adapters/ledger/types';
import { DEV_HOLDER_WALLET } from '../../settings';
import { playNftWithHint, startTestApp, type TestApp } from '../../../test/harness';
import { BALANCE_CACHE_MS } from './service';

let app: TestApp;

afterEach(() => app.close());

/** A ledger that counts its calls and can be made to fail, to hang, or to change its answer. */
function scriptedLedger(balance: string) {
  const ledger = {
    calls: 0,
    failing: false,
    hanging: false,
    balance,
    kind: 'fixed' as const,
    async getTokenBalance() {
      ledger.calls++;
      if (ledger.hanging) return new Promise<string>(() => {});
      if (ledger.failing) throw new Error('ledger unreachable');
      return ledger.balance;
    },
    accountExists: async () => true,
    firstLedgerClosedAtOrAfter: async () => null,
    getTransaction: async () => null,
  };
  return ledger satisfies LedgerAdapter;
}

describe('holder balances', () => {
  it('asks the ledger at most once per cache window', async () => {
    const ledger = scriptedLedger('6000000');
    app = await startTestApp({ overrides: { ledger } });
    const holder = app.client();
    await holder.signIn(DEV_HOLDER_WALLET);
    await holder.get('/api/bwif-leaderboard');
    await holder.get('/api/bwif-leaderboard');
    await holder.get('/api/game/current');
    expect(ledger.calls).toBe(1);
    app.clock.advance(BALANCE_CACHE_MS + 1);
    await holder.get('/api/bwif-leaderboard');
    expect(ledger.calls).toBe(2);
  });

  it('shows the hint from the last known balance without waiting on a stale check, and reads again behind it', async () => {
    const ledger = scriptedLedger('6000000');
    app = await startTestApp({ overrides: { ledger } });
    const withHint = await playNftWithHint(app, '2026-11-20');
    const holder = app.client();
    await holder.signIn(DEV_HOLDER_WALLET);
    expect((await holder.get('/api/game/current')).body.hint).toBe(withHint.hint);

    ledger.hanging = true;
    app.clock.advance(BALANCE_CACHE_MS + 1);
    const started = performance.now();
    expect((await holder.get('/api/game/current')).body.hint).toBe(withHint.hint);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(ledger.calls).toBe(2);
    await holder.get('/api/game/current');
    expect(ledger.calls).toBe(2);
  });

  it('stores a balance when it changes, and keeps the stored one when the ledger says the same', async () => {
    const ledger = scriptedLedger('6000000');
    app = await startTestApp({ overrides: { ledger } });
    const holder = app.client();
    await holder.signIn(DEV_HOLDER_WALLET);
    const stored = () =>
      app.db
        .select()
        .from(walletBalances)
        .all()
        .map(({ balance, checkedAt }) => ({ balance, checkedAt: checkedAt.getTime() }));
    await holder.get('/api/bwif-leaderboard');
    const first = stored();
    expect(first).toEqual([{ balance: '6000000', checkedAt: app.clock.now().getTime() }]);

    app.clock.advance(BALANCE_CACHE_MS + 1);
    await holder.get('/api/bwif-leaderboard');
    expect(ledger.calls).toBe(2);
    expect(stored()).toEqual(first);

    ledger.balance = '7000000';
    app.clock.advance(BALANCE_CACHE_MS + 1);
    expect((await holder.get('/api/bwif-leaderboard')).body.eligibility.bwifBalance).toBe('7000000');
    expect(stored()).toEqual([{ balance: '7000000', checkedAt: app.clock.now().getTime() }]);
  });

  it('keeps the last known balance and lets a holder score when the ledger fails', async () => {
    const ledger = scriptedLedger('6000000');
    app = await startTestApp({ overrides: { ledger } });
    const holder = app.client();
    await holder.signIn(DEV_HOLDER_WALLET);
    expect((await holder.get('/api/bwif-leaderboard')).body.eligibility.isEligible).toBe(true);

    ledger.failing = true;
    app.clock.advance(BALANCE_CACHE_MS + 1);
    const round = await app.currentRound();
    const guess = await holder.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    expect(guess.status).toBe(200);
    expect(guess.body.points).toBe(10);
    const board = (await holder.get('/api/bwif-leaderboard')).body;
    expect(board.eligibility).toMatchObject({ isEligible: true, bwifBalance: '6000000' });
    expect(board.leaderboard[0]).toMatchObject({ points: 10 });
  });

  it('treats a wallet never seen by a failing ledger as holding nothing, without failing the guess', async () => {
    const ledger = scriptedLedger('6000000');
    ledger.failing = true;
    app = await startTestApp({ overrides: { ledger } });
    const holder = app.client();
    await holder.signIn(DEV_HOLDER_WALLET);
    const round = await app.currentRound();
    const guess = await holder.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    expect(guess.body.success).toBe(true);
    expect((await holder.get('/api/bwif-leaderboard')).body.leaderboard).toEqual([]);
  });
});
