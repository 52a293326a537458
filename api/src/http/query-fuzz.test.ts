import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, startTestApp, type TestApp, type TestClient } from '../../test/harness';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminClient(app);
});

afterAll(() => app.close());

/** Every GET route that parses a query string, asked as the admin so the admin's routes parse it too. */
const QUERY_ROUTES = [
  '/api/admin/insights',
  '/api/admin/insights.csv',
  '/api/admin/audit',
  '/api/admin/audit/export.csv',
  '/api/admin/calendar',
  '/api/archive',
  '/api/leaderboard',
  '/api/bwif-leaderboard',
  '/api/leaderboard/me',
  '/api/leaderboard/history/1/entrants',
  '/api/player/stats',
  '/api/game/current',
  '/api/game/image',
  '/api/ad-reset-check',
];

/** Every query field those routes read, and one none of them does. */
const FIELDS = [
  'from',
  'to',
  'table',
  'action',
  'actor',
  'page',
  'days',
  'before',
  'after',
  'limit',
  'board',
  'walletAddress',
  'showUnblurred',
  'checkCount',
  'x',
];

/** Strings shaped like what the fields take, but wrong: days that do not exist, numbers out of range. */
const nearlyValid = fc.constantFrom(
  '2026-13-01',
  '2026-02-30',
  '0000-00-00',
  '9999-99-99',
  '2026-11-18T00:00:00Z',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999',
  'true ',
  'regular\u0000',
);

const hostileValues = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 30 }), nearlyValid);

describe('every query schema answers bad input with a 400 naming the field, never a 500', () => {
  it('hostile query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...QUERY_ROUTES),
        fc.dictionary(fc.constantFrom(...FIELDS), hostileValues, { minKeys: 1, maxKeys: 3 }),
        async (path, query) => {
          const response = await admin.get(`${path}?${new URLSearchParams(query).toString().slice(0, 6000)}`);
          expect(response.status, `${path} ${JSON.stringify(query)}: ${response.text}`).toBeLessThan(500);
          if (response.status === 400) {
            expect(response.body.error.code).toBe('BAD_REQUEST');
            expect(typeof response.body.error.field, response.text).toBe('string');
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it.each([
    ['/api/admin/insights?from=2026-13-01&to=nope', 'from'],
    ['/api/admin/insights.csv?table=days&from=2026-11-01&to=2026-02-30', 'to'],
    ['/api/archive?before=2026-13-01', 'before'],
  ])('%s names %s', async (path, field) => {
    const response = await admin.get(path);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'BAD_REQUEST', field });
  });
});
