import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimSqliteFile } from './owner';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'owner-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('claimSqliteFile', () => {
  it('refuses a second claim on the same file until the first is released', () => {
    const path = join(dir, 'app.db');
    const first = claimSqliteFile(path);
    expect(() => claimSqliteFile(path)).toThrow(
      /Another server process has .*app\.db open: one process serves a SQLite file/,
    );
    expect(() => claimSqliteFile(join(dir, 'other.db')).release()).not.toThrow();
    first.release();
    claimSqliteFile(path).release();
  });
});
