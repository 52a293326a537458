import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/harness';
import { startChildServer, startChildServerExpectingExit, type ChildServer } from '../../test/child-server';

let dir: string;
let databasePath: string;
const running: ChildServer[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bwif-one-process-'));
  databasePath = join(dir, 'app.db');
});

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.process.exitCode === null) server.process.kill('SIGKILL');
    await server.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('one process per SQLite file', () => {
  it('refuses a second server on the same file, naming what several processes need, until the first is gone', async () => {
    running.push(await startChildServer(databasePath, await freePort()));
    const refused = await startChildServerExpectingExit(databasePath, await freePort());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Another server process has .*app\.db open: one process serves a SQLite file/);

    // Killed outright, the first leaves no stale claim behind: the system released its lock.
    running[0]!.process.kill('SIGKILL');
    await running[0]!.exited;
    running.push(await startChildServer(databasePath, await freePort()));
  });
});
