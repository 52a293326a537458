import { describe, expect, it } from 'vitest';
import { checkDisplayName } from '../rules/display-name';
import { checkNameToSend } from './profile';

describe('checkNameToSend', () => {
  it.each([
    ['short', 'ab'],
    ['long', 'a'.repeat(30)],
    ['invisible', 'Ada\u200BLove'],
    ['characters', 'Ada<b>'],
    ['scripts', 'Adaд'],
    ['address', 'rHb9C...dtyTh'],
    ['reserved', 'admin'],
  ])('tells a name that breaks the %s rule in the words the server uses in English', (reason, input) => {
    const check = checkDisplayName(input);
    expect(check).toMatchObject({ ok: false, reason });
    expect(checkNameToSend(input)).toEqual({ name: null, problem: !check.ok && check.message });
  });

  it('gives the name to send, normalised as the server stores it', () => {
    expect(checkNameToSend('  Ada   Lovelace ')).toEqual({ name: 'Ada Lovelace', problem: null });
  });
});
