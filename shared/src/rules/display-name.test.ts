import { describe, expect, it } from 'vitest';
import { checkDisplayName, displayNameKey } from './display-name';
import { boardPlayerName, playerName } from './names';

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
    for (const name of ['<b>bold</b>', 'a@b.c', 'drop;table', 'zero\u200bwidth', '___', '-.-']) {
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

describe('board names', () => {
  const none = { displayName: null, telegramUsername: null, telegramFirstName: null };

  it('falls back from the display name to @telegram to the first name to "Anonymous Player"', () => {
    expect(playerName({ displayName: 'Zed', telegramUsername: 'zed_tg', telegramFirstName: 'Z' })).toBe('Zed');
    expect(playerName({ ...none, telegramUsername: 'zed_tg', telegramFirstName: 'Z' })).toBe('@zed_tg');
    expect(playerName({ ...none, telegramFirstName: 'Zoe' })).toBe('Zoe');
    expect(playerName({ ...none, telegramFirstName: '  ' })).toBeNull();
    expect(boardPlayerName(playerName(none))).toBe('Anonymous Player');
    expect(boardPlayerName('Zed')).toBe('Zed');
  });
});
