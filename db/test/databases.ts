import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenedDatabase } from '../src/client';
import type { Engine } from '../src/database';
import { testSchema } from './postgres';

export const ENGINES: Engine[] = ['sqlite', 'postgres'];

/** A fresh, migrated database on `engine`: a temp SQLite file, or a schema of its own on PostgreSQL. */
export async function openTestDatabase(engine: Engine): Promise<OpenedDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'db-test-'));
    const opened = await openDatabase({ engine, path: join(dir, 'app.db') });
    return { ...opened, close: () => opened.close().then(() => rmSync(dir, { recursive: true, force: true })) };
  }
  const target = await testSchema();
  const opened = await openDatabase({ engine, url: target.url, schema: target.schema, poolSize: 4 });
  return { ...opened, close: () => opened.close().then(target.drop) };
}
