import { openDb } from '@app/db/client';
import { asc, eq } from '@app/db/orm';
import { settings } from '@app/db/schema/settings';
import { users, UNUSABLE_PASSWORD } from '@app/db/schema/users';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';

let app: TestApp | undefined;
const folders: string[] = [];

afterEach(async () => {
  await app?.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Players named before look-alike keys, oldest first: [name, the case-folded key they were stored with]. */
const NAMED_BEFORE = [
  ['Coco Pepe', 'coco pepe'],
  // All Cyrillic: reads as the name above.
  ['\u0421\u043e\u0441\u043e \u0420\u0435\u0440\u0435', '\u0441\u043e\u0441\u043e \u0440\u0435\u0440\u0435'],
  // A Cyrillic "а", then Latin letters.
  ['\u0430dmin', '\u0430dmin'],
  ['Émile', 'émile'],
];

const journal = JSON.parse(
  readFileSync(new URL('../../../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: Array<{ tag: string; when: number }> };
const REFOLD_MIGRATION = journal.entries.find((entry) => entry.tag === '0014_refold_display_name_keys')!;
/** Tables of the migrations after the refold one (a new migration's table joins this list). */
const TABLES_MADE_AFTER = ['practice_guesses'];

/** A database as the release before left it: the names above with their old keys, and the migration not applied. */
function databaseBeforeTheMigration(): string {
  const folder = mkdtempSync(join(tmpdir(), 'bwif-names-'));
  folders.push(folder);
  const path = join(folder, 'app.db');
  const db = openDb(path);
  NAMED_BEFORE.forEach(([displayName, displayNameKey], index) =>
    db
      .insert(users)
      .values({
        username: `telegram:${index}`,
        password: UNUSABLE_PASSWORD,
        displayName,
        displayNameKey,
        createdAt: new Date(),
      })
      .run(),
  );
  // The refold migration and the ones after it run again at start: what those later ones made is dropped first.
  db.$client.exec(
    `DELETE FROM settings; ${TABLES_MADE_AFTER.map((table) => `DROP TABLE ${table};`).join(' ')}
     DELETE FROM __drizzle_migrations WHERE created_at >= ${REFOLD_MIGRATION.when}`,
  );
  db.$client.close();
  return path;
}

it('rebuilds the stored keys once at start, oldest name first, clearing look-alikes and mixed scripts', async () => {
  app = await startTestApp({ env: { DATABASE_PATH: databaseBeforeTheMigration() } });
  const rows = app.deps.db
    .select({ displayName: users.displayName, displayNameKey: users.displayNameKey })
    .from(users)
    .orderBy(asc(users.id))
    .all();
  expect(rows).toEqual([
    { displayName: 'Coco Pepe', displayNameKey: 'coco pepe' },
    { displayName: null, displayNameKey: null },
    { displayName: null, displayNameKey: null },
    { displayName: 'Émile', displayNameKey: 'e\u0301rnile' },
  ]);
  expect(
    app.deps.db.select().from(settings).where(eq(settings.key, 'display_name_keys_to_rebuild')).get(),
  ).toBeUndefined();

  const bob = app.client();
  await bob.signIn(WALLETS.bob);
  const taken = await bob.request('PUT', '/api/me/profile', { json: { displayName: 'ÉRNILE' } });
  expect(taken.status).toBe(409);
});
