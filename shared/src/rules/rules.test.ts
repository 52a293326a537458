import { describe, expect, it } from 'vitest';
import { isXrplAddress, shortenAddress } from './address';
import { blurFor } from './blur';
import { attemptsLeft, guessMatches, normalizeGuessInput, parseGuess, pointsFor, repeatedGuess } from './guess';
import { pointsPlayerName, pointsRankLabel } from './names';
import { isIsoDay, isThursday, nextRoundAt, splitDuration, utcDay, weekOf } from './time';

describe('guess rules', () => {
  it.each([
    ['385', '385'],
    ['#385', '385'],
    ['  # 3 8 5 ', '385'],
    ['##0385', '385'],
    ['0', '0'],
    ['000', '0'],
  ])('parses %j as %s', (raw, digits) => {
    expect(parseGuess(raw)).toEqual({ ok: true, digits });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'invalidCharacters'],
    ['38#5', 'invalidCharacters'],
    ['-5', 'invalidCharacters'],
    ['1.5', 'invalidCharacters'],
    ['#', 'invalidCharacters'],
    ['12345678901', 'tooLong'],
  ])('refuses %j as %s', (raw, problem) => {
    expect(parseGuess(raw)).toEqual({ ok: false, problem });
  });

  it('normalizes what the client submits', () => {
    expect(normalizeGuessInput(' ##385 ')).toBe('#385');
    expect(normalizeGuessInput('3 8 5')).toBe('385');
  });

  it('matches on canonical digits', () => {
    expect(guessMatches('#0385', '385')).toBe(true);
    expect(guessMatches('386', '385')).toBe(false);
    expect(guessMatches('abc', 'abc')).toBe(false);
  });

  it('finds a number already tried in any spelling, as its digits', () => {
    for (const spelling of ['#100', '100', '0100', ' ##00100 ']) {
      expect(repeatedGuess(['12', '100'], spelling)).toBe('100');
    }
    expect(repeatedGuess(['12', '100'], '1000')).toBeNull();
    expect(repeatedGuess([], '100')).toBeNull();
    expect(repeatedGuess(['100'], 'abc')).toBeNull();
  });

  it('scores 10, 5, 2 by attempt and nothing after', () => {
    expect([1, 2, 3, 4, 0].map(pointsFor)).toEqual([10, 5, 2, 0, 0]);
    expect([0, 1, 3, 5].map((attemptsUsed) => attemptsLeft({ attemptsUsed, hasWon: false }))).toEqual([3, 2, 0, 0]);
  });

  it('leaves no attempt after a win, whichever attempt won', () => {
    expect([1, 2, 3].map((attemptsUsed) => attemptsLeft({ attemptsUsed, hasWon: true }))).toEqual([0, 0, 0]);
  });
});

describe('blur rules', () => {
  it('clears with each attempt and is gone once the game is over', () => {
    expect([0, 1, 2].map((used) => blurFor(used, false))).toEqual(['high', 'medium', 'low']);
    expect(blurFor(1, true)).toBe('none');
  });
});

describe('time rules', () => {
  it('finds the next 00:00 UTC', () => {
    expect(nextRoundAt(new Date('2026-11-18T23:59:59Z')).toISOString()).toBe('2026-11-19T00:00:00.000Z');
    expect(nextRoundAt(new Date('2026-11-18T00:00:00Z')).toISOString()).toBe('2026-11-19T00:00:00.000Z');
  });

  it('runs weeks Monday 00:00 to Sunday 23:59 UTC', () => {
    const sunday = weekOf(new Date('2026-11-22T23:59:00Z'));
    expect(sunday.start.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(sunday.end.toISOString()).toBe('2026-11-22T23:59:59.999Z');
    expect(weekOf(new Date('2026-11-23T00:00:00Z')).start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('splits durations and knows Thursdays and days', () => {
    expect(splitDuration(3_723_900)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(isThursday(new Date('2026-11-19T12:00:00Z'))).toBe(true);
    expect(utcDay(new Date('2026-11-19T23:59:59Z'))).toBe('2026-11-19');
    expect([isIsoDay('2026-02-28'), isIsoDay('2026-02-30'), isIsoDay('26-1-1')]).toEqual([true, false, false]);
  });
});

describe('address rules', () => {
  const address = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

  it('shortens per screen', () => {
    expect(shortenAddress(address)).toBe('rHb9...yTh');
    expect(shortenAddress(address, 'history')).toBe('rHb9CJ...tyTh');
    expect(shortenAddress(address, 'points')).toBe('rHb9C...dtyTh');
    expect(shortenAddress(address, 'miniapp')).toBe('rHb9...tyTh');
    expect(shortenAddress('rShort', 'points')).toBe('rShort');
  });

  it('recognises classic addresses', () => {
    expect(isXrplAddress(address)).toBe(true);
    expect(isXrplAddress('rl0OI')).toBe(false);
    expect(isXrplAddress('xHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(false);
  });
});

describe('points names', () => {
  it('falls back from username to @telegram to the wallet to Unknown User', () => {
    const none = { username: null, telegramUsername: null, walletAddress: null };
    expect(pointsPlayerName({ ...none, username: 'Zed', telegramUsername: 'z' })).toBe('Zed');
    expect(pointsPlayerName({ ...none, telegramUsername: 'ada' })).toBe('@ada');
    expect(pointsPlayerName({ ...none, walletAddress: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh' })).toBe('rHb9C...dtyTh');
    expect(pointsPlayerName(none)).toBe('Unknown User');
    expect([1, 2, 3, 4].map(pointsRankLabel)).toEqual(['🥇', '🥈', '🥉', '#4']);
  });
});
