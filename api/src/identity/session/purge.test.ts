import { sessions, signInRequests } from '@app/db/schema/sessions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';

const DAY_MS = 24 * 60 * 60 * 1000;
let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

const sessionRows = () => app.db.select().from(sessions).all();
const signInRows = () => app.db.select().from(signInRequests).all();

describe('the daily purge', () => {
  it('deletes revoked, anonymous and expired sessions and old sign-in requests, and keeps live sessions', async () => {
    const alice = app.client();
    await alice.signIn(WALLETS.alice);
    const bob = app.client();
    await bob.signIn(WALLETS.bob);
    await bob.post('/api/session/logout');
    await app.client().post('/api/wallet/xaman/create');
    const rowsBefore = sessionRows().length;
    expect(signInRows()).toHaveLength(3);

    await app.runDueJobs();
    expect(sessionRows()).toHaveLength(rowsBefore);

    app.clock.advance(DAY_MS + 60_000);
    await app.runDueJobs();
    expect(signInRows()).toEqual([]);
    const live = sessionRows();
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ walletAddress: WALLETS.alice, revokedAt: null });
    expect((await alice.get('/api/me')).body.walletAddress).toBe(WALLETS.alice);

    app.clock.advance(30 * DAY_MS);
    await app.runDueJobs();
    expect(sessionRows()).toEqual([]);
  });
});
