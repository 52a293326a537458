import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, TestClient } from '../../test/harness';
import { startChildServer, type ChildServer } from '../../test/child-server';

let dir: string;
let databasePath: string;
let server: ChildServer | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bwif-crash-'));
  databasePath = join(dir, 'app.db');
});

afterEach(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGKILL');
    await server.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

const wallet = (index: number) => `rCrash${String(index).replace(/0/g, 'z')}XXXXXXXXXXXXXXXXXXXXXXXXXXXXX`.slice(0, 34);

function readDb<T>(read: (db: Database.Database) => T): T {
  const db = new Database(databasePath, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

describe('a crash under load', () => {
  it('keeps every answered guess, never a fourth attempt, and consistent scores after kill -9', async () => {
    const port = await freePort();
    server = await startChildServer(databasePath, port);
    const players = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const client = new TestClient(server!.url);
        await client.signIn(wallet(index + 1));
        return { client, wallet: wallet(index + 1) };
      }),
    );
    const { roundId } = (await players[0]!.client.get('/api/game/current')).body;
    const answer = readDb(
      (db) =>
        db
          .prepare('SELECT n.nft_id AS id FROM game_rounds r JOIN nfts n ON n.id = r.nft_id WHERE r.id = ?')
          .get(roundId) as { id: string },
    ).id;

    const answered: Array<{ wallet: string; attempt: number; correct: boolean }> = [];
    let killed = false;
    const guesses = players.flatMap(({ client, wallet: address }, index) =>
      [1, 2, 3, 4, 5].map((k) =>
        client
          .post('/api/game/guess', { guess: (k + index) % 3 === 0 ? answer : String(Number(answer) + k), roundId })
          .then((response) => {
            if (response.status === 200)
              answered.push({ wallet: address, attempt: response.body.attemptsUsed, correct: response.body.success });
            if (answered.length >= 15 && !killed) {
              killed = true;
              server!.process.kill('SIGKILL');
            }
          })
          .catch(() => undefined),
      ),
    );
    await Promise.all(guesses);
    await server.exited;
    expect(killed).toBe(true);

    server = await startChildServer(databasePath, port);
    expect((await new TestClient(server.url).get('/api/game/current')).body.roundId).toBe(roundId);

    readDb((db) => {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = db
        .prepare(
          'SELECT u.wallet_address AS wallet, g.attempt_number AS attempt, g.correct AS correct FROM guesses g JOIN users u ON u.id = g.user_id',
        )
        .all() as Array<{ wallet: string; attempt: number; correct: number }>;
      for (const guess of answered) {
        expect(stored).toContainEqual({ wallet: guess.wallet, attempt: guess.attempt, correct: guess.correct ? 1 : 0 });
      }
      const perPlayer = db
        .prepare('SELECT user_id, COUNT(*) AS attempts, SUM(correct) AS wins FROM guesses GROUP BY user_id')
        .all() as Array<{ attempts: number; wins: number }>;
      for (const player of perPlayer) {
        expect(player.attempts).toBeLessThanOrEqual(3);
        expect(player.wins).toBeLessThanOrEqual(1);
      }
      const inconsistent = db
        .prepare(
          `SELECT l.user_id FROM leaderboard l
           WHERE l.total_points != (SELECT COALESCE(SUM(points), 0) FROM guesses g WHERE g.user_id = l.user_id)
              OR l.total_correct != (SELECT COUNT(*) FROM guesses g WHERE g.user_id = l.user_id AND g.correct = 1)`,
        )
        .all();
      expect(inconsistent).toEqual([]);
    });
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish on SIGTERM, then exits cleanly with the database closed', async () => {
    server = await startChildServer(databasePath, await freePort());
    const { port } = new URL(server.url);
    const body = JSON.stringify({ appearance: 'dark' });
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/theme HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    // A round trip on another connection: the server has read the first request's headers by then.
    await new TestClient(server.url).get('/api/maintenance/status');

    server.process.kill('SIGTERM');
    const reply = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
    });
    socket.write(body.slice(5));
    expect(await reply).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*"appearance":"dark"/);
    expect(await server.exited).toBe(0);
    readDb((db) => expect(db.pragma('integrity_check', { simple: true })).toBe('ok'));
  });
});
