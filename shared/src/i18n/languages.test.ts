import { describe, expect, it } from 'vitest';
import { chooseLanguage, directionOf, isLanguage, matchLanguage, parseAcceptLanguage } from './languages';

describe('matchLanguage', () => {
  it.each([
    ['pt-br', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['ru', 'ru'],
    ['en-US', 'en'],
    ['es-419', 'es'],
    ['ja_JP', 'ja'],
    ['ar-EG', 'ar'],
  ])('matches %s to %s', (tag, language) => {
    expect(matchLanguage(tag)).toBe(language);
  });

  it.each(['de', 'zh-CN', '', ' '])('has no match for %j', (tag) => {
    expect(matchLanguage(tag)).toBeUndefined();
  });
});

describe('parseAcceptLanguage', () => {
  it("orders the tags by their q-values, keeping the header's order on ties", () => {
    expect(parseAcceptLanguage('de;q=0.5, ko, fr-CH;q=0.9, ja')).toEqual(['ko', 'ja', 'fr-CH', 'de']);
  });

  it('drops the wildcard, empty entries and refused languages', () => {
    expect(parseAcceptLanguage('*, , tr;q=0, id;q=0.2')).toEqual(['id']);
  });
});

describe('chooseLanguage', () => {
  it('takes the saved choice first', () => {
    expect(chooseLanguage({ saved: 'ja', telegram: 'ru', accepted: 'es' })).toBe('ja');
  });

  it("then Telegram's language code", () => {
    expect(chooseLanguage({ saved: null, telegram: 'pt-br', accepted: 'es' })).toBe('pt-BR');
  });

  it("then the first of the browser's languages the game has", () => {
    expect(chooseLanguage({ telegram: 'de', accepted: 'fr;q=1, tr;q=0.8, ko;q=0.9' })).toBe('ko');
  });

  it('then English', () => {
    expect(chooseLanguage({ saved: 'xx', telegram: 'zh', accepted: 'de' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
});

describe('languages', () => {
  it('knows its own tags and writes Arabic right to left', () => {
    expect(isLanguage('pt-BR')).toBe(true);
    expect(isLanguage('pt')).toBe(false);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ja')).toBe('ltr');
  });
});
