import { periods } from '@app/db/schema/periods';
import { raffleEntrants } from '@app/db/schema/raffle';
import { asc, eq } from '@app/db/orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { raffleEntrantsPath, type RaffleEntrantsPage } from '@app/shared/schemas/raffle';
import { allRaffleEntrants, boardAddress, startTestApp, type TestApp, type TestResponse } from '../../../test/harness';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

const PERIODS = 12;
const CANDIDATES = 3_000;

/** Twelve drawn periods with 3,000 candidates each, two in three eligible, inserted in one transaction. */
function seedDrawnPeriods(): void {
  const { db } = app;
  const now = app.clock.now();
  db.transaction(() => {
    for (let period = 1; period <= PERIODS; period += 1) {
      db.insert(periods)
        .values({
          weekStart: '2026-11-09',
          weekEnd: '2026-11-15',
          archivedAt: now,
          periodEnd: now,
          drawnAt: now,
          drawLedgerIndex: 1,
          drawLedgerHash: 'AB'.repeat(32),
        })
        .run();
      for (let index = 0; index < CANDIDATES; index += 1) {
        db.insert(raffleEntrants)
          .values({
            periodId: period,
            walletAddress: boardAddress(index),
            userId: index,
            weight: 1 + (index % 7),
            eligible: index % 3 !== 0,
          })
          .run();
      }
    }
  });
}

const eligibleInWalletOrder = (periodId: number) =>
  app.db
    .select({
      walletAddress: raffleEntrants.walletAddress,
      weight: raffleEntrants.weight,
      eligible: raffleEntrants.eligible,
    })
    .from(raffleEntrants)
    .where(eq(raffleEntrants.periodId, periodId))
    .orderBy(asc(raffleEntrants.walletAddress))
    .all()
    .filter((entrant) => entrant.eligible)
    .map(({ walletAddress, weight }) => ({ walletAddress, weight }));

describe('the raffle entrants of the history', () => {
  it('keep the history small with thousands of holders: it counts them, and their pages list them all, in order', async () => {
    seedDrawnPeriods();
    const history = await app.client().get('/api/leaderboard/history');
    expect(history.status).toBe(200);
    expect(history.body.history).toHaveLength(PERIODS);
    expect(history.body.history.map((week: any) => week.raffle.entrantCount)).toEqual(Array(PERIODS).fill(2_000));
    expect(history.text.length).toBeLessThan(16_000);

    const pages: RaffleEntrantsPage[] = [];
    for (let page: string | null = raffleEntrantsPath(3); page;) {
      const answer: TestResponse<RaffleEntrantsPage> = await app.client().get(page);
      expect(answer.status).toBe(200);
      pages.push(answer.body);
      page = answer.body.next;
    }
    expect(pages.map((page) => page.entrants.length)).toEqual([500, 500, 500, 500]);
    expect(pages.flatMap((page) => page.entrants)).toEqual(eligibleInWalletOrder(3));
    expect(await allRaffleEntrants(app.client(), 12)).toEqual(eligibleInWalletOrder(12));
  });

  it('lists none while the draw is pending, and answers 400 and 404 to what names no page', async () => {
    seedDrawnPeriods();
    app.db.update(periods).set({ drawnAt: null }).where(eq(periods.id, 2)).run();
    const client = app.client();
    expect((await client.get('/api/leaderboard/history/2/entrants')).body).toEqual({ entrants: [], next: null });
    expect((await client.get('/api/leaderboard/history/99/entrants')).status).toBe(404);
    for (const bad of ['/api/leaderboard/history/abc/entrants', '/api/leaderboard/history/1/entrants?after=%27--']) {
      const answer = await client.get(bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.error.code).toBe('BAD_REQUEST');
    }
  });
});
