import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAppWithPlayer, WALLETS, wrongGuess, type TestApp, type TestClient } from '../../../test/harness';

let app: TestApp;
let alice: TestClient;

beforeEach(async () => {
  ({ app, player: alice } = await startAppWithPlayer());
});

afterEach(() => app.close());

describe('trust', () => {
  it("refuses another player's wallet in the query, the body or the header with 403", async () => {
    const roundId = (await app.currentRound()).id;
    const cases = [
      alice.get(`/api/game/image?walletAddress=${WALLETS.bob}`),
      alice.get('/api/game/image', { 'x-wallet-address': WALLETS.bob }),
      alice.post('/api/game/guess', { guess: '1', roundId, walletAddress: WALLETS.bob }),
      alice.post('/api/game/guess', { guess: '1', roundId }, { 'x-wallet-address': WALLETS.bob }),
      alice.get(`/api/game/current?walletAddress=${WALLETS.bob}`),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('FORBIDDEN');
    }
    const own = await alice.get(`/api/game/image?walletAddress=${WALLETS.alice}`);
    expect(own.status).toBe(200);
  });

  it('refuses a guess without a session with 401, whatever wallet is claimed', async () => {
    const visitor = app.client();
    const roundId = (await app.currentRound()).id;
    const guess = await visitor.post('/api/game/guess', { guess: '1', roundId }, { 'x-wallet-address': WALLETS.alice });
    expect(guess.status).toBe(401);
    expect(guess.body.error.code).toBe('UNAUTHORIZED');
  });
});

describe('the puzzle before sign-in', () => {
  /** What a visitor is always shown: the day's most blurred image and nothing of anyone's game. */
  const VISITOR_VIEW = {
    attempts: 3,
    attemptsUsed: 0,
    blurLevel: 'high',
    guesses: [],
    attemptResults: [],
    nft: null,
    nftId: null,
    hasWon: false,
    gameOver: false,
    points: 0,
    playBlock: null,
  };

  async function expectNothingRevealed(text: string) {
    const { nft } = await app.currentRound();
    expect(text).not.toContain(nft.name);
    expect(text).not.toContain(nft.imageUrl);
    expect(text).not.toMatch(new RegExp(`"${nft.nftId}"|#${nft.nftId}\\b`));
  }

  it("shows a visitor the day's most blurred image, the one a player sees before a guess", async () => {
    const visitor = app.client();
    const seen = await visitor.get('/api/game/image');
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ ...VISITOR_VIEW, roundId: (await app.currentRound()).id });
    await expectNothingRevealed(seen.text);
    expect(seen.body.imageUrl).toMatch(/^\/api\/secure-images\/[^/]+$/);
    expect((await alice.get('/api/game/image')).body.imageUrl).toBe(seen.body.imageUrl);
    const picture = await visitor.get(seen.body.imageUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('never shows a visitor a clearer image: not after guessing, not unblurred, not as another player', async () => {
    const { nft, id: roundId } = await app.currentRound();
    const visitor = app.client();
    const first = await visitor.get('/api/game/image');
    for (let miss = 1; miss <= 3; miss++) {
      await alice.post('/api/game/guess', { guess: wrongGuess(nft.nftId, miss), roundId });
      const tried = await visitor.post('/api/game/guess', { guess: wrongGuess(nft.nftId, miss), roundId });
      expect(tried.status).toBe(401);
    }
    expect((await alice.get('/api/game/image')).body).toMatchObject({ gameOver: true, blurLevel: 'none' });

    const unblurred = await visitor.get('/api/game/image?showUnblurred=true');
    expect(unblurred.status).toBe(403);
    expect(unblurred.body.error.code).toBe('FORBIDDEN');
    const views = [
      await visitor.get('/api/game/image'),
      await visitor.get(`/api/game/image?walletAddress=${WALLETS.alice}`),
      await visitor.get('/api/game/image', { 'x-wallet-address': WALLETS.alice }),
      await visitor.get('/api/game/image?showUnblurred=false'),
    ];
    for (const view of views) {
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ ...VISITOR_VIEW, imageUrl: first.body.imageUrl });
      await expectNothingRevealed(view.text);
    }
  });
});

describe('what a player is told', () => {
  it('reveals nothing about the NFT before the game is over', async () => {
    const { nft, id: roundId } = await app.currentRound();
    const responses = [
      await alice.get('/api/game/current'),
      await alice.get('/api/game/image'),
      await alice.post('/api/game/guess', { guess: wrongGuess(nft.nftId), roundId }),
      await alice.get('/api/game/image'),
    ];
    const image = responses[3]!.body;
    const blurred = await alice.get(image.imageUrl);
    expect(blurred.headers.get('content-type')).toMatch(/^image\//);
    for (const response of responses) {
      expect(response.text).not.toContain(nft.name);
      expect(response.text).not.toContain(nft.imageUrl);
      expect(response.text).not.toMatch(new RegExp(`"${nft.nftId}"|#${nft.nftId}\\b`));
    }
    expect(image.imageUrl).not.toContain(nft.nftId);

    const unblurred = await alice.get('/api/game/image?showUnblurred=true');
    expect(unblurred.status).toBe(403);
  });

  it('shows the unblurred image and the NFT once the game is over', async () => {
    const { nft, id: roundId } = await app.currentRound();
    await alice.post('/api/game/guess', { guess: nft.nftId, roundId });
    const unblurred = await alice.get('/api/game/image?showUnblurred=true');
    expect(unblurred.status).toBe(200);
    expect(unblurred.body).toMatchObject({ blurLevel: 'none', nftId: nft.nftId, nft: { name: nft.name } });
  });
});
