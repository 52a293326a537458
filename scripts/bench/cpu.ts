/**
 * CPU time used by the processes serving a load (Linux's /proc): a server process and its
 * workers, and the PostgreSQL backends it opened. Divided by the requests served, it is what
 * an operator sizes cores by, and holds on a busy machine where throughput does not.
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '@app/db/client';
import { sql } from '@app/db/orm';
import { applicationNameOf } from '@app/db/postgres/open';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU seconds a process used so far, user and system; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A process and its children (the workers a server started), by pid. */
export function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.flatMap((child) => processTree(Number(child)))];
  } catch {
    return [pid];
  }
}

/** The backends of the connections the server holds open on its schema. */
async function backendsOf(url: string, schema: string): Promise<number[]> {
  const { database, close } = await openDatabase({ engine: 'postgres', url, schema });
  try {
    const rows = await database.rows<{ pid: number }>(
      sql`SELECT pid FROM pg_stat_activity WHERE application_name = ${applicationNameOf(schema)}`,
    );
    return rows.map((row) => row.pid);
  } finally {
    await close();
  }
}

export interface CpuUse {
  /** In the server's processes. */
  node: number;
  /** In its PostgreSQL backends. */
  postgres: number;
}

/**
 * The CPU seconds `run` made a server (and its PostgreSQL backends, if it has a database
 * there) use. Processes and backends are listed again after it: those it started (a worker,
 * a pool's new connection) count from their start.
 */
export async function cpuUsedBy<T>(
  server: { pid: number; postgres?: { url: string; schema: string } },
  run: () => Promise<T>,
): Promise<{ value: T; cpu: CpuUse }> {
  const backends = () => (server.postgres ? backendsOf(server.postgres.url, server.postgres.schema) : []);
  const secondsBefore = new Map<number, number>();
  for (const pid of [...processTree(server.pid), ...(await backends())]) secondsBefore.set(pid, cpuSecondsOf(pid));
  const usedSince = (pids: number[]) =>
    pids.reduce((total, pid) => total + cpuSecondsOf(pid) - (secondsBefore.get(pid) ?? 0), 0);
  const value = await run();
  return { value, cpu: { node: usedSince(processTree(server.pid)), postgres: usedSince(await backends()) } };
}
