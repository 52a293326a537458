import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './harness';

/**
 * A redis-server of a test's own, on a free port, that the test may stop and start again
 * (a crash, an outage) without touching the Redis every other test shares. It keeps nothing
 * on disk, so a restart comes back empty, as a Redis without persistence does.
 */
export interface OwnRedis {
  url: string;
  /** Kills the server at once, as a crash would, and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it accepts connections. */
  start(): Promise<void>;
}

const READY_LINE = 'Ready to accept connections';

function launch(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY_LINE)) resolve(server);
    });
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Starts a redis-server of the test's own; `stop` it in afterAll. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let server: ChildProcess | null = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (!server) return;
      const exited = once(server, 'exit');
      server.kill('SIGKILL');
      await exited;
      server = null;
    },
    async start() {
      server ??= await launch(port);
    },
  };
}
