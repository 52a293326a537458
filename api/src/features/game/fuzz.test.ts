import { guesses } from '@app/db/schema/rounds';
import { leaderboard } from '@app/db/schema/leaderboards';
import { nfts } from '@app/db/schema/nfts';
import { users } from '@app/db/schema/users';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithPlayer, type TestApp, type TestClient } from '../../../test/harness';

let app: TestApp;
let player: TestClient;

beforeAll(async () => {
  ({ app, player } = await startAppWithPlayer());
});

afterAll(() => app.close());

/** What must not change whatever a client sends. */
function snapshot() {
  const { db } = app;
  return {
    guesses: db.select().from(guesses).all().length,
    leaderboard: db.select().from(leaderboard).all().length,
    users: db.select().from(users).all().length,
    nfts: db.select().from(nfts).all().length,
  };
}

const hostileStrings = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '-1',
    '1e309',
    'NaN',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '\u0000\u202e',
    'x'.repeat(70_000),
  ),
);

const hostileValues = fc.oneof(
  hostileStrings,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.anything(), { maxKeys: 4 }),
  fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, 2 ** 63),
);

const hostileBodies = fc.oneof(
  fc.anything(),
  fc.record(
    {
      guess: hostileValues,
      roundId: hostileValues,
      walletAddress: hostileValues,
      appearance: hostileValues,
      account: hostileValues,
    },
    { requiredKeys: [] },
  ),
);

function expectClientError(response: { status: number; body: any; text: string }) {
  expect(response.status, response.text).toBeGreaterThanOrEqual(400);
  expect(response.status, response.text).toBeLessThan(500);
  expect(typeof response.body.error.code).toBe('string');
  expect(typeof response.body.error.message).toBe('string');
}

const runs = { numRuns: 40 };

describe('hostile input always gets a 4xx JSON error and changes nothing', () => {
  it('JSON bodies', async () => {
    const before = snapshot();
    const paths = ['/api/game/guess', '/api/theme', '/dev/xaman/00000000-0000-0000-0000-000000000000/approve'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), hostileBodies, async (path, body) => {
        const response = await player.request('POST', path, { body: JSON.stringify(body) ?? 'null' });
        if (path === '/api/theme' && response.status === 200) return; // a valid appearance by chance
        expectClientError(response);
      }),
      runs,
    );
    expect(snapshot()).toEqual(before);
  });

  it('malformed and oversized bodies', async () => {
    const before = snapshot();
    const bodies = ['{', '{"guess":', 'null', '[]', '"text"', '{"guess":"1","roundId":1}'.repeat(4000), '\u0000'];
    for (const body of bodies) {
      expectClientError(await player.request('POST', '/api/game/guess', { body }));
    }
    expect(snapshot()).toEqual(before);
  });

  it('query strings', async () => {
    const before = snapshot();
    const paths = ['/api/game/image', '/api/game/current', '/api/theme', '/api/maintenance/status'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(fc.constantFrom('walletAddress', 'showUnblurred', 'debug', '_t', 'x'), hostileStrings, {
          maxKeys: 3,
        }),
        async (path, query) => {
          // Beyond Node's 16 KB header limit the HTTP layer answers 431 before the app sees it.
          const search = new URLSearchParams(query).toString().slice(0, 6000);
          const response = await player.get(`${path}?${search}`);
          expect(response.status, response.text).not.toBeGreaterThanOrEqual(500);
          if (response.status !== 200) expectClientError(response);
        },
      ),
      runs,
    );
    expect(snapshot()).toEqual(before);
  });

  it('path parameters', async () => {
    const before = snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/wallet/xaman/status/', '/api/secure-images/', '/dev/xaman/'),
        hostileStrings,
        async (prefix, param) => {
          const response = await player.get(prefix + encodeURIComponent(param).slice(0, 4000));
          if (prefix === '/dev/xaman/' && response.status === 200) return; // the page for a well-formed uuid
          expectClientError(response);
        },
      ),
      runs,
    );
    for (const raw of ['%E0%A4%A', '%', '..%2F..%2Fetc%2Fpasswd']) {
      expectClientError(await player.get(`/api/wallet/xaman/status/${raw}`));
      expectClientError(await player.get(`/api/secure-images/${raw}`));
    }
    expect(snapshot()).toEqual(before);
  });
});
