import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_SESSION_SECRET } from './harness';

const API = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(API, 'src', 'server.ts');
/** The server with its clock shifted by CLOCK_OFFSET_MS (see the file). */
export const SHIFTED_CLOCK_SERVER = join(API, 'test', 'shifted-clock-server.ts');

/**
 * The node flags of `npm run serve` (the words between `node` and the entry point), so
 * tests and benchmarks run the server, and the baseline beside it, as production does.
 */
export function serveNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(join(API, '..', 'package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  const words = manifest.scripts.serve.split(' ');
  return words.slice(1, -1);
}

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  /** What the process wrote so far, stdout and stderr. */
  output(): string;
}

export interface ChildOptions {
  /** Settings added or overridden. */
  env?: Record<string, string>;
  /** Another entry point that starts the server and logs 'Serving' (a benchmark's, for example). */
  entry?: string;
}

/** `npm start`'s server process with the test settings, `env` added or overriding them. */
function spawnServer(databasePath: string, port: number, options: ChildOptions): ChildProcess {
  return spawn(process.execPath, [...serveNodeFlags(), options.entry ?? SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_PATH: databasePath,
      SESSION_SECRET: TEST_SESSION_SECRET,
      LOG_LEVEL: 'info',
      TELEGRAM_BOT_MODE: 'off',
      RATE_LIMIT_SIGNIN_PER_MIN: '1000',
      RATE_LIMIT_SIGNIN_OVERALL_PER_MIN: '100000',
      RATE_LIMIT_GUESSES_PER_MIN: '1000',
      RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** `npm start`'s server in its own process, as production runs it, on a given database and port. */
export async function startChildServer(
  databasePath: string,
  port: number,
  options: ChildOptions = {},
): Promise<ChildServer> {
  const child = spawnServer(databasePath, port, options);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`server exited before it listened:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child, exited, output: () => output };
}

/** How a server process that was meant to refuse to start ended. */
export interface RefusedStart {
  code: number | null;
  stderr: string;
}

/** Starts the server process and waits for it to exit; one that listens instead is stopped and reported. */
export async function startChildServerExpectingExit(
  databasePath: string,
  port: number,
  options: ChildOptions = {},
): Promise<RefusedStart> {
  const child = spawnServer(databasePath, port, options);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.includes('Serving')) child.kill();
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}
