import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';

const format = (locale: string, message: string, values?: Record<string, unknown>) =>
  formatMessage(locale, compileMessage(message), values);

describe('formatMessage: a message compiled at build, in a language', () => {
  const tries = '{n, plural, =0 {no tries} one {# try} few {# tries (few)} many {# tries (many)} other {# tries}}';

  it("takes each language's plural forms, exact cases first", () => {
    expect([0, 1, 2, 5].map((n) => format('en', tries, { n }))).toEqual(['no tries', '1 try', '2 tries', '5 tries']);
    expect([1, 3, 5, 21].map((n) => format('ru', tries, { n }))).toEqual([
      '1 try',
      '3 tries (few)',
      '5 tries (many)',
      '21 try',
    ]);
  });

  it('writes ordinals, selections and numbers as the language does, and leaves a # outside plurals alone', () => {
    const ordinal = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
    expect([1, 2, 3, 4, 11].map((n) => format('en', ordinal, { n }))).toEqual(['1st', '2nd', '3rd', '4th', '11th']);
    expect(format('en', '{side, select, a {Alpha} other {Other}}', { side: 'b' })).toBe('Other');
    expect(format('de', 'NFT #385: {n, number} points', { n: 12345 })).toBe('NFT #385: 12.345 points');
    expect(format('en', "Today's {name}", { name: 'Eel' })).toBe("Today's Eel");
  });
});
