/**
 * The soak's players: a few concurrent clients, each visiting its players in turn as a
 * phone does (the game, its image, three guesses or a win on the second, the boards, the
 * page), every answer noted with its time so the faults' windows can be read from them.
 */
import { Agent, request } from 'undici';
import { sql } from '@app/db/orm';
import type { Database } from '@app/db/database';

type RequestKind = 'game' | 'image' | 'guess' | 'board' | 'page';

/** A guess the server answered 200: what the player was told was recorded. */
export interface AcceptedGuess {
  userId: number;
  roundId: number;
  attempt: number;
}

export interface Answer {
  kind: RequestKind;
  /** When it was answered, in ms from the load's start. */
  at: number;
  ms: number;
  /** 0: no answer (the connection failed). */
  status: number;
  refused: boolean;
  accepted?: AcceptedGuess;
}

export interface Load {
  answers: Answer[];
  /** performance.now() at its start. */
  startedAt: number;
  stop(): Promise<void>;
}

const WRONG = ['999999991', '999999992', '999999993'];
/** A pause between a client's requests, as a player's taps are apart. */
const THINK_MS = 40;
/** Every third player finds the NFT on the second attempt: their scores move the boards. */
const WINS_EVERY = 3;
const agent = new Agent({ connections: 64, keepAliveTimeout: 10_000, headersTimeout: 30_000, bodyTimeout: 30_000 });

const wasRefused = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === 'ECONNREFUSED' || cause?.code === 'ECONNREFUSED';
};

/** The NFT a round's players must name, read from the record once per round. */
function answersOf(record: Database): (roundId: number) => Promise<string> {
  const known = new Map<number, Promise<string>>();
  return (roundId) => {
    if (!known.has(roundId)) {
      const read = record
        .rows<{ nftId: string }>(
          sql`SELECT n.nft_id AS "nftId" FROM game_rounds r JOIN nfts n ON n.id = r.nft_id WHERE r.id = ${roundId}`,
        )
        .then(([row]) => row!.nftId);
      known.set(roundId, read);
    }
    return known.get(roundId)!;
  };
}

/** Starts `clients` clients on the game at `url`, sharing `cookies` (player n + 1's at n) between them. */
export function startLoad(url: string, cookies: string[], clients: number, record: Database): Load {
  const answers: Answer[] = [];
  const startedAt = performance.now();
  const answerOf = answersOf(record);
  let stopped = false;

  async function send(kind: RequestKind, path: string, cookie: string, body?: object) {
    const sent = performance.now();
    const note = (status: number, refused: boolean) => {
      const answer: Answer = { kind, at: performance.now() - startedAt, ms: performance.now() - sent, status, refused };
      answers.push(answer);
      return answer;
    };
    try {
      const response = await request(`${url}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        dispatcher: agent,
      });
      const text = await response.body.text();
      const parsed = response.headers['content-type']?.includes('json')
        ? (JSON.parse(text) as Record<string, unknown>)
        : {};
      return { answer: note(response.statusCode, false), body: parsed };
    } catch (error) {
      return { answer: note(0, wasRefused(error)), body: {} };
    } finally {
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    }
  }

  async function visit(player: number) {
    const cookie = cookies[player]!;
    const game = await send('game', '/api/game/current', cookie);
    const roundId = game.body.roundId as number | undefined;
    if (roundId === undefined) return;
    const image = await send('image', '/api/game/image', cookie);
    if (typeof image.body.imageUrl === 'string') await send('image', image.body.imageUrl, cookie);
    const wins = player % WINS_EVERY === 0;
    const tries = wins ? [WRONG[0]!, await answerOf(roundId)] : WRONG;
    for (const guess of tries) {
      const { answer, body } = await send('guess', '/api/game/guess', cookie, { guess, roundId });
      if (answer.status === 200)
        answer.accepted = { userId: player + 1, roundId, attempt: body.attemptsUsed as number };
    }
    await send('board', '/api/leaderboard', cookie);
    await send('board', '/api/leaderboard/me', cookie);
    await send('page', '/', cookie);
  }

  const client = async (first: number) => {
    for (let player = first; !stopped; player = (player + clients) % cookies.length) await visit(player);
  };
  const running = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    answers,
    startedAt,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
