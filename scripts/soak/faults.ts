/**
 * The faults the soak injects, in order, each as an operator would meet it: how it starts,
 * and when the service is back (the moment its recovery is counted from).
 */
import type { ChildServer } from '@app/api/testing/child-server';
import { gamePids, type Stage } from './stage';

/** As long as in the half-hour run, so a short run meets the same outages. */
const POSTGRES_DOWN_MS = 5_000;
const STALL_MS = 12_000;
const REDIS_DOWN_MS = 20_000;
const POLL_MS = 100;
/** A replacement not seen by then is left to the table: its window shows what the players met. */
const WAIT_LIMIT_MS = 120_000;

export interface Fault {
  name: string;
  /** Injects the fault and resolves once the service is back. */
  inject(stage: Stage): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the game's output, past what it wrote so far, holds `line` (or WAIT_LIMIT_MS later, saying so). */
async function untilLogged(game: ChildServer, line: RegExp): Promise<void> {
  const from = game.output().length;
  const until = performance.now() + WAIT_LIMIT_MS;
  while (!line.test(game.output().slice(from))) {
    if (performance.now() > until) return void notSeen(game, line, from);
    await sleep(POLL_MS);
  }
}

/** Says what the game wrote instead of `line`, for the operator to read beside the table. */
function notSeen(game: ChildServer, line: RegExp, from: number): void {
  const written = game.output().slice(from).split('\n').filter(Boolean);
  console.log(`not seen within ${WAIT_LIMIT_MS / 1000} s: ${line.source}; the game wrote ${written.length} lines:`);
  for (const text of written.slice(-10)) console.log(`  ${text.slice(0, 300)}`);
}

const SERVING = /"msg":"Serving /;

export const FAULTS: Fault[] = [
  {
    name: 'PostgreSQL restart',
    async inject({ postgres }) {
      await postgres.stop();
      await sleep(POSTGRES_DOWN_MS);
      await postgres.start();
    },
  },
  {
    name: `stall: bytes held ${STALL_MS / 1000} s`,
    async inject({ proxy }) {
      proxy.stall();
      await sleep(STALL_MS);
      proxy.resume();
    },
  },
  {
    name: 'backends terminated',
    inject: async ({ postgres }) => void (await postgres.terminateGameConnections()),
  },
  {
    name: `Redis killed, empty after ${REDIS_DOWN_MS / 1000} s`,
    async inject({ redis }) {
      await redis.stop();
      await sleep(REDIS_DOWN_MS);
      await redis.start();
    },
  },
  {
    name: 'a worker killed -9',
    async inject({ game }) {
      const before = gamePids(game);
      const replaced = untilLogged(game, SERVING);
      process.kill(before[1]!, 'SIGKILL');
      await replaced;
      console.log(`server processes: ${before.join(', ')} before, ${gamePids(game).join(', ')} after`);
    },
  },
  {
    name: 'rolling restart (SIGHUP)',
    async inject({ game }) {
      const replaced = untilLogged(game, /server processes replaced/);
      game.process.kill('SIGHUP');
      await replaced;
    },
  },
];
