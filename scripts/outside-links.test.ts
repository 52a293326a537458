import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the code players run lives: every outside link there comes from the server's settings. */
const SCANNED = ['web/src', 'miniapp/src', 'bot/src'];

/** Addresses that are not settings: a third party's SDK, the wallet's own page, XML namespaces. */
const ALLOWED = [/^https:\/\/sad\.adsgram\.ai\//, /^https:\/\/xaman\.app$/, /^http:\/\/www\.w3\.org\//];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('outside links', () => {
  it('are settings served by /api/config, not written into the code of the front ends or the bot', () => {
    const written = SCANNED.flatMap(sourceFiles).flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/https?:\/\/[^\s'"`)]*/g)].map(
        (match) => `${file} ${match[0]}`,
      ),
    );
    expect(written.length).toBeGreaterThan(0);
    const unexpected = written.filter((found) => !ALLOWED.some((allowed) => allowed.test(found.split(' ')[1]!)));
    expect(unexpected).toEqual([]);
  });
});
