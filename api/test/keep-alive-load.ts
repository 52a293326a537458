import { connect, type Socket } from 'node:net';
import { Client } from 'undici';
import type { TestClient } from './harness';

/** One answer a keep-alive player got: when its request left (performance.now()) and what the server said. */
interface KeptAliveAnswer {
  sentAt: number;
  status: number;
  /** The response's Connection header: `close` once the server is shutting down. */
  connection: string | undefined;
  /** For a guess: the attempt it used, as the server answered it. */
  attempt?: number;
}

/**
 * A signed-in player sending one request after another on one kept-alive connection (the
 * game's state, and its guesses once `startGuessing` is called) until `stop`. A failed
 * request is tried again on a new connection after a short pause.
 */
export interface KeptAlivePlayer {
  wallet: string;
  answers: KeptAliveAnswer[];
  startGuessing(): void;
  stop(): Promise<void>;
}

/** Numbers no demo NFT has: each guess is wrong, and none repeats. */
const WRONG_GUESSES = ['9999991', '9999992', '9999993'];

/** Starts `player` playing round `roundId` on its own connection to `url`. */
export function keepAlivePlayer(url: string, player: TestClient, wallet: string, roundId: number): KeptAlivePlayer {
  const connection = new Client(url, { keepAliveTimeout: 60_000 });
  const headers = { cookie: player.cookie, 'content-type': 'application/json' };
  const answers: KeptAliveAnswer[] = [];
  const guesses: string[] = [];
  let stopped = false;

  async function send(guess: string | undefined): Promise<void> {
    const sentAt = performance.now();
    const response = await connection.request(
      guess === undefined
        ? { method: 'GET', path: '/api/game/current', headers }
        : { method: 'POST', path: '/api/game/guess', headers, body: JSON.stringify({ guess, roundId }) },
    );
    const body = (await response.body.json()) as { attemptsUsed?: number };
    const { connection: header } = response.headers;
    answers.push({
      sentAt,
      status: response.statusCode,
      connection: typeof header === 'string' ? header : undefined,
      ...(guess === undefined ? {} : { attempt: body.attemptsUsed }),
    });
  }

  const playing = (async () => {
    while (!stopped) {
      await send(guesses.shift()).catch(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  })();

  return {
    wallet,
    answers,
    startGuessing: () => void guesses.push(...WRONG_GUESSES),
    async stop() {
      stopped = true;
      await playing;
      await connection.destroy();
    },
  };
}

/** A connection to `port` once it is open. */
export async function openConnection(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return socket;
}

/** Resolves with the time (performance.now()) `socket` was closed. */
export function closedAt(socket: Socket): Promise<number> {
  return new Promise((resolve) => socket.once('close', () => resolve(performance.now())));
}

/** Everything `socket` receives until the server ends it. */
export function replyOf(socket: Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return new Promise((resolve) => socket.once('close', () => resolve(text)));
}

/** Whether a new connection to `port` is refused now. */
export function refuses(port: number): Promise<boolean> {
  return openConnection(port).then(
    (socket) => {
      socket.destroy();
      return false;
    },
    () => true,
  );
}
