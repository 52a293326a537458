import { openDb } from '@app/db/client';
import { asc, eq } from '@app/db/orm';
import { settings } from '@app/db/schema/settings';
import { users, UNUSABLE_PASSWORD } from '@app/db/schema/users';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';

const REFOLD_MIGRATION = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../db/migrations/0014_refold_display_name_keys.sql',
);

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
  // The migration replayed by hand, not by forgetting the newest one: later migrations come after it.
  db.$client.exec(
    `DELETE FROM settings; ${readFileSync(REFOLD_MIGRATION, 'utf8').replaceAll('--> statement-breakpoint', '')}`,
  );
  db.$client.close();
  return path;
}

it('rebuilds the stored keys once at start, oldest name first, clearing look-alikes and mixed scripts', async () => {
  app = await startTestApp({ env: { DATABASE_PATH: databaseBeforeTheMigration() } });
  const rows = app.db
    .select({ displayName: users.displayName, displayNameKey: users.displayNameKey })
    .from(users)
    .orderBy(asc(users.id))
    .all();
  expect(rows).toEqual([
    { displayName: 'Coco Pepe', displayNameKey: 'coco pepe' },
    { displayName: null, displayNameKey: null },
    { displayName: null, displayNameKey: null },
    { displayName: 'Émile', displayNameKey: 'e\u0301rnlle' },
  ]);
  expect(app.db.select().from(settings).where(eq(settings.key, 'display_name_keys_to_rebuild')).get()).toBeUndefined();

  const bob = app.client();
  await bob.signIn(WALLETS.bob);
  const taken = await bob.request('PUT', '/api/me/profile', { json: { displayName: 'ÉRNILE' } });
  expect(taken.status).toBe(409);
});

const RECHECK_MIGRATION = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../db/migrations/0019_recheck_display_names.sql',
);

it('clears at start the stored names that hold characters that draw nothing or look like an address', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'bwif-names-'));
  folders.push(folder);
  const path = join(folder, 'app.db');
  const db = openDb(path);
  const stored = [
    ['telegram:1', 'Alice', 'alice'],
    ['telegram:2', 'Al\u034Fice', 'al\u034Fice'],
    ['telegram:3', 'Adm\u034Fin', 'adm\u034Fin'],
    ['telegram:4', 'rDemo...XXXXX', 'rdemo...xxxxx'],
    // An erased player: the boards show them by this name, which has no key.
    ['erased:5', 'Deleted player', null],
  ] as const;
  for (const [username, displayName, displayNameKey] of stored)
    db.insert(users)
      .values({ username, password: UNUSABLE_PASSWORD, displayName, displayNameKey, createdAt: new Date() })
      .run();
  db.$client.exec(
    `DELETE FROM settings; ${readFileSync(RECHECK_MIGRATION, 'utf8').replaceAll('--> statement-breakpoint', '')}`,
  );
  db.$client.close();

  app = await startTestApp({ env: { DATABASE_PATH: path } });
  const rows = app.db.select({ displayName: users.displayName }).from(users).orderBy(asc(users.id)).all();
  expect(rows.map((row) => row.displayName)).toEqual(['Alice', null, null, null, 'Deleted player']);
});

it('rebuilds the keys once at start when what they mean has changed since they were made', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'bwif-names-'));
  folders.push(folder);
  const path = join(folder, 'app.db');
  app = await startTestApp({ env: { DATABASE_PATH: path } });
  const named = (key: string) => ({ password: UNUSABLE_PASSWORD, displayName: 'ALICE', displayNameKey: key });
  // Made with the keys of before, which folded case before mapping only: Lisu letters read as "ALICE" kept a key of their own.
  app.db
    .insert(users)
    .values([
      { username: 'telegram:1', createdAt: new Date(), ...named('alice') },
      { username: 'telegram:2', createdAt: new Date(), ...named('ALlCE'), displayName: 'ꓮꓡꓲꓚꓰ' },
    ])
    .run();
  app.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'display_name_keys_version')).run();
  await app.close();

  app = await startTestApp({ env: { DATABASE_PATH: path } });
  const rows = app.db.select({ displayName: users.displayName, key: users.displayNameKey }).from(users).all();
  expect(rows).toEqual([
    { displayName: 'ALICE', key: 'allce' },
    { displayName: null, key: null },
  ]);
});
