/**
 * How a server's processes share the players' open connections: players who stay
 * connected (keep-alive, as a browser does between guesses) are counted per worker
 * process from Linux's /proc, by the client ports the bench itself opened.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { processTree } from './cpu';
import { RawConnection } from './raw-http';

/** The socket inodes of established TCP connections whose remote port is one of `remotePorts`. */
function socketsTo(remotePorts: Set<number>): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [remote, state, inode] = [fields[2]!, fields[3]!, fields[9]!];
      const established = state === '01';
      if (established && remotePorts.has(parseInt(remote.split(':')[1]!, 16))) inodes.add(inode);
    }
  }
  return inodes;
}

/** How many of `inodes` process `pid` holds open. */
function heldBy(pid: number, inodes: Set<string>): number {
  let held = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (target.startsWith('socket:[') && inodes.has(target.slice(8, -1))) held++;
    } catch {
      // The descriptor closed while the folder was read.
    }
  }
  return held;
}

/** The connections each worker of the primary `primaryPid` holds, of those from `clients`, busiest first. */
export function connectionsPerWorker(primaryPid: number, clients: RawConnection[]): number[] {
  const inodes = socketsTo(new Set(clients.map((client) => client.localPort)));
  const [, ...workers] = processTree(primaryPid);
  return workers.map((pid) => heldBy(pid, inodes)).sort((a, b) => b - a);
}

/**
 * `count` players arriving evenly over `spreadMs`, each on its own connection, each
 * fetching the game once and then keeping the connection open.
 */
export async function stayingPlayers(url: string, cookies: string[], count: number, spreadMs: number): Promise<RawConnection[]> {
  const origin = new URL(url);
  const connections: RawConnection[] = [];
  const arrivals: Promise<unknown>[] = [];
  for (let index = 0; index < count; index++) {
    const connection = new RawConnection(origin);
    connections.push(connection);
    arrivals.push(connection.get('/api/game/current', { cookie: cookies[index % cookies.length]! }));
    await new Promise((resolve) => setTimeout(resolve, spreadMs / count));
  }
  await Promise.all(arrivals);
  return connections;
}
