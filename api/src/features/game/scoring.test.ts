import { afterEach, expect, it, vi } from 'vitest';
import { startAppWithPlayer, wrongGuess, type TestApp } from '../../../test/harness';

// The scoring rule written once: the guess's SQL is spelled from pointsFor, so a change of
// the rule is a change of what a win scores.
vi.mock('@app/shared/rules/guess', async (original) => ({
  ...(await original<typeof import('@app/shared/rules/guess')>()),
  pointsFor: (attemptNumber: number) => [30, 20, 7][attemptNumber - 1] ?? 0,
}));

let app: TestApp;

afterEach(() => app.close());

it('a win scores what pointsFor says for its attempt', async () => {
  const started = await startAppWithPlayer();
  app = started.app;
  const { id: roundId, nft } = await app.currentRound();
  await started.player.post('/api/game/guess', { guess: wrongGuess(nft.nftId), roundId });
  const win = await started.player.post('/api/game/guess', { guess: nft.nftId, roundId });
  expect(win.body).toMatchObject({ success: true, points: 20, attemptsUsed: 2 });
});
