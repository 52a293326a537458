import { guesses } from '@app/db/schema/rounds';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeRippled, type FakeRippled } from '../../../test/fakes/fake-rippled';
import { startTestApp, WALLETS, wrongGuess, type TestApp, type TestClient } from '../../../test/harness';
import { loadSettings } from '../../settings';
import { ACTIVATION_RECHECK_MS, NOT_ACTIVATED_MESSAGE } from './activation';
import { PRODUCTION_ENV } from '../../../test/production-env';

let rippled: FakeRippled;
let app: TestApp;

const startWithLedger = async (env: Record<string, string> = {}) => {
  app = await startTestApp({ env: { XRPL_URL: rippled.url, REQUIRE_ACTIVATED_ACCOUNT: 'true', ...env } });
};

const accountLookups = () => rippled.requests.filter((request) => request.command === 'account_info').length;

async function signedIn(wallet: string): Promise<TestClient> {
  const player = app.client();
  await player.signIn(wallet);
  return player;
}

async function guessWrong(player: TestClient) {
  const round = await app.currentRound();
  return player.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId), roundId: round.id });
}

describe('spare wallets: only accounts activated on the ledger play', () => {
  beforeEach(async () => {
    rippled = await startFakeRippled();
  });

  afterEach(async () => {
    await app.close();
    await rippled.close();
  });

  it('tells an unactivated wallet before it guesses, refuses its guess with 403, and lets it play once funded', async () => {
    await startWithLedger();
    const spare = await signedIn(WALLETS.bob);
    expect(accountLookups()).toBe(1);

    const image = await spare.get('/api/game/image');
    expect(image.body.playBlock).toEqual({ code: 'ACCOUNT_NOT_ACTIVATED', message: NOT_ACTIVATED_MESSAGE });
    const refused = await guessWrong(spare);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'ACCOUNT_NOT_ACTIVATED', message: NOT_ACTIVATED_MESSAGE });
    expect(app.db.select().from(guesses).all()).toHaveLength(0);
    expect(accountLookups()).toBe(1);

    rippled.accounts.set(WALLETS.bob, []);
    app.clock.advance(ACTIVATION_RECHECK_MS);
    expect((await spare.get('/api/game/image')).body.playBlock).toBeNull();
    expect((await guessWrong(spare)).status).toBe(200);
    expect(accountLookups()).toBe(2);
  });

  it('asks the ledger once at sign-in for an activated wallet, never per guess, even days later', async () => {
    await startWithLedger();
    rippled.accounts.set(WALLETS.alice, []);
    const player = await signedIn(WALLETS.alice);
    expect((await player.get('/api/game/image')).body.playBlock).toBeNull();
    expect((await guessWrong(player)).status).toBe(200);
    app.clock.advance(3 * 24 * 3600_000);
    expect((await guessWrong(player)).status).toBe(200);
    expect(accountLookups()).toBe(1);
  });

  it('lets a wallet play while the ledger cannot be reached: an outage locks nobody out', async () => {
    const unreachable = rippled.url;
    await rippled.close();
    rippled = await startFakeRippled();
    await startWithLedger({ XRPL_URL: unreachable });
    const player = await signedIn(WALLETS.bob);

    expect((await player.get('/api/game/image')).body.playBlock).toBeNull();
    expect((await guessWrong(player)).status).toBe(200);
    expect(app.db.select().from(guesses).all()).toHaveLength(1);
  });

  it('asks nothing and lets every wallet play when REQUIRE_ACTIVATED_ACCOUNT is off', async () => {
    await startWithLedger({ REQUIRE_ACTIVATED_ACCOUNT: 'false' });
    const spare = await signedIn(WALLETS.bob);
    expect((await spare.get('/api/game/image')).body.playBlock).toBeNull();
    expect((await guessWrong(spare)).status).toBe(200);
    expect(accountLookups()).toBe(0);
  });
});

describe('REQUIRE_ACTIVATED_ACCOUNT', () => {
  const production = PRODUCTION_ENV;

  it('is on in production and off elsewhere unless set', () => {
    expect(loadSettings(production).requireActivatedAccount).toBe(true);
    expect(loadSettings({ ...production, REQUIRE_ACTIVATED_ACCOUNT: 'false' }).requireActivatedAccount).toBe(false);
    expect(loadSettings({ DATABASE_PATH: ':memory:' }).requireActivatedAccount).toBe(false);
    expect(loadSettings({ DATABASE_PATH: ':memory:', REQUIRE_ACTIVATED_ACCOUNT: 'true' }).requireActivatedAccount).toBe(
      true,
    );
  });
});
