import { describe, expect, it } from 'vitest';
import { decodeGroupId, encodeGroupId, groupOfStartParam, groupStartParam } from './group-id';

describe('group ids in start parameters', () => {
  it('writes the minus sign as m, and reads both forms back', () => {
    expect(groupStartParam(-1001234567890)).toBe('g_m1001234567890');
    expect(encodeGroupId('-42')).toBe('m42');
    expect(groupOfStartParam('g_m1001234567890')).toBe('-1001234567890');
    expect(decodeGroupId('-1001234567890')).toBe('-1001234567890');
    expect(decodeGroupId('77')).toBe('77');
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'm', 'm0', 'm-1', 'x12', '12a', 'm12345678901234567', '--1'])
      expect(decodeGroupId(bad)).toBeNull();
    expect(groupOfStartParam('ref_abc')).toBeNull();
    expect(groupOfStartParam(null)).toBeNull();
  });
});
