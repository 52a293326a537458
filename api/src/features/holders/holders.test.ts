import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerAdapter } from '../../adapters/ledger/types';
import { DEV_HOLDER_WALLET } from '../../settings';
import { startTestApp, type TestApp } from '../../../test/harness';
import { BALANCE_CACHE_MS } from './service';

let app: TestApp;

afterEach(() => app.close());

/** A ledger that counts its calls and can be made to fail. */
function scriptedLedger(balance: string) {
  const ledger = {
    calls: 0,
    failing: false,
    kind: 'fixed' as const,
    async getTokenBalance() {
      ledger.calls++;
      if (ledger.failing) throw new Error('ledger unreachable');
      return balance;
    },
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

  it('keeps the last known balance and lets a holder score when the ledger fails', async () => {
    const ledger = scriptedLedger('6000000');
    app = await startTestApp({ overrides: { ledger } });
    const holder = app.client();
    await holder.signIn(DEV_HOLDER_WALLET);
    expect((await holder.get('/api/bwif-leaderboard')).body.eligibility.isEligible).toBe(true);

    ledger.failing = true;
    app.clock.advance(BALANCE_CACHE_MS + 1);
    const round = app.currentRound();
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
    const round = app.currentRound();
    const guess = await holder.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    expect(guess.body.success).toBe(true);
    expect((await holder.get('/api/bwif-leaderboard')).body.leaderboard).toEqual([]);
  });
});
