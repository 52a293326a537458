import pg from 'pg';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of a test's own, in a temporary folder on a free port, for the tests
 * that stop, restart or stall the database: the shared server on 5432 must stay up for the
 * other tests. The binaries are PostgreSQL's own (`PG_BIN`, else the newest installed).
 */
export interface OwnPostgres {
  port: number;
  /** The database the game may use, as DATABASE_URL. */
  url: string;
  /** A fast shutdown: the server ends every connection (57P01), as a restart does. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Ends the game's connections from the server's side (pg_terminate_backend); answers how many. */
  terminateGameConnections(): Promise<number>;
  destroy(): Promise<void>;
}

const INSTALLED = '/usr/lib/postgresql';

function binaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync(INSTALLED) ? readdirSync(INSTALLED).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0)
    throw new Error(`No PostgreSQL server binaries in ${INSTALLED}: install postgresql or set PG_BIN`);
  return join(INSTALLED, versions[0]!, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user, who owns the folder. */
function runAsServerUser(folder: string): (command: string, args: string[]) => void {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  return (command, args) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'pipe' });
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binaries();
  const folder = mkdtempSync(join(tmpdir(), 'bwif-own-pg-'));
  const data = join(folder, 'data');
  const run = runAsServerUser(folder);
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const settings = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  const server: OwnPostgres = {
    port,
    url,
    start: async () => run(join(bin, 'pg_ctl'), ['start', '-w', '-D', data, '-l', join(folder, 'log'), '-o', settings]),
    stop: async () => run(join(bin, 'pg_ctl'), ['stop', '-w', '-m', 'fast', '-D', data]),
    async terminateGameConnections() {
      const rows = await admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'bwif-guess/%'`,
      );
      return rows.length;
    },
    async destroy() {
      await server.stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
