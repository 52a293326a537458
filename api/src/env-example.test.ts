import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadSettings, SETTING_NAMES } from './settings';

const ENV_EXAMPLE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.env.example');
/** Read from the environment by the tests, not by the server. */
const TEST_ONLY_SETTINGS = ['CHROMIUM_PATH'];

const text = readFileSync(ENV_EXAMPLE, 'utf8');
/** Every `NAME=` line, set or commented out (`# NAME=`). */
const listedNames = [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].flatMap(([, name]) => (name ? [name] : []));

describe('.env.example', () => {
  it('lists every setting the server reads', () => {
    const missing = SETTING_NAMES.filter((name) => !listedNames.includes(name));
    expect(missing, `missing from .env.example: ${missing.join(', ')}`).toEqual([]);
  });

  it('lists nothing the code does not read', () => {
    const known = [...SETTING_NAMES, ...TEST_ONLY_SETTINGS];
    expect(listedNames.filter((name) => !known.includes(name))).toEqual([]);
  });

  it('sets only the offline defaults: copied to .env unchanged, it changes nothing', () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), 'bwif-env-example-')), 'app.db');
    const fromExample = loadSettings({ ...parseEnv(text), DATABASE_PATH: databasePath });
    expect(fromExample).toEqual(loadSettings({ DATABASE_PATH: databasePath }));
  });
});
