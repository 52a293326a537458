import { describe, expect, it } from 'vitest';
import { checkDisplayName, checkOutsideName, displayNameKey } from './display-name';
import { boardPlayerName } from './names';

const rejection = (input: string) => {
  const check = checkDisplayName(input);
  return check.ok ? null : check.reason;
};

describe('display names', () => {
  it('normalises with NFKC, trims and collapses inner whitespace', () => {
    expect(checkDisplayName('  Ｚｅｄ\u00a0\t  Ｋｉｎｇ ')).toEqual({ ok: true, name: 'Zed King', key: 'zed king' });
    expect(checkDisplayName('ﬁsh_42')).toMatchObject({ name: 'fish_42' });
  });

  it('folds case beyond ASCII, so names differing only in case or width share a key', () => {
    expect(displayNameKey('ÉMILE')).toBe(displayNameKey('émile'));
    expect(displayNameKey('STRASSE')).toBe(displayNameKey('straße'));
    expect(displayNameKey('ΟΔΥΣΣΕΥΣ')).toBe(displayNameKey('οδυσσευς'));
    expect(displayNameKey('Ａｄａ')).toBe(displayNameKey('ada'));
  });

  it('takes 3 to 24 characters, counted after normalising', () => {
    expect(rejection('ab')).toBe('short');
    expect(rejection('  ab  ')).toBe('short');
    expect(rejection('abc')).toBeNull();
    expect(rejection('a'.repeat(24))).toBeNull();
    expect(rejection('a'.repeat(25))).toBe('long');
    expect(rejection('😀😀😀')).toBe('characters');
  });

  it('allows letters of any script, digits, spaces and _ - . only, with at least one letter or digit', () => {
    for (const name of ['Zoë', 'Ana-María', 'j.doe_99', '東京タロウ', 'Алексей', 'नमस्ते'])
      expect(rejection(name), name).toBeNull();
    for (const name of ['<b>bold</b>', 'a@b.c', 'drop;table', '___', '-.-']) {
      expect(rejection(name), name).toBe('characters');
    }
    expect(rejection('Z' + '\u0301'.repeat(5) + 'ed')).toBe('characters');
  });

  it('refuses letters of two scripts in one name, except the scripts one language writes together', () => {
    for (const name of ['\u0430dmin', 'Ana \u0410na', 'Zo\u0435', 'Alpha\u03b2', 'Ma\u0585x'])
      expect(rejection(name), name).toBe('scripts');
    for (const name of ['東京タロウ', 'ひらがなカタカナ漢字', '김철수 金', 'Zoë_99', 'Алексей 2', 'Ωμέγα 7'])
      expect(rejection(name), name).toBeNull();
  });

  it('reserves staff roles, the game name and the fallback names, separators ignored', () => {
    for (const name of [
      'admin',
      'ADMIN',
      'Ad_min',
      'a.d.m.i.n',
      'Moderator',
      'BWIF NFT Guess',
      'bwif-nft-guess',
      'Anonymous Player',
      'Deleted player',
    ]) {
      expect(rejection(name), name).toBe('reserved');
    }
    expect(rejection('admiral')).toBeNull();
  });
});

describe('names that pass for what they are not', () => {
  it('refuses characters that draw nothing, combining marks among them, and keeps marks that draw', () => {
    for (const name of ['Al\u034Fice', 'Admin\uFE0F', 'Zo\u200Be', 'Ada\u3164', 'Ada\u{E0041}', '\u202EAda'])
      expect(rejection(name), name).toBe('invisible');
    expect(rejection('Zoe\u0308')).toBeNull();
  });

  it('refuses a name shaped like a shortened wallet address', () => {
    for (const name of ['rDemo...XXXXX', 'rHb9\u2026Tyh', 'r..x']) expect(rejection(name), name).toBe('address');
    for (const name of ['Rob...', 'ryan.k', 'Dr...Who']) expect(rejection(name), name).toBeNull();
  });

  it('shows a name chosen elsewhere without its invisible characters, or not at all when it poses', () => {
    expect(checkOutsideName('\u202EAda\u200B\tLo\u034Fve\u2066lace 🚀')).toEqual({
      name: 'Ada Lovelace 🚀',
      key: 'ada lovelace 🚀',
    });
    for (const name of ['\u200B\u034F', 'Ad\u200Dmin', 'Deleted\u034F Player', '\u0430dmin', 'rDemo...XXXXX'])
      expect(checkOutsideName(name), name).toBeNull();
  });

  it("never lets a name chosen elsewhere pass for someone's @username", () => {
    for (const name of ['@alice', ' @alice', '\u200B@alice', '＠alice', '﹫alice'])
      expect(checkOutsideName(name), name).toBeNull();
    expect(checkOutsideName('Ada @ home')).toEqual({ name: 'Ada @ home', key: 'ada @ home' });
  });
});

describe('board names', () => {
  it('falls back to "Anonymous Player"', () => {
    expect(boardPlayerName(null)).toBe('Anonymous Player');
    expect(boardPlayerName('Zed')).toBe('Zed');
  });
});
