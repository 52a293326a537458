import { describe, expect, it } from 'vitest';
import { displayNameKey } from '@app/shared/rules/display-name';
import { lookAlikeKey, looksReserved } from './look-alike';

const keyOf = (name: string) => lookAlikeKey(displayNameKey(name));

describe('look-alike keys', () => {
  it('fold out the characters that draw nothing', () => {
    expect(keyOf('Al\u034Fice')).toBe(keyOf('Alice'));
    expect(keyOf('Ali\uFE0Fce\u200B')).toBe(keyOf('Alice'));
    expect(looksReserved(keyOf('Adm\u034Fin'))).toBe(true);
  });
});
