import { afterEach, describe, expect, it } from 'vitest';
import { startAppWithPlayer, startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;

afterEach(() => app.close());

describe('rate limits', () => {
  it('answers 429 with Retry-After past the per-minute caps, per session for guesses', async () => {
    const started = await startAppWithPlayer(undefined, {
      env: { RATE_LIMIT_SIGNIN_PER_MIN: '3', RATE_LIMIT_GUESSES_PER_MIN: '4', RATE_LIMIT_ADS_PER_MIN: '2' },
    });
    app = started.app;
    const { player } = started;
    const roundId = (await app.currentRound()).id;
    const statuses = [];
    for (let guess = 0; guess < 5; guess++) {
      statuses.push((await player.post('/api/game/guess', { guess: 'abc', roundId })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const limited = await player.post('/api/game/guess', { guess: '1', roundId });
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    // The clock stands at 10:00:00, the start of a window.
    expect(limited.headers.get('retry-after')).toBe('60');
    app.clock.advance(45_000);
    const later = await player.post('/api/game/guess', { guess: '1', roundId });
    expect([later.status, later.headers.get('retry-after')]).toEqual([429, '15']);
    app.clock.advance(15_000);
    expect((await player.post('/api/game/guess', { guess: 'abc', roundId })).status).toBe(400);
    const other = app.client();
    expect((await other.post('/api/game/guess', { guess: 'abc', roundId })).status).toBe(401);

    // A new window: the player's own sign-in counted in the last one, so three more pass.
    const creations = await Promise.all([1, 2, 3, 4].map(() => app.client().post('/api/wallet/xaman/create')));
    expect(creations.map((response) => response.status)).toEqual([200, 200, 200, 429]);
  });

  it('caps the Xaman sign-ins of every client together, with its own answer and count', async () => {
    app = await startTestApp({ env: { RATE_LIMIT_SIGNIN_OVERALL_PER_MIN: '3' } });
    const creations = [];
    // Each a browser of its own, as from many addresses: the cap per address (1000 here) is not the one reached.
    for (let index = 0; index < 5; index++) creations.push(await app.client().post('/api/wallet/xaman/create'));
    expect(creations.map((response) => response.status)).toEqual([200, 200, 200, 429, 429]);
    expect(creations[3]!.body.error.message).toBe(
      'Many players are signing in right now. Please try again in a minute.',
    );
    expect(creations[3]!.headers.get('retry-after')).not.toBeNull();
    const refused = await app.deps.metrics.registry.getSingleMetric('sign_ins_refused_overall_total')!.get();
    expect(refused.values[0]!.value).toBe(2);
    app.clock.advance(60_000);
    expect((await app.client().post('/api/wallet/xaman/create')).status).toBe(200);
  });

  it('limits display-name changes per session', async () => {
    const started = await startAppWithPlayer(undefined, { env: { RATE_LIMIT_PROFILE_PER_MIN: '2' } });
    app = started.app;
    const rename = (displayName: string) => started.player.request('PUT', '/api/me/profile', { json: { displayName } });
    expect([(await rename('First')).status, (await rename('Second')).status]).toEqual([200, 200]);
    const limited = await rename('Third');
    expect([limited.status, limited.body.error.message]).toEqual([
      429,
      'Too many name changes. Please wait a moment and try again.',
    ]);
  });

  it('limits reminder changes and group-board reads each on its own, with its own message', async () => {
    const started = await startAppWithPlayer(undefined, {
      env: {
        RATE_LIMIT_PROFILE_PER_MIN: '1',
        RATE_LIMIT_REMINDERS_PER_MIN: '2',
        RATE_LIMIT_GROUP_BOARDS_PER_MIN: '2',
      },
    });
    app = started.app;
    const { player } = started;
    expect((await player.request('PUT', '/api/me/profile', { json: { displayName: 'First' } })).status).toBe(200);
    const remind = () =>
      player.request('PUT', '/api/me/reminder', { json: { enabled: true, hour: 9, utcOffsetMinutes: 0 } });
    const board = () => player.get('/api/groups/m1005005/board');
    for (const [call, what] of [
      [remind, 'reminder changes'],
      [board, 'group board requests'],
    ] as const) {
      const statuses = [(await call()).status, (await call()).status];
      expect(statuses, what).not.toContain(429);
      const limited = await call();
      expect([limited.status, limited.body.error.message]).toEqual([
        429,
        `Too many ${what}. Please wait a moment and try again.`,
      ]);
    }
  });

  it('refuses a 1 MB body with 413 and keeps serving others', async () => {
    ({ app } = await startAppWithPlayer());
    const huge = await app
      .client()
      .request('POST', '/api/game/guess', { body: JSON.stringify({ guess: 'x'.repeat(1024 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await app.client().get('/api/maintenance/status')).status).toBe(200);
  });
});
