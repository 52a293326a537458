import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

describe('createTranslator', () => {
  it("renders ICU plurals with the language's own plural rules", () => {
    const t = createTranslator('ru', {
      'test.points': '{count, plural, one {# очко} few {# очка} many {# очков} other {# очка}}',
    });
    expect([1, 3, 5, 21].map((count) => t._('test.points', { count }))).toEqual([
      '1 очко',
      '3 очка',
      '5 очков',
      '21 очко',
    ]);
  });

  it('renders ordinals and placeholders', () => {
    const t = createTranslator('en', {
      'test.rank': '{name} is {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    });
    expect(t._('test.rank', { name: 'Ada', rank: 22 })).toBe('Ada is 22nd');
  });
});
