import { guesses } from '@app/db/schema/rounds';
import { eq } from '@app/db/orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAppWithPlayer, type TestApp, type TestClient } from '../../../test/harness';

/** The streak and the invite reward fail after the guess's commit, as they do when the database stalls then. */
const failing = vi.hoisted(() => ({
  outage: () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }),
}));
vi.mock('../streaks/service', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getStreak: () => Promise.reject(failing.outage()),
}));
vi.mock('../invites/reward', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  rewardInviterIfDue: () => Promise.reject(failing.outage()),
}));

interface LogLine {
  level: number;
  msg: string;
}
const lines: LogLine[] = [];
const logger = pino({ level: 'debug' }, { write: (text: string) => void lines.push(JSON.parse(text) as LogLine) });

let app: TestApp;
let player: TestClient;
beforeAll(async () => {
  ({ app, player } = await startAppWithPlayer(undefined, { overrides: { logger } }));
});
afterAll(() => app?.close());

describe('what follows a guess commit failing in an outage', () => {
  it('answers the committed win all the same, and logs the failures at debug only', async () => {
    const round = await app.currentRound();
    const from = lines.length;
    const win = await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    expect([win.status, win.body.success, win.body.gameOver, win.body.points, win.body.streak]).toEqual([
      200,
      true,
      true,
      10,
      null,
    ]);
    const stored = await app.deps.database.select().from(guesses).where(eq(guesses.roundId, round.id));
    expect(stored.map((row) => row.correct)).toEqual([true]);
    const logged = lines.slice(from);
    expect(logged.filter((line) => line.level >= 40)).toEqual([]);
    expect(logged.filter((line) => line.level === 20).map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'streak not told: it did not answer',
        'the invite reward check failed; the next finished game retries it',
      ]),
    );
  });
});
