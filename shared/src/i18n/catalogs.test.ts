import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const CATALOGS = join(import.meta.dirname, 'catalogs');

const read = (catalog: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(CATALOGS, catalog, `${language}.json`), 'utf8'));

/** Every argument a message uses: {name}, and a plural's, select's or formatter's. */
function argumentsOf(tokens: Token[], found = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') found.add(token.arg);
    if (token.type === 'plural' || token.type === 'select') {
      found.add(token.arg);
      for (const { tokens: inner } of token.cases) argumentsOf(inner, found);
    }
  }
  return found;
}

/** The plural and select choices without an `other` case. */
function choicesWithoutOther(tokens: Token[]): string[] {
  return tokens.flatMap((token) =>
    token.type === 'plural' || token.type === 'select'
      ? [
          ...(token.cases.some(({ key }) => key === 'other') ? [] : [token.arg]),
          ...token.cases.flatMap(({ tokens: inner }) => choicesWithoutOther(inner)),
        ]
      : [],
  );
}

const catalogs = readdirSync(CATALOGS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe.each(catalogs)('the %s catalog', (catalog) => {
  const english = read(catalog, 'en');
  const files = readdirSync(join(CATALOGS, catalog)).filter((file) => file.endsWith('.json'));

  it('has exactly one file a language', () => {
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const messages = read(catalog, language);

    it("has English's ids, no more", () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });

    it.each(Object.keys(messages))('%s compiles, with an other case, using only arguments English has', (id) => {
      const tokens = parse(messages[id]!, { strict: true });
      expect(choicesWithoutOther(tokens)).toEqual([]);
      const known = argumentsOf(parse(english[id] ?? '', { strict: true }));
      expect([...argumentsOf(tokens)].filter((name) => !known.has(name))).toEqual([]);
    });
  });
});
