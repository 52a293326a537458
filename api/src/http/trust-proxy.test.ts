import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;

afterEach(() => app.close());

/** Two guesses a minute per key; an anonymous guess is a 401 until its key is over the limit. */
async function startWithTrustProxy(trustProxy?: string): Promise<TestApp> {
  const env: Record<string, string> = { RATE_LIMIT_GUESSES_PER_MIN: '2' };
  if (trustProxy !== undefined) env.TRUST_PROXY = trustProxy;
  return startTestApp({ env });
}

/** An anonymous guess (keyed on the client's address) sent with this X-Forwarded-For. */
async function guessVia(forwardedFor: string): Promise<number> {
  const response = await app.client().request('POST', '/api/game/guess', {
    json: { guess: '1', roundId: 1 },
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return response.status;
}

describe('TRUST_PROXY', () => {
  it.each([
    ['1', ''],
    ['2', ', 10.0.0.5'],
    ['loopback, 10.0.0.0/8', ', 10.0.0.5'],
  ])('with TRUST_PROXY=%s, keys the rate limit on the client its proxies name', async (trustProxy, loadBalancer) => {
    app = await startWithTrustProxy(trustProxy);
    // Each proxy appends the address it saw; anything before the client's is the client's own claim.
    expect(await guessVia(`10.9.9.1, 203.0.113.1${loadBalancer}`)).toBe(401);
    expect(await guessVia(`10.9.9.2, 203.0.113.1${loadBalancer}`)).toBe(401);
    expect(await guessVia(`10.9.9.3, 203.0.113.1${loadBalancer}`)).toBe(429);
    expect(await guessVia(`203.0.113.2${loadBalancer}`)).toBe(401);
  });

  it('with no trusted proxy, a spoofed X-Forwarded-For does not change the key', async () => {
    app = await startWithTrustProxy('false');
    expect(await guessVia('203.0.113.1')).toBe(401);
    expect(await guessVia('203.0.113.2')).toBe(401);
    expect(await guessVia('203.0.113.3')).toBe(429);
  });

  it('by default trusts only a proxy on this machine: the hop before it cannot rewrite the key', async () => {
    app = await startWithTrustProxy();
    // The test client is on loopback, so it stands for a local proxy that saw 203.0.113.1.
    expect(await guessVia('10.9.9.1, 203.0.113.1')).toBe(401);
    expect(await guessVia('10.9.9.2, 203.0.113.1')).toBe(401);
    expect(await guessVia('10.9.9.3, 203.0.113.1')).toBe(429);
    expect(await guessVia('203.0.113.2')).toBe(401);
  });
});
