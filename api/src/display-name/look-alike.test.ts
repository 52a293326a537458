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

  it.each([
    ['Lisu', 'ꓮꓡꓲꓚꓰ', 'alice'],
    ['Cherokee', 'ᏴᎬᏞᏞᎪ', 'Bella'],
    ['Canadian syllabics', 'ᗷᑌᗪ', 'bud'],
    ['Canadian syllabics beyond confusables.txt', 'ᗩᒪIᑕE', 'alice'],
    ['fancy text', 'ᔕᑫᑌᗩᘔ', 'squaz'],
    ['Greek', 'ΚΑΤΕ', 'kate'],
    ['Cyrillic', 'КАТЕ', 'Kate'],
    ['fullwidth', 'ＡＬＩＣＥ', 'alice'],
    ['mathematical bold', '𝐀𝐋𝐈𝐂𝐄', 'Alice'],
    ['mathematical fraktur', '𝔞𝔩𝔦𝔠𝔢', 'ALICE'],
  ])('give a name in %s capitals or letters the key of the Latin name it reads as', (_script, lookAlike, latin) => {
    expect(keyOf(lookAlike)).toBe(keyOf(latin));
  });

  it('fold case after mapping: reserved names in letters of another script stay reserved', () => {
    expect(keyOf('ꓮꓓꓟꓲꓠ')).toBe(keyOf('admin'));
    expect(looksReserved(keyOf('ꓮꓓꓟꓲꓠ'))).toBe(true);
    expect(looksReserved(keyOf('ꓓꓰꓡꓰꓔꓰꓓ ꓑꓡꓮꓬꓰꓣ'))).toBe(true);
    expect(looksReserved(keyOf('ᎠᎬᏞᎬᎢᎬᎠ ᏢᏞᎪᎩᎬᏒ'))).toBe(true);
    expect(looksReserved(keyOf('ᗪEᒪETEᗪ ᑭᒪᗩYEᖇ'))).toBe(true);
  });

  it('keep names that read differently apart', () => {
    expect(keyOf('Bella')).not.toBe(keyOf('Belle'));
    expect(keyOf('Kate')).not.toBe(keyOf('Kato'));
  });
});
