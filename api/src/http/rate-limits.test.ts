import { afterEach, describe, expect, it } from 'vitest';
import { startAppWithPlayer, type TestApp } from '../../test/harness';

let app: TestApp;

afterEach(() => app.close());

describe('rate limits', () => {
  it('answers 429 with Retry-After past the per-minute caps, per session for guesses', async () => {
    const started = await startAppWithPlayer(undefined, {
      env: { RATE_LIMIT_SIGNIN_PER_MIN: '3', RATE_LIMIT_GUESSES_PER_MIN: '4', RATE_LIMIT_ADS_PER_MIN: '2' },
    });
    app = started.app;
    const { player } = started;
    const roundId = app.currentRound().id;
    const statuses = [];
    for (let guess = 0; guess < 5; guess++) {
      statuses.push((await player.post('/api/game/guess', { guess: 'abc', roundId })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const limited = await player.post('/api/game/guess', { guess: '1', roundId });
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = app.client();
    expect((await other.post('/api/game/guess', { guess: 'abc', roundId })).status).toBe(401);

    // The player's own sign-in used one of the address's three sign-in creations.
    const creations = await Promise.all([1, 2, 3].map(() => app.client().post('/api/wallet/xaman/create')));
    expect(creations.map((response) => response.status)).toEqual([200, 200, 429]);
  });

  it('refuses a 1 MB body with 413 and keeps serving others', async () => {
    ({ app } = await startAppWithPlayer());
    const huge = await app.client().request('POST', '/api/game/guess', { body: JSON.stringify({ guess: 'x'.repeat(1024 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await app.client().get('/api/maintenance/status')).status).toBe(200);
  });
});
