import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nfts, type Nft } from '@app/db/schema/nfts';
import { eq, ne } from '@app/db/orm';
import { startTestApp, wrongGuess, type TestApp, type TestResponse } from '../../../test/harness';

/** A number no demo NFT has, so a response that carries it tells the answer. */
const NUMBER = '987654';

let app: TestApp;
let original: Nft;
let twin: Nft;

async function addNft(name: string, collection: string): Promise<Nft> {
  const [demo] = await app.deps.database.select().from(nfts).limit(1);
  const [nft] = await app.deps.database
    .insert(nfts)
    .values({ nftId: NUMBER, name, collection, imageUrl: demo!.imageUrl, dateAdded: app.clock.now() })
    .returning();
  return nft!;
}

const schedule = (nft: Nft, day: string) =>
  app.deps.database.update(nfts).set({ setForDate: day }).where(eq(nfts.id, nft.id));

/** Opens the round of `day` (09:00 UTC) and returns its id. */
async function open(day: string): Promise<number> {
  app.clock.set(`${day}T09:00:00Z`);
  return (await app.currentRound()).id;
}

beforeEach(async () => {
  // The 15th's round opens at start, with an NFT of the demo pool.
  app = await startTestApp({ start: '2026-11-15T09:00:00Z' });
  original = await addNft('Original', 'First collection');
  twin = await addNft('Twin', 'Second collection');
});

afterEach(() => app.close());

describe('a day whose answer a past round gave', () => {
  it('rests every past puzzle alike, and no answer carries the number', async () => {
    const pastRounds = [await open('2026-11-15')];
    expect((await app.currentRound()).nft.nftId).not.toBe(NUMBER);
    await schedule(original, '2026-11-16');
    pastRounds.push(await open('2026-11-16'));
    await schedule(twin, '2026-11-17');
    pastRounds.push(await open('2026-11-17'));
    await schedule(original, '2026-11-18');
    await open('2026-11-18');

    const visitor = app.client();
    const answers: TestResponse[] = [await visitor.get('/api/archive')];
    expect(answers[0]!.body.rounds.map((round: { roundId: number }) => round.roundId)).toEqual(pastRounds.reverse());
    for (const roundId of pastRounds) {
      const page = await visitor.get(`/api/archive/${roundId}`);
      const guess = await visitor.post(`/api/archive/${roundId}/guess`, { guess: wrongGuess(NUMBER) });
      for (const answer of [page, guess]) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({
          error: { code: 'PRACTICE_RESTING', message: 'Past puzzles are resting today: they open again tomorrow' },
        });
      }
      answers.push(page, guess);
    }
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(NUMBER);
  });

  it('opens every past puzzle again the next day', async () => {
    await schedule(original, '2026-11-16');
    const first = await open('2026-11-16');
    await schedule(original, '2026-11-17');
    await open('2026-11-17');
    expect((await app.client().get(`/api/archive/${first}`)).status).toBe(409);
    await open('2026-11-18');
    const page = await app.client().get(`/api/archive/${first}`);
    expect(page.status).toBe(200);
    expect(page.body.attemptsUsed).toBe(0);
  });
});

describe('the daily pick', () => {
  it('takes no number a past round answered while the pool has others', async () => {
    // The pool: the original, four NFTs with its number, and one other.
    const [other] = await app.deps.database.select().from(nfts).where(ne(nfts.nftId, NUMBER)).limit(1);
    await app.deps.database.update(nfts).set({ active: false }).where(ne(nfts.id, other!.id));
    await app.deps.database.update(nfts).set({ active: true }).where(eq(nfts.nftId, NUMBER));
    for (const collection of ['Third', 'Fourth', 'Fifth']) await addNft(collection, collection);
    await schedule(original, '2026-11-16');
    await open('2026-11-16');
    await open('2026-11-17');
    expect((await app.currentRound()).nft.id).toBe(other!.id);
  });
});
