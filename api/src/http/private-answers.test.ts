import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, WALLETS, type TestApp, type TestClient } from '../../test/harness';

let app: TestApp;
let alice: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  alice = app.client();
  await alice.signIn(WALLETS.alice);
});

afterAll(() => app.close());

describe("a player's answers", () => {
  it('are kept by no cache: private, no-store on every JSON answer, errors included', async () => {
    const answers = await Promise.all([
      alice.get('/api/me'),
      alice.get('/api/game/current'),
      alice.get('/api/archive'),
      alice.get('/api/me', { 'Accept-Language': 'ja' }),
      app.client().get('/api/me'),
      alice.get('/api/no-such-route'),
      alice.post('/api/game/guess', { guess: 'abc' }),
    ]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 404, 400]);
  });

  it('leave the share picture, the same for everyone, cached for a year', async () => {
    const round = await app.currentRound();
    const picture = await fetch(`${app.url}/api/og/round-${round.id}.jpg`);
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
