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
    const roundId = app.currentRound().id;
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

  it('answers 401 without a session, whatever wallet is claimed', async () => {
    const visitor = app.client();
    const roundId = app.currentRound().id;
    expect((await visitor.get(`/api/game/image?walletAddress=${WALLETS.alice}`)).status).toBe(401);
    const guess = await visitor.post('/api/game/guess', { guess: '1', roundId }, { 'x-wallet-address': WALLETS.alice });
    expect(guess.status).toBe(401);
    expect(guess.body.error.code).toBe('UNAUTHORIZED');
  });

  it('reveals nothing about the NFT before the game is over', async () => {
    const { nft, id: roundId } = app.currentRound();
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
    const { nft, id: roundId } = app.currentRound();
    await alice.post('/api/game/guess', { guess: nft.nftId, roundId });
    const unblurred = await alice.get('/api/game/image?showUnblurred=true');
    expect(unblurred.status).toBe(200);
    expect(unblurred.body).toMatchObject({ blurLevel: 'none', nftId: nft.nftId, nft: { name: nft.name } });
  });
});
