import { beforeAll } from 'vitest';
import { boardAddress, seedWeeklyBoard, type TestApp } from '@app/api/testing/harness';

/** The app's start for usePastAndToday: Monday 2026-11-16, in the morning. */
export const MONDAY_START = '2026-11-16T09:00:00Z';

/** The narrowest phone the game is made for. */
export const NARROW_PHONE = { width: 320, height: 640 };

export interface TwoDays {
  /** Monday the 16th's round: a past puzzle once the clock is on the 17th. */
  past: { roundId: number; nftId: string };
  /** Tuesday's answer, today's. */
  answer: string;
}

/**
 * Before the file's tests (the app started at MONDAY_START): a player's game on Monday,
 * the clock moved to Tuesday with Monday a past puzzle, and `players` more on the weekly
 * board. The days fill `days`.
 */
export function usePastAndToday(app: () => TestApp, days: TwoDays, players: number): void {
  beforeAll(async () => {
    const monday = await app().currentRound();
    days.past = { roundId: monday.id, nftId: monday.nft.nftId };
    // One player's game on Monday, so its past puzzle has a spread to show.
    const player = app().client();
    await player.signIn(boardAddress(9));
    await player.post('/api/game/guess', { guess: monday.nft.nftId, roundId: monday.id });
    app().clock.set('2026-11-17T09:00:00Z');
    days.answer = (await app().currentRound()).nft.nftId;
    const rows: Array<[string, number, number, number, number]> = [
      [boardAddress(1), 25, 3, 4, 30],
      [boardAddress(2), 12, 2, 5, 60],
      [boardAddress(3), 2, 1, 3, 90],
    ];
    await seedWeeklyBoard(app(), rows.slice(0, players));
  });
}
