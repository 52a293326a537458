import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedWalletUser, startTestApp, WALLETS, type TestApp } from '../../../test/harness';
import { findSession, forgetSession, insertSession, revokeSession } from './store';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

describe('sessions asked for at the same moment', () => {
  it('gives each its own live session, and none for a revoked, expired or unknown one', async () => {
    const { database } = app.deps;
    const now = app.clock.now();
    const alice = await seedWalletUser(app, WALLETS.alice);
    const bob = await seedWalletUser(app, WALLETS.bob);
    const [aliceSession, bobSession, visitor, revoked, expiring] = await Promise.all([
      insertSession(database, app.deps, now, { userId: alice.id, walletAddress: WALLETS.alice }),
      insertSession(database, app.deps, now, { userId: bob.id, walletAddress: WALLETS.bob, appearance: 'dark' }),
      insertSession(database, app.deps, now),
      insertSession(database, app.deps, now, { userId: alice.id }),
      insertSession(database, app.deps, now, { ttlMs: 1000 }),
    ]);
    await revokeSession(database, app.deps, revoked.id, now);
    const ids = [aliceSession, bobSession, visitor, revoked, expiring].map((session) => session.id);
    // Not from this process's memory: from the record, all at once.
    for (const id of ids) forgetSession(database, id);

    const later = new Date(now.getTime() + 2000);
    const found = await Promise.all([...ids, 'no-such-session'].map((id) => findSession(database, id, later)));
    expect(found).toEqual([aliceSession, bobSession, visitor, null, null, null]);
  });
});
